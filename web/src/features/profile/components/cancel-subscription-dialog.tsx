import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelSubscription } from '../api/cancel-subscription';

interface CancelSubscriptionDialogProps {
  onClose: () => void;
}

/**
 * The cancellation's alertdialog, confirmed as the dashboard confirms deletions ('Sim, eu
 * confirmo'); the way out reads 'Manter assinatura', since a bare 'Cancelar' would be ambiguous here.
 */
export function CancelSubscriptionDialog({ onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { cancel, busy } = useCancelSubscription();
  return (
    <ConfirmDialog
      open
      title={t('plan.cancelTitle')}
      confirmLabel={t('plan.cancelConfirm')}
      cancelLabel={t('plan.cancelKeep')}
      closeLabel={t('common:close')}
      busy={busy}
      onConfirm={cancel}
      onClose={onClose}
    >
      <Stack gap="2">
        <Text>{t('plan.cancelQuestion')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('plan.cancelEffect')}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
