import { Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { PasswordInput } from '@/components/password-input';
import { usePageTitle } from '@/hooks/use-page-title';
import { CPF_MASK } from '@/lib/input-mask';
import { useLogin } from '../api/login';
import { translateValidation } from '../validation-message';
import { AuthSwitchLink } from './auth-switch-link';

type LoginErrors = Partial<Record<'document' | 'password', string>>;

/** zod (with the shared schemas) is fetched once the person turns to the form, off the first visit's downloads. */
const loadLoginSchema = async () => (await import('@contract/auth')).loginSchema;

export function LoginForm() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const login = useLogin();
  const [document, setDocument] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const documentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const validateAndLogin = async () => {
    const loginSchema = await loadLoginSchema();
    const result = loginSchema.safeParse({ document, password });
    if (!result.success) {
      const next: LoginErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'document' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      (next.document ? documentRef : passwordRef).current?.focus();
      return;
    }
    login.mutate(result.data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login.isPending) void validateAndLogin();
  };

  return (
    <form onSubmit={onSubmit} onFocus={() => void loadLoginSchema()} noValidate>
      <Heading as="h1" size="2xl" color="teal.ink">
        {t('login.heading')}
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        {t('login.subheading')}
      </Text>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.document)} required>
          <Field.Label>{t('login.cpf')}</Field.Label>
          <MaskedInput
            ref={documentRef}
            mask={CPF_MASK}
            name="document"
            autoComplete="username"
            value={document}
            onValueChange={(value) => {
              setDocument(value);
              setErrors((current) => ({ ...current, document: undefined }));
            }}
          />
          <Field.ErrorText>{translateValidation(t, errors.document)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t('login.password')}</Field.Label>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <Field.ErrorText>{translateValidation(t, errors.password)}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" mt="2" loading={login.isPending} loadingText={t('login.submit')}>
          {t('login.submit')}
        </Button>
      </Stack>
      <AuthSwitchLink prompt={t('login.noAccount')} label={t('login.toRegister')} to="/register" />
    </form>
  );
}
