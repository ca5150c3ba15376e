import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog loads on the first click, not with the profile page.
const CancelSubscriptionDialog = lazy(() => import('./cancel-subscription-dialog').then((m) => ({ default: m.CancelSubscriptionDialog })));

/** 'Cancelar assinatura': asks for confirmation, then cancels and reloads the page. */
export function CancelSubscriptionButton() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog unmounts at once, before it could hand focus back itself.
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button ref={buttonRef} variant="outline" colorPalette="red" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('plan.cancel')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
