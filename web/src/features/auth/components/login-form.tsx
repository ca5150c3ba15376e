import { Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { PasswordInput } from '@/components/password-input';
import { useFormErrors } from '@/hooks/use-form-errors';
import { usePageTitle } from '@/hooks/use-page-title';
import { CPF_MASK } from '@/lib/input-mask';
import { useLogin } from '../api/login';
import { AuthSwitchLink } from './auth-switch-link';

const FIELDS = ['document', 'password'] as const;

/** zod (with the shared schemas) is fetched once the person turns to the form, off the first visit's downloads. */
const loadLoginSchema = async () => (await import('@contract/auth')).loginSchema;

export function LoginForm() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const login = useLogin();
  const [document, setDocument] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, check, clear } = useFormErrors(FIELDS, { serverError: login.error });

  const validateAndLogin = async () => {
    const data = await check(loadLoginSchema(), { document, password });
    if (data) login.mutate(data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login.isPending) void validateAndLogin();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={() => void loadLoginSchema()} noValidate>
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
            mask={CPF_MASK}
            name="document"
            autoComplete="username"
            value={document}
            onValueChange={(value) => {
              setDocument(value);
              clear('document');
            }}
          />
          <Field.ErrorText>{errors.document}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t('login.password')}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clear('password');
            }}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" mt="2" loading={login.isPending} loadingText={t('login.submit')}>
          {t('login.submit')}
        </Button>
      </Stack>
      <AuthSwitchLink prompt={t('login.noAccount')} label={t('login.toRegister')} to="/register" />
    </form>
  );
}
