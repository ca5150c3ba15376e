import { Button, Field, Stack } from '@chakra-ui/react';
import type { PasswordChangeInput } from '@contract/accounts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/password-input';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useChangePassword } from '@/api/password';
import { ProfileSection } from './profile-section';

const FIELDS = ['password', 'new_password', 'confirm_password'] as const;
type PasswordField = (typeof FIELDS)[number];

const EMPTY: PasswordChangeInput = { password: '', new_password: '', confirm_password: '' };
const LABELS: Record<PasswordField, string> = { password: 'password.current', new_password: 'password.new', confirm_password: 'password.confirm' };
const AUTOCOMPLETE: Record<PasswordField, string> = { password: 'current-password', new_password: 'new-password', confirm_password: 'new-password' };

/** zod (with the shared schema) is fetched after the page paints, not with it. */
const loadPasswordSchema = async () => (await import('@contract/accounts')).passwordChangeSchema;

/** Change password: the current one is confirmed by the server (a wrong one shows its message by the field). */
export function PasswordSection({ document }: { /** The signed-in user's CPF. */ document: string }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const { formRef, errors, check, clear, showServerErrors } = useFormErrors(FIELDS);
  const change = useChangePassword({
    document,
    toast: { title: t('password.success.title'), text: t('password.success.text') },
    errorFallback: t('fallbackError'),
    onSuccess: () => setValues(EMPTY),
    onError: showServerErrors,
  });
  useEffect(() => {
    void loadPasswordSchema();
  }, []);

  const validateAndSend = async () => {
    const data = await check(loadPasswordSchema(), values);
    if (data) change.mutate(data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.isPending) void validateAndSend();
  };

  return (
    <ProfileSection heading={t('password.heading')} description={t('password.hint')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {FIELDS.map((field) => (
            <Field.Root key={field} invalid={Boolean(errors[field])} required>
              <Field.Label>{t(LABELS[field])}</Field.Label>
              <PasswordInput
                name={field}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  clear(field);
                }}
              />
              <Field.ErrorText>{errors[field]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" alignSelf={{ sm: 'start' }} loading={change.isPending} loadingText={t('password.submit')}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
