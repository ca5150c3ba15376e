import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PasswordInput } from '@/components/password-input';
import { useDeleteAccount, useDownloadPersonalData } from '../api/personal-data';
import { errorsFromApi, translateProfileMessage } from '../form-errors';
import { ProfileSection } from './profile-section';

const PASSWORD_REQUIRED = 'Senha não foi preenchida';

/** LGPD rights: a copy of everything held about the person, and the erasure of the account. */
export function PrivacySection() {
  const { t } = useTranslation(['profile', 'common']);
  const download = useDownloadPersonalData();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount({ onError: (failure) => setError(errorsFromApi(failure, ['password'] as const).password) });

  const close = () => {
    setConfirming(false);
    setPassword('');
    setError(undefined);
  };
  const confirm = () => {
    if (!password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    remove.mutate({ password });
  };

  return (
    <ProfileSection heading={t('privacy.heading')} description={t('privacy.text')}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
          {t('privacy.download')}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {t('privacy.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('privacy.deleteTitle')}
        confirmLabel={t('privacy.deleteConfirm')}
        cancelLabel={t('privacy.keep')}
        closeLabel={t('common:close')}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Stack gap="3">
          <Text>{t('privacy.deleteQuestion')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('privacy.deleteEffect')}
          </Text>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>{t('privacy.password')}</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirm();
              }}
            />
            {error && <Field.ErrorText>{translateProfileMessage(t, error)}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </ProfileSection>
  );
}
