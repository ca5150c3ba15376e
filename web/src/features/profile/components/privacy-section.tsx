import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CurrentPasswordField } from '@/components/current-password-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useDeleteAccount, useDownloadPersonalData } from '../api/personal-data';
import { ProfileSection } from './profile-section';

const FIELDS = ['password'] as const;

/** zod (with the shared schema) is fetched when the person confirms, not with the page. */
const loadDeletionSchema = async () => (await import('@contract/privacy')).accountDeletionSchema;

/** LGPD rights: a copy of everything held about the person, and the erasure of the account. */
export function PrivacySection() {
  const { t } = useTranslation(['profile', 'common']);
  const download = useDownloadPersonalData();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const { formRef, errors, check, clear, showServerErrors } = useFormErrors(FIELDS);
  const remove = useDeleteAccount({ onError: showServerErrors });

  const close = () => {
    setConfirming(false);
    setPassword('');
    clear('password');
  };
  const confirm = async () => {
    const data = await check(loadDeletionSchema(), { password });
    if (data) remove.mutate(data);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!remove.isPending) void confirm();
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
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <Stack gap="3">
          <Text>{t('privacy.deleteQuestion')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('privacy.deleteEffect')}
          </Text>
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <CurrentPasswordField
              label={t('privacy.password')}
              value={password}
              error={errors.password}
              onChange={(value) => {
                setPassword(value);
                clear('password');
              }}
            />
          </form>
        </Stack>
      </ConfirmDialog>
    </ProfileSection>
  );
}
