import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSuggestion } from '../api/create-suggestion';
import { loadSuggestionSchema, translateSuggestionMessage } from '../suggestion-validation';

/** The contract's limit (suggestionCreateSchema): shown as a counter so the limit is no surprise. */
const MAX_LENGTH = 1000;

interface SuggestionDialogProps {
  initialContent: string;
  onClose: () => void;
}

export function SuggestionDialog({ initialContent, onClose }: SuggestionDialogProps) {
  const { t } = useTranslation('suggestions');
  const formId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(initialContent);
  const [error, setError] = useState<string>();
  const create = useCreateSuggestion({ onSuccess: onClose });
  // Mounted closed, opened one frame later: a zag dialog mounted already open under React's
  // StrictMode (dev) closes itself at once when its effects are replayed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const validateAndSend = async () => {
    const schema = await loadSuggestionSchema();
    const result = schema.safeParse({ content });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      textareaRef.current?.focus();
      return;
    }
    create.mutate(result.data);
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
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4" color="fg.muted">
                {t('description')}
              </Dialog.Description>
              <form id={formId} onSubmit={onSubmit} noValidate>
                <Field.Root invalid={Boolean(error)} required>
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
                      setError(undefined);
                    }}
                  />
                  {error ? (
                    <Field.ErrorText>{translateSuggestionMessage(t, error)}</Field.ErrorText>
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
