import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectToaster, toastDuration, type ToastRequest } from '@/lib/toaster';
import { MAX_TOASTS, toaster } from '@/lib/toaster-store';

/** A success means the errors shown before it are answered: they go, so they cannot hide what follows. */
function dismissErrors(): void {
  for (const toast of toaster.getVisibleToasts()) if (toast.type === 'error' && toast.id) toaster.dismiss(toast.id);
}

/** The toasts of earlier form submissions than `batch` (every one when `batch` is undefined). */
function dismissFormErrors(batch?: number): void {
  for (const toast of toaster.getVisibleToasts()) {
    const shownBatch: unknown = toast.meta?.formBatch;
    if (typeof shownBatch === 'number' && shownBatch !== batch && toast.id) toaster.dismiss(toast.id);
  }
}

/**
 * Spec section 4: while ten toasts are shown, further ones are ignored (zag would queue them). A
 * form's new batch of messages first dismisses the previous batch's.
 */
function show({ formBatch, ...request }: ToastRequest): void {
  if (request.type === 'success') dismissErrors();
  if (formBatch !== undefined) dismissFormErrors(formBatch);
  const shown = toaster.getVisibleToasts().filter((toast) => typeof toast.meta?.formBatch !== 'number' || toast.meta.formBatch === formBatch);
  if (shown.length >= MAX_TOASTS) return;
  toaster.create({ ...request, duration: toastDuration(request), closable: true, meta: { formBatch } });
}

/** Renders the one toaster, top right. Mounted lazily by the provider on the first toast. */
export function AppToaster() {
  const { t } = useTranslation();
  useEffect(() => {
    // zag's toast group subscribes to the store after its own mount; toasts created before that are
    // dropped, so the queue is handed over one task later.
    let disconnect: (() => void) | undefined;
    const timer = setTimeout(() => {
      disconnect = connectToaster({ show, dismissFormErrors: () => dismissFormErrors() });
    }, 0);
    return () => {
      clearTimeout(timer);
      disconnect?.();
    };
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's green.600 under white text is 3.3:1 and its 0.8-opacity descriptions fall under
          // 4.5:1 on green and red alike: green.700 and full opacity keep toasts at AA contrast.
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
