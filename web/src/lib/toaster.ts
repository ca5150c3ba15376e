import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * notifyError / notifySuccess: the app's only way to show toasts. The toaster and its renderer load
 * on the first toast; toasts asked for meanwhile wait in a queue that the renderer drains on mount.
 */
const NOTICE_DURATION_MS = 4000;

/**
 * The band at the top of the screen where toasts stack (over the header, as one deck: toaster-store).
 * Dialogs holding a form keep below it (their positioner's top padding), so a form's error toasts
 * never lie over its fields or its buttons, on a phone as on a narrow desktop window.
 */
export const TOAST_BAND = '7rem';

export interface ToastRequest {
  type: 'error' | 'success';
  /** Absent for the card provider's messages, which spec section 8 shows without a title. */
  title?: string;
  description?: string;
  /**
   * The messages of one failed form submission (or of one refused save) share a batch number: the
   * next batch replaces them, so a form submitted twice never stacks two sets of toasts.
   */
  formBatch?: number;
}

/** What the renderer does on request: show a toast, or dismiss the form-error toasts. */
export interface ToasterConnection {
  show: (request: ToastRequest) => void;
  dismissFormErrors: () => void;
}

let pending: ToastRequest[] = [];
let requested = false;
let connection: ToasterConnection | undefined;
let formBatch = 0;
const listeners = new Set<() => void>();

function enqueue(request: ToastRequest): void {
  if (connection) {
    connection.show(request);
    return;
  }
  pending.push(request);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** Called by the renderer once mounted: shows the queued toasts and every later one at once. */
export function connectToaster(renderer: ToasterConnection): () => void {
  connection = renderer;
  const queued = pending;
  pending = [];
  queued.forEach(renderer.show);
  return () => {
    connection = undefined;
  };
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => requested,
  );
}

/** Spec section 9: error and success toasts stay 4000 ms (the toaster's default is 3000 ms). */
export function toastDuration(_request: ToastRequest): number {
  return NOTICE_DURATION_MS;
}

/** An error toast titled 'Não foi possível avançar' unless another title is given; `null` shows none. */
export function notifyError(description: string, title: string | null = i18n.t('common:toast.errorTitle')): void {
  enqueue({ type: 'error', title: title ?? undefined, description });
}

export function notifySuccess(title: string, description?: string): void {
  enqueue({ type: 'success', title, description });
}

/**
 * The messages of one failed submission, one error toast each (spec §5, §8), replacing the toasts
 * of the form's previous failure.
 */
export function notifyFormErrors(messages: readonly string[]): void {
  formBatch += 1;
  const title = i18n.t('common:toast.errorTitle');
  for (const description of messages) enqueue({ type: 'error', title, description, formBatch });
}

/** A submission that passed its checks: the earlier failure's toasts have been answered. */
export function clearFormErrors(): void {
  pending = pending.filter((request) => request.formBatch === undefined);
  connection?.dismissFormErrors();
}
