import { useEffect, type RefObject } from 'react';

/**
 * Marks a table's scrolling box with what lies out of view: `data-more-end` while columns are hidden
 * past the end edge, `data-more-start` once the reader has scrolled away from the start. Its frame
 * (the box's parent, which holds the hint line) gets `data-overflowing` while the table is wider
 * than the box. The styles draw the fade and show the hint from these.
 */
export function markTableOverflow(box: HTMLElement): void {
  const hidden = box.scrollWidth - box.clientWidth;
  // scrollLeft is negative in right-to-left text; its size is what was scrolled either way.
  const scrolled = Math.abs(box.scrollLeft);
  const overflowing = hidden > 1;
  toggle(box, 'moreEnd', overflowing && scrolled < hidden - 1);
  toggle(box, 'moreStart', overflowing && scrolled > 1);
  const frame = box.parentElement;
  if (frame?.classList.contains('table-frame')) toggle(frame, 'overflowing', overflowing);
}

function toggle(element: HTMLElement, key: 'moreEnd' | 'moreStart' | 'overflowing', on: boolean): void {
  if (on) element.dataset[key] = '';
  else delete element.dataset[key];
}

/** Keeps every table box under `root` marked as it scrolls and as the screen or the content changes size. */
export function useTableScrollCue(root: RefObject<HTMLElement | null>, content: string): void {
  useEffect(() => {
    const boxes = [...(root.current?.querySelectorAll<HTMLElement>('.table-scroll') ?? [])];
    if (boxes.length === 0) return;
    const update = (box: HTMLElement) => () => markTableOverflow(box);
    const listeners = boxes.map((box) => {
      const listener = update(box);
      listener();
      box.addEventListener('scroll', listener, { passive: true });
      return listener;
    });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => boxes.forEach((box) => markTableOverflow(box)));
    boxes.forEach((box) => {
      resized?.observe(box);
      const table = box.querySelector('table');
      if (table) resized?.observe(table);
    });
    return () => {
      boxes.forEach((box, index) => box.removeEventListener('scroll', listeners[index]!));
      resized?.disconnect();
    };
  }, [root, content]);
}
