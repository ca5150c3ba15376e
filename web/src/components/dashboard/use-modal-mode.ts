import { useCallback, useState } from 'react';

/** Spec section 4: a list screen's dialog is closed (none) or in one mode, about one item. */
export type ModalMode = 'none' | 'create' | 'edit' | 'delete' | 'item';

export interface ModalState<T> {
  mode: ModalMode;
  item: T | null;
}

export function useModalMode<T>() {
  const [state, setState] = useState<ModalState<T>>({ mode: 'none', item: null });
  const open = useCallback((mode: Exclude<ModalMode, 'none'>, item: T | null = null) => setState({ mode, item }), []);
  const close = useCallback(() => setState((current) => ({ ...current, mode: 'none' })), []);
  return { ...state, open, close };
}
