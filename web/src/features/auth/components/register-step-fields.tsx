import { Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { PasswordInput } from '@/components/password-input';
import { CPF_MASK, PHONE_MASK } from '@/lib/input-mask';
import type { FieldMessages } from '@/lib/field-messages';
import type { RegisterField, RegisterFormValues } from '../register-wizard-steps';
import { EducationSelect } from './education-select';
import { TermsStep } from './terms-step';

export interface StepFieldsProps {
  step: number;
  values: RegisterFormValues;
  errors: FieldMessages<RegisterField>;
  onChange: <F extends RegisterField>(field: F, value: RegisterFormValues[F]) => void;
}

interface LabelledFieldProps {
  label: string;
  error: string | undefined;
  helper?: string;
  children: React.ReactNode;
}

function LabelledField({ label, error, helper, children }: LabelledFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The inputs of one wizard step; the first one takes focus when the step appears. */
export function RegisterStepFields({ step, values, errors, onChange }: StepFieldsProps) {
  const { t } = useTranslation('auth');
  switch (step) {
    case 0:
      return (
        <LabelledField label={t('register.steps.name.label')} error={errors.name}>
          <Input name="name" autoComplete="name" autoFocus value={values.name} onChange={(e) => onChange('name', e.target.value)} />
        </LabelledField>
      );
    case 1:
      return (
        <LabelledField label={t('register.steps.email.label')} error={errors.email}>
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            value={values.email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        </LabelledField>
      );
    case 2:
      return (
        <LabelledField label={t('register.steps.document.label')} error={errors.document}>
          <MaskedInput name="document" mask={CPF_MASK} autoFocus value={values.document} onValueChange={(v) => onChange('document', v)} />
        </LabelledField>
      );
    case 3:
      return (
        <LabelledField label={t('register.steps.phone.label')} error={errors.phone}>
          <MaskedInput
            name="phone"
            type="tel"
            mask={PHONE_MASK}
            autoComplete="tel-national"
            autoFocus
            value={values.phone}
            onValueChange={(v) => onChange('phone', v)}
          />
        </LabelledField>
      );
    case 4:
      return (
        <LabelledField label={t('register.steps.education.label')} error={errors.education_id}>
          <EducationSelect autoFocus value={values.education_id} onValueChange={(v) => onChange('education_id', v)} />
        </LabelledField>
      );
    case 5:
      return (
        <Stack gap="4">
          <LabelledField label={t('register.steps.password.label')} error={errors.password} helper={t('register.steps.password.hint')}>
            <PasswordInput name="password" autoComplete="new-password" autoFocus value={values.password} onChange={(e) => onChange('password', e.target.value)} />
          </LabelledField>
          <LabelledField label={t('register.steps.password.confirmLabel')} error={errors.conf_password}>
            <PasswordInput
              name="conf_password"
              autoComplete="new-password"
              value={values.conf_password}
              onChange={(e) => onChange('conf_password', e.target.value)}
            />
          </LabelledField>
        </Stack>
      );
    default:
      return <TermsStep values={values} errors={errors} onChange={onChange} />;
  }
}
