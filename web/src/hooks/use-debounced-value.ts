import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/** The value once it has stopped changing for a moment: a search is sent when the typing pauses. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
