import { Button, Field, Stack } from '@chakra-ui/react';
import type { PasswordChangeInput } from '@contract/accounts';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/password-input';
import { useChangePassword } from '@/api/password';
import { errorsFromApi, errorsFromIssues, firstInvalidField, translateProfileMessage, type FormErrors } from '../form-errors';
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
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({});
  const password = useRef<HTMLInputElement>(null);
  const newPassword = useRef<HTMLInputElement>(null);
  const confirmPassword = useRef<HTMLInputElement>(null);
  const refs: Record<PasswordField, RefObject<HTMLInputElement | null>> = { password, new_password: newPassword, confirm_password: confirmPassword };

  const showErrors = (next: FormErrors<PasswordField>) => {
    setErrors(next);
    const first = firstInvalidField(next, FIELDS);
    if (first) refs[first].current?.focus();
  };
  const change = useChangePassword({
    document,
    toast: { title: t('password.success.title'), text: t('password.success.text') },
    errorFallback: t('fallbackError'),
    onSuccess: () => setValues(EMPTY),
    onError: (error) => showErrors(errorsFromApi(error, FIELDS)),
  });
  useEffect(() => {
    void loadPasswordSchema();
  }, []);

  const validateAndSend = async () => {
    const result = (await loadPasswordSchema()).safeParse(values);
    if (!result.success) {
      showErrors(errorsFromIssues(result.error.issues, FIELDS));
      return;
    }
    change.mutate(result.data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.isPending) void validateAndSend();
  };

  return (
    <ProfileSection heading={t('password.heading')} description={t('password.hint')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {FIELDS.map((field) => (
            <Field.Root key={field} invalid={Boolean(errors[field])} required>
              <Field.Label>{t(LABELS[field])}</Field.Label>
              <PasswordInput
                ref={refs[field]}
                name={field}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
              <Field.ErrorText>{translateProfileMessage(t, errors[field])}</Field.ErrorText>
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
