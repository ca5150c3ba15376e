import { Field } from '@chakra-ui/react';
import { PasswordInput } from './password-input';

interface CurrentPasswordFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The signed-in person's own password, asked again before an action that cannot be undone. */
export function CurrentPasswordField({ label, value, error, onChange }: CurrentPasswordFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput name="password" autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
