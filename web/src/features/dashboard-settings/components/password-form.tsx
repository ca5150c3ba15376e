import { passwordChangeSchema } from '@contract/accounts';
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { PasswordInput } from '@/components/password-input';
import { useChangePassword } from '@/api/password';

const EMPTY = { password: '', new_password: '', confirm_password: '' };
type PasswordField = keyof typeof EMPTY;
const FIELDS: { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'password', label: 'password.current', autoComplete: 'current-password' },
  { field: 'new_password', label: 'password.new', autoComplete: 'new-password' },
  { field: 'confirm_password', label: 'password.confirm', autoComplete: 'new-password' },
];

const FIELD_NAMES = FIELDS.map(({ field }) => field);

interface PasswordFormProps {
  /** The signed-in admin's CPF (the session is renewed with the new password). */
  document: string;
}

/** Change password: the current one, the new one (6 to 30) and its confirmation; cleared after success. */
export function PasswordForm({ document }: PasswordFormProps) {
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword({
    document,
    toast: { title: t('dashboard:toast.infoUpdated'), text: t('toast.passwordSaved') },
    errorFallback: t('fillFields'),
    onSuccess: () => setValues(EMPTY),
  });
  const { formRef, errors: shown, check } = useFormErrors(FIELD_NAMES, { serverError: change.error });

  const checkAndSave = async () => {
    const data = await check(passwordChangeSchema, values);
    if (data) change.mutate(data);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.isPending) void checkAndSave();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="4">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <FormField key={field} label={t(label)} error={shown[field]} required>
            <PasswordInput
              name={field}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormField>
        ))}
        <Button type="submit" alignSelf="flex-start" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
