import type { InteractionOption } from '@contract/interactions-answers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CataloguePicker } from './catalogue-picker';

beforeEach(() => setAuthSession({ status: 'signed-out' }));

const option = (id: number, name: string): InteractionOption => ({ kind: 'form', id, name, detail: null, supplement_id: 1, units: null });
const IRON_SULFATE = option(1, 'Sulfato ferroso');
const IRON_CHELATE = option(2, 'Ferro bisglicinato (quelato)');

/** GET interactions/options answering each search with its own options; 'ferro quelato' answers after a delay. */
function stubOptions() {
  const searches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const search = new URL(String(input), 'http://localhost').searchParams.get('search') ?? '';
      searches.push(search);
      if (search.startsWith('ferro q')) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return jsonResponse(200, { items: [IRON_CHELATE] });
      }
      return jsonResponse(200, { items: search.startsWith('fe') ? [IRON_SULFATE, IRON_CHELATE] : [] });
    }),
  );
  return searches;
}

async function renderPicker() {
  const onAdd = vi.fn();
  await renderWithProviders(<CataloguePicker label="Adicionar forma química" hint="Digite o nome" placeholder="" chosen={new Set()} onAdd={onAdd} />);
  return { onAdd, field: screen.getByRole('combobox', { name: 'Adicionar forma química' }) };
}

describe('CataloguePicker', () => {
  it("adds the first option of the words typed when Enter comes before their options arrive, not the previous words' first", async () => {
    const searches = stubOptions();
    const user = userEvent.setup();
    const { onAdd, field } = await renderPicker();
    await user.type(field, 'ferro');
    await screen.findByRole('option', { name: /^Sulfato ferroso/ });

    // Typed on and Enter at once: the list on screen still answers 'ferro'.
    await user.type(field, ' quelato{Enter}');
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith(IRON_CHELATE);
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(searches).toContain('ferro quelato');
  });

  it('adds nothing when the words typed have no option, and says so', async () => {
    stubOptions();
    const user = userEvent.setup();
    const { onAdd, field } = await renderPicker();
    await user.type(field, 'xyz{Enter}');
    await screen.findByText('Nada encontrado com esse nome');
    expect(onAdd).not.toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe('xyz');
  });

  it('adds the option chosen with the arrows', async () => {
    stubOptions();
    const user = userEvent.setup();
    const { onAdd, field } = await renderPicker();
    await user.type(field, 'fe');
    await screen.findByRole('option', { name: /^Ferro bisglicinato \(quelato\)/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onAdd).toHaveBeenCalledWith(IRON_CHELATE);
  });
});
