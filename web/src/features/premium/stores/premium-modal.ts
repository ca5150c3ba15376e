import { useSyncExternalStore } from 'react';

/**
 * Spec section 4 "Premium modal flag": one flag for the whole app. The shell mounts the modal once
 * and loads its code only when the flag is first set; anything may open it through this store.
 */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function setOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const openPremiumModal = (): void => setOpen(true);
export const closePremiumModal = (): void => setOpen(false);
export const togglePremiumModal = (): void => setOpen(!open);
export const isPremiumModalOpen = (): boolean => open;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface PremiumModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const controls = { open: openPremiumModal, close: closePremiumModal, toggle: togglePremiumModal };

/** The modal's flag and its openers; `open` and friends are stable, safe in effect dependencies. */
export function usePremiumModal(): PremiumModalControls {
  const isOpen = useSyncExternalStore(subscribe, isPremiumModalOpen, isPremiumModalOpen);
  return { isOpen, ...controls };
}
