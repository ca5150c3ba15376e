import { useState } from 'react';

/**
 * The value, or while it is undefined the last defined one for the same `key`: a list's category stays
 * known while a new search's first page loads, so the titles and the dialogs that depend on it stay as
 * they were (unmounted, an open edit form started again from the server and lost what had been typed
 * in it). Another key (another category's list) starts again from nothing.
 */
export function useLastDefined<T>(value: T | undefined, key: string): T | undefined {
  const [last, setLast] = useState<{ key: string; value: T | undefined }>({ key, value });
  if (value !== undefined && (value !== last.value || key !== last.key)) setLast({ key, value });
  return value ?? (last.key === key ? last.value : undefined);
}
