import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { SupplementAdmin, SupplementCard } from '@contract/supplements-answers';
import { SupplementGridScreen } from './supplement-grid-screen';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const category = { id: 2, name: 'Minerais', slug: 'minerais', image: 'minerais.png' };
const magnesium: SupplementCard = {
  id: 5,
  name: 'Magnésio',
  slug: 'magnesio',
  is_paid: 0,
  order: 1,
  category_id: 2,
  created_at: '2026-07-01T12:00:00.000Z',
  updated_at: '2026-07-01T12:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  category,
};
const page = (data: SupplementCard[]) => ({ category, items: { data, current_page: 1, last_page: 1, per_page: 12, total: data.length } });

describe('SupplementGridScreen', () => {
  it('keeps what is typed in an open edit form while a search typed just before loads the list again', async () => {
    let answerSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (answerSearch = resolve));
    let searchAnswered = false;
    const itemReads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('/supplements/5')) {
          itemReads.push(url.pathname);
          return jsonResponse(200, { item: { ...magnesium, indications: [], revision: 1 } satisfies SupplementAdmin });
        }
        if (url.searchParams.get('search')) {
          await searchHeld;
          searchAnswered = true;
        }
        return jsonResponse(200, page([magnesium]));
      }),
    );
    await renderWithProviders(<SupplementGridScreen categorySlug="minerais" />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Editar Magnésio' });

    // The admin types a search and, before its answer, opens a card of the list still shown.
    await user.type(screen.getByRole('searchbox'), 'mag');
    await user.click(screen.getByRole('button', { name: 'Editar Magnésio' }));
    await within(await screen.findByRole('dialog', { name: 'Editar Magnésio' })).findByDisplayValue('Magnésio');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('search=mag'))).toBe(true));
    await user.type(within(screen.getByRole('dialog', { name: 'Editar Magnésio' })).getByRole('textbox', { name: 'Nome' }), ' quelato');

    answerSearch();
    await waitFor(() => expect(searchAnswered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(screen.getByRole('dialog', { name: 'Editar Magnésio' })).getByRole('textbox', { name: 'Nome' })).toHaveProperty('value', 'Magnésio quelato');
    expect(itemReads).toHaveLength(1);
  });

  it("shows 'Revisado em' or 'Nunca revisado' with 'Revisão pendente', asks the API for the order and the filter, and marks a monograph reviewed", async () => {
    const zinc: SupplementCard = { ...magnesium, id: 6, name: 'Zinco', slug: 'zinco', reviewed_at: new Date().toISOString(), reviewed_by: 'Ana Editora' };
    const reviews: string[] = [];
    const lists: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.endsWith('/supplements/5/review') && init?.method === 'POST') {
          reviews.push(url.pathname);
          return jsonResponse(200, { message: 'Suplemento marcado como revisado', item: { ...magnesium, reviewed_at: new Date().toISOString(), reviewed_by: 'Ana Editora', indications: [], revision: 2 } });
        }
        lists.push(url.searchParams);
        return jsonResponse(200, page([magnesium, zinc]));
      }),
    );
    await renderWithProviders(<SupplementGridScreen categorySlug="minerais" />);
    const user = userEvent.setup();
    const magnesiumCard = (await screen.findByRole('link', { name: 'Magnésio' })).closest('li') as HTMLElement;
    const zincCard = screen.getByRole('link', { name: 'Zinco' }).closest('li') as HTMLElement;
    expect(within(magnesiumCard).getByText('Nunca revisado')).toBeTruthy();
    expect(within(magnesiumCard).getByText('Revisão pendente')).toBeTruthy();
    expect(within(zincCard).getByText(/^Revisado em \d{2}\/\d{2}\/\d{4} por Ana Editora$/)).toBeTruthy();
    expect(within(zincCard).queryByText('Revisão pendente')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'reviewed');
    await waitFor(() => expect(lists.at(-1)?.get('sort')).toBe('reviewed'));
    await user.click(screen.getByRole('checkbox', { name: /Revisão pendente/ }));
    await waitFor(() => expect(lists.at(-1)?.get('review')).toBe('due'));
    expect(lists.at(-1)?.get('sort')).toBe('reviewed');

    const listsBefore = lists.length;
    await user.click(await screen.findByRole('button', { name: 'Marcar como revisado: Magnésio' }));
    await waitFor(() => expect(reviews).toEqual(['/api/v1/supplements/5/review']));
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
  });
});
