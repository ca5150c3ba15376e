import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditConflict } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { copyRichText, htmlAsPlainText } from './copy-rich-text';

/**
 * What the admin had typed, to copy before reloading: as plain text, and as HTML when it is rich
 * text (then the plain text is read from the HTML here, table cells kept apart).
 */
export interface UnsavedValues {
  text: string;
  html?: string;
}

interface EditConflictDialogProps {
  /** The save's failure: the dialog opens for a 409 `edit_conflict` only. */
  error: unknown;
  unsaved: UnsavedValues;
  /** Loads the version the other person saved (the unsaved values are dropped). */
  onReload: () => void;
  /** Back to the form as it is, the values still there. */
  onClose: () => void;
}

/** "Label: value" lines of a form's unsaved fields, for the conflict dialog. */
export const unsavedFields = (fields: readonly (readonly [label: string, value: string])[]): UnsavedValues => ({
  text: fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
});

/**
 * Someone saved the item meanwhile (every dashboard content form, and a saved formula in the user area): nothing was written. Says who and
 * when, in the user's language, from the answer's details; shows the admin's unsaved values to copy,
 * and reloads the other person's version on request.
 */
export function EditConflictDialog({ error, unsaved, onReload, onClose }: EditConflictDialogProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const [copied, setCopied] = useState(false);
  const conflict = isEditConflict(error) ? error : null;
  const name = conflict?.details?.updated_by ?? t('conflict.someone');
  const when = conflict?.details?.updated_at ? formatDateTime(conflict.details.updated_at) : null;
  // Read from the HTML only while the dialog is open: the form renders this on every keystroke.
  const text = conflict === null || unsaved.html === undefined ? unsaved.text : htmlAsPlainText(unsaved.html);
  const copy = async () => {
    try {
      await copyRichText({ text, html: unsaved.html });
      setCopied(true);
    } catch (failure) {
      console.error('[dashboard] could not copy the unsaved values', failure);
    }
  };
  return (
    <Dialog.Root
      open={conflict !== null}
      onOpenChange={(details) => {
        if (details.open) return;
        setCopied(false);
        onClose();
      }}
      role="alertdialog"
      placement="center"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{when ? t('conflict.changedByAt', { name, when }) : t('conflict.changedBy', { name })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('conflict.keep')}
                </Text>
                <Textarea readOnly value={text} rows={8} aria-label={t('conflict.unsaved')} />
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
