import { createToaster } from '@chakra-ui/react';

/** Spec section 9: at most 10 toasts, 3000 ms by default, hovering pauses (zag's default). */
export const MAX_TOASTS = 10;
const DEFAULT_DURATION_MS = 3000;

/**
 * The one Chakra toaster. Loaded with the first toast (see toaster.ts), so the toast machinery is
 * not part of the first-visit bundle. Toasts overlap as a deck (hovering or focusing spreads them):
 * the seven messages of an empty form take the height of one toast in the top corner, clear of the
 * centred dialogs' fields and buttons.
 */
export const toaster = createToaster({
  placement: 'top-end',
  overlap: true,
  max: MAX_TOASTS,
  duration: DEFAULT_DURATION_MS,
  pauseOnPageIdle: true,
});
