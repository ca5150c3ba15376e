import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The item's name, quoted in the question. */
  name: string;
  title?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Tem certeza que deseja deletar "{name}"?' with 'Sim, eu confirmo' and 'Cancelar' (spec section 2). */
export function ConfirmDeleteDialog({ open, name, title, busy, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role="alertdialog"
      lazyMount
      unmountOnExit
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.question', { name })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
