import { useId, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';

interface InputOptions {
  /** Whether the list is on screen now (the caller decides from `open` and what was typed). */
  shown: boolean;
  /** How many options the arrows move through. */
  count: number;
  /** What was typed: the caller keeps it; the list opens again with nothing active. */
  onType: (value: string) => void;
  /** Enter in the field, with the active option's index (-1 for none); the form's own Enter when absent. */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>, active: number) => void;
  /**
   * Escape while the list is shown is the list's (a dialog around stays open); false leaves the
   * browser its own Escape too (a search field's Escape clears what was typed).
   */
  escapeIsTheList?: boolean;
  /** The list opens when the field gets the focus. */
  openOnFocus?: boolean;
}

/**
 * One ARIA 1.2 combobox with its listbox, for every typeahead: the field owns the focus, the arrows
 * move an active option through the list and back to what was typed (-1), Escape closes the list,
 * a press (mousedown, before the field's blur closes it) on an option chooses it. The caller keeps
 * what was typed, the options and what choosing does; this keeps the keys and the ARIA wiring.
 */
export function useListbox() {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Up and down through the options; from the last down (or the first up) back to what was typed (-1). */
  const move = (step: 1 | -1, count: number) => {
    setOpen(true);
    if (count === 0) return;
    setActive((current) => {
      const next = current + step;
      if (next >= count) return -1;
      if (next < -1) return count - 1;
      return next;
    });
  };

  /** The field's props: role, ARIA state, and the typing, key, focus and blur handlers. */
  const getInputProps = ({ shown, count, onType, onEnter, escapeIsTheList = true, openOnFocus = false }: InputOptions) => ({
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-activedescendant': shown && active >= 0 && active < count ? optionId(active) : undefined,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onType(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape') {
        if (shown && escapeIsTheList) event.preventDefault();
        return close();
      }
      if (event.key === 'Enter') return onEnter?.(event, active);
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1, count);
    },
    onFocus: openOnFocus ? () => setOpen(true) : undefined,
    onBlur: close,
  });

  /** The list's props: the id the field controls, its role and name. */
  const getListProps = (label: string) => ({ id: listId, role: 'listbox' as const, 'aria-label': label });

  /** An option's props: its id for aria-activedescendant, whether it is the active one, and the press that chooses it. */
  const getOptionProps = (index: number, choose: () => void) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    // mousedown, not click: the field's blur would close the list before the click lands.
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      choose();
    },
  });

  return { open, active, close, getInputProps, getListProps, getOptionProps };
}
