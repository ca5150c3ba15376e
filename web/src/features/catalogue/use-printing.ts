import { useSyncExternalStore } from 'react';

/** Set between 'beforeprint' and 'afterprint', when the print media query does not match yet. */
let aboutToPrint = false;

function subscribe(onChange: () => void): () => void {
  const print = window.matchMedia('print');
  const before = () => {
    aboutToPrint = true;
    onChange();
  };
  const after = () => {
    aboutToPrint = false;
    onChange();
  };
  print.addEventListener('change', onChange);
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    print.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}

const isPrinting = () => aboutToPrint || window.matchMedia('print').matches;

/**
 * Whether the page is being printed (the print dialog, or print media emulated): the print-only
 * monograph is rendered only then, so the screen holds one copy of the text.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, isPrinting, () => false);
}
