import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useListbox } from './use-listbox';

const FRUITS = ['Maçã', 'Banana', 'Caju'];

/** A bare combobox on the hook: the list shows once something is typed. */
function Fruits({ onChoose, onEnter }: { onChoose: (fruit: string) => void; onEnter?: (active: number) => void }) {
  const listbox = useListbox();
  const [term, setTerm] = useState('');
  const shown = listbox.open && term.length > 0;
  return (
    <>
      <input aria-label="Fruta" {...listbox.getInputProps({ shown, count: FRUITS.length, onType: setTerm, onEnter: onEnter && ((_event, active) => onEnter(active)) })} value={term} />
      <ul {...listbox.getListProps('Frutas')} hidden={!shown}>
        {FRUITS.map((fruit, index) => (
          <li key={fruit} {...listbox.getOptionProps(index, () => onChoose(fruit))}>
            {fruit}
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useListbox', () => {
  it('wires the field to its list: expanded once typed, arrows make an option active, past the last back to the field', async () => {
    const user = userEvent.setup();
    render(<Fruits onChoose={() => undefined} />);
    const field = screen.getByRole('combobox', { name: 'Fruta' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);

    await user.type(field, 'a');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const banana = screen.getByRole('option', { name: 'Banana' });
    expect(field.getAttribute('aria-activedescendant')).toBe(banana.id);
    expect(banana.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Caju' }).id);
  });

  it('gives Enter the active option and closes the list on Escape, keeping that Escape from a dialog around', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Fruits onChoose={() => undefined} onEnter={onEnter} />);
    const field = screen.getByRole('combobox', { name: 'Fruta' });
    await user.type(field, 'c{ArrowUp}{Enter}');
    expect(onEnter).toHaveBeenCalledWith(2);

    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('chooses an option on the press, before the field loses the focus', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Fruits onChoose={onChoose} />);
    const field = screen.getByRole('combobox', { name: 'Fruta' });
    await user.type(field, 'b');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onChoose).toHaveBeenCalledWith('Banana');
    expect(document.activeElement).toBe(field);
  });
});
