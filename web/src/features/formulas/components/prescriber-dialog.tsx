import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Prescriber } from '@contract/formulas-answers';
import { useTranslation } from 'react-i18next';
import { TOAST_BAND } from '@/lib/toaster';
import { PrescriberFields } from './prescriber-fields';

interface PrescriberDialogProps {
  open: boolean;
  prescriber: Prescriber | undefined;
  onClose: () => void;
  onSaved: (data: Prescriber) => void;
}

/** Asked once, before the first prescription is printed: the council registration (kept in the profile). */
export function PrescriberDialog({ open, prescriber, onClose, onSaved }: PrescriberDialogProps) {
  const { t } = useTranslation(['formulas', 'common']);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4" pt={TOAST_BAND}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('prescriber.heading')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text mb="4" color="fg.muted">
                {t('prescriber.askOnce')}
              </Text>
              <PrescriberFields prescriber={prescriber} onSaved={onSaved} submitLabel={t('prescriber.saveAndPrint')} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
