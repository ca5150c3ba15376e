import { Button, CloseButton, Dialog, Portal, Spinner, Center } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_BAND } from '@/lib/toaster';

interface DashboardDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The id of the form in `children`: the footer then has 'Cancelar' plus that form's submit button. */
  formId?: string;
  submitLabel?: string;
  /** A request is running: the buttons are disabled and the submit button spins. */
  busy?: boolean;
  /** The item is still loading (edit mode): a spinner replaces the body. */
  loadingContent?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The dashboard's modal (spec section 4): its content mounts on every opening, so a form inside
 * starts empty (or from the loaded item), and it cannot be dismissed while a request is running.
 */
export function DashboardDialog({ open, title, onClose, children, formId, submitLabel, busy = false, loadingContent = false, size = 'md' }: DashboardDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      lazyMount
      unmountOnExit
      placement="center"
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4" pt={TOAST_BAND}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loadingContent ? (
                <Center py="10">
                  <Spinner color="teal.fg" aria-label={t('loadingItem')} />
                </Center>
              ) : (
                children
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {formId ? t('cancel') : t('close')}
              </Button>
              {formId && (
                <Button type="submit" form={formId} loading={busy} disabled={loadingContent}>
                  {submitLabel ?? t('save')}
                </Button>
              )}
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
