import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription } from '../api/cancel-subscription';

interface CancelSubscriptionDialogProps {
  onClose: () => void;
}

/**
 * The cancellation's alertdialog, confirmed as the dashboard confirms deletions ('Sim, eu
 * confirmo'); the way out reads 'Manter assinatura', since a bare 'Cancelar' would be ambiguous here.
 */
export function CancelSubscriptionDialog({ onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('profile');
  const { cancel, busy } = useCancelSubscription();
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('plan.cancelTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>{t('plan.cancelQuestion')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('plan.cancelEffect')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('plan.cancelKeep')}
              </Button>
              <Button colorPalette="red" onClick={cancel} loading={busy}>
                {t('plan.cancelConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
