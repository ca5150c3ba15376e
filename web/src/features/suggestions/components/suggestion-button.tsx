import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and zod, for its checks) loads on the first click, not with the page.
const SuggestionDialog = lazy(() => import('./suggestion-dialog').then((m) => ({ default: m.SuggestionDialog })));

interface SuggestionButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Text the dialog starts with (the search term that found nothing, for instance). */
  initialContent?: string;
}

/** 'Enviar sugestão': opens the suggestion dialog. */
export function SuggestionButton({ initialContent = '', ...buttonProps }: SuggestionButtonProps) {
  const { t } = useTranslation('suggestions');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog unmounts at once, before it could hand focus back itself.
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button ref={buttonRef} variant="outline" aria-haspopup="dialog" {...buttonProps} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SuggestionDialog initialContent={initialContent} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
