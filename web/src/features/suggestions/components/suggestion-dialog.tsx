import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useCreateSuggestion } from '../api/create-suggestion';
import { TOAST_BAND } from '@/lib/toaster';

/** The contract's limit (suggestionCreateSchema): shown as a counter so the limit is no surprise. */
const MAX_LENGTH = 1000;
const FIELDS = ['content'] as const;

/** zod (with the shared schema) loads with the dialog, not with the page that holds the button. */
const loadSuggestionSchema = async () => (await import('@contract/suggestions')).suggestionCreateSchema;

interface SuggestionDialogProps {
  initialContent: string;
  onClose: () => void;
}

export function SuggestionDialog({ initialContent, onClose }: SuggestionDialogProps) {
  const { t } = useTranslation('suggestions');
  const formId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(initialContent);
  const create = useCreateSuggestion({ onSuccess: onClose });
  const { formRef, errors, check, clear } = useFormErrors(FIELDS, { serverError: create.error });
  // Mounted closed, opened one frame later: a zag dialog mounted already open under React's
  // StrictMode (dev) closes itself at once when its effects are replayed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const validateAndSend = async () => {
    const data = await check(loadSuggestionSchema(), { content });
    if (data) create.mutate(data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!create.isPending) void validateAndSend();
  };

  return (
    <Dialog.Root
      open={mounted}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => textareaRef.current}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4" pt={TOAST_BAND}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4" color="fg.muted">
                {t('description')}
              </Dialog.Description>
              <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate>
                <Field.Root invalid={Boolean(errors.content)} required>
                  <Field.Label>{t('label')}</Field.Label>
                  <Textarea
                    ref={textareaRef}
                    name="content"
                    rows={6}
                    maxLength={MAX_LENGTH}
                    placeholder={t('placeholder')}
                    value={content}
                    onChange={(event) => {
                      setContent(event.target.value);
                      clear('content');
                    }}
                  />
                  {errors.content ? (
                    <Field.ErrorText>{errors.content}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('count', { count: content.length, max: MAX_LENGTH })}</Field.HelperText>
                  )}
                </Field.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} loading={create.isPending} loadingText={t('submit')}>
                {t('submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
