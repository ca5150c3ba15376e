import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './version-diff';

interface EditConflictDialogProps {
  /** The server's message: who changed the topic and when. */
  message: string | null;
  /** The admin's unsaved HTML, kept to copy. */
  unsavedHtml: string;
  onReload: () => void;
  onClose: () => void;
}

/** Someone saved the topic meanwhile: nothing was written; the admin copies their text, then reloads. */
export function EditConflictDialog({ message, unsavedHtml, onReload, onClose }: EditConflictDialogProps) {
  const { t } = useTranslation(['dashboard-topics', 'common']);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob([unsavedHtml], { type: 'text/html' }), 'text/plain': new Blob([plainText(unsavedHtml)], { type: 'text/plain' }) }),
      ]);
      setCopied(true);
    } catch (error) {
      console.error('[topic] could not copy the unsaved text', error);
    }
  };
  return (
    <Dialog.Root open={message !== null} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center" size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{message}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('conflict.keep')}
                </Text>
                <Textarea readOnly value={plainText(unsavedHtml)} rows={8} aria-label={t('conflict.unsaved')} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => void copy()}>
                {copied ? t('conflict.copied') : t('conflict.copy')}
              </Button>
              <Button onClick={onReload}>{t('conflict.reload')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
