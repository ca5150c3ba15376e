import { Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CurrentPasswordField } from '@/components/current-password-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { handleApiError } from '@/lib/handle-api-error';
import { useDeleteUserWithPassword } from '../api/delete-user';

const FIELDS = ['password'] as const;

/** zod (with the shared schema) is fetched when the administrator confirms, not with the page. */
const loadConfirmationSchema = async () => (await import('@contract/session')).passwordConfirmationSchema;

interface DeleteUserDialogProps {
  user: { id: number; name: string } | null;
  onDeleted: (message: string) => void;
  onClose: () => void;
}

/**
 * 'Tem certeza que deseja deletar "{name}"?' and the administrator's own password: the account goes
 * only with both (the API also refuses a session that did not sign in within 5 minutes).
 */
export function DeleteUserDialog({ user, onDeleted, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation(['dashboard-users', 'dashboard']);
  const [password, setPassword] = useState('');
  const { formRef, errors, check, clear, showServerErrors } = useFormErrors(FIELDS);
  const remove = useDeleteUserWithPassword({
    onSuccess: (answer) => {
      setPassword('');
      onDeleted(answer.message);
    },
    onError: (error) => {
      showServerErrors(error);
      handleApiError(error, t('dashboard:failed'));
    },
  });
  const close = () => {
    setPassword('');
    clear('password');
    onClose();
  };
  const confirm = async () => {
    const data = await check(loadConfirmationSchema(), { password });
    if (data && user) remove.mutate({ id: user.id, password: data.password });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!remove.isPending) void confirm();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={t('privacy.deleteTitle')}
      confirmLabel={t('dashboard:delete.confirm')}
      cancelLabel={t('dashboard:cancel')}
      closeLabel={t('dashboard:close')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <Stack gap="3">
        <Text>{t('dashboard:delete.question', { name: user?.name ?? '' })}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('privacy.passwordWhy')}
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
  );
}
