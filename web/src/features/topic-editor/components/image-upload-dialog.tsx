import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { TOAST_BAND } from '@/lib/toaster';
import { useUploadImage } from '../api/upload-image';

interface ImageUploadDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (image: { url: string; alt: string }) => void;
}

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/** Picks an image and its description, uploads it, and hands the stored path to the editor. */
export function ImageUploadDialog({ open, onClose, onUploaded }: ImageUploadDialogProps) {
  const { t } = useTranslation('topic-editor');
  const upload = useUploadImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [missingFile, setMissingFile] = useState(false);

  const close = () => {
    setFile(null);
    setAlt('');
    setMissingFile(false);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) {
      setMissingFile(true);
      return;
    }
    upload.mutate(file, {
      onSuccess: (url) => {
        onUploaded({ url, alt: alt.trim() });
        close();
      },
      onError: (error) => handleApiError(error, t('image.failed')),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4" pt={TOAST_BAND}>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{t('image.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={missingFile} required>
                  <Field.Label>{t('image.file')}</Field.Label>
                  <Input
                    type="file"
                    accept={ACCEPTED_TYPES}
                    p="1"
                    onChange={(event) => {
                      setFile(event.target.files?.[0] ?? null);
                      setMissingFile(false);
                    }}
                  />
                  <Field.HelperText>{t('image.hint')}</Field.HelperText>
                  <Field.ErrorText>{t('image.missing')}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('image.alt')}</Field.Label>
                  <Input value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={close}>
                {t('image.cancel')}
              </Button>
              <Button type="submit" loading={upload.isPending}>
                {t('image.insert')}
              </Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('image.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
