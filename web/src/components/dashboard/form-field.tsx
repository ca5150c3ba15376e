import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: string;
  /** The Portuguese message of the shared schema (translated here), if any. */
  error?: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
}

/** A labelled form control with its inline validation message. */
export function FormField({ label, error, required, helperText, children }: FormFieldProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{t(`validation.${error}`, { defaultValue: error })}</Field.ErrorText>}
    </Field.Root>
  );
}
