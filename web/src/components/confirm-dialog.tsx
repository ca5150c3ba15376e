import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOAST_BAND } from '@/lib/toaster';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question (and what follows from saying yes). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** The confirmed request is running: nothing dismisses the dialog, the confirm button spins. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation dialog (an alertdialog): the dashboard's deletions and the cancellation of a subscription. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, closeLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
        <Dialog.Positioner px="4" pt={TOAST_BAND}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
