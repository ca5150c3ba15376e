import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CategorySupplementList } from './category-supplement-list';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'token' }));

const category = { id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png' };
const card = (id: number, name: string) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  is_paid: 0,
  order: id,
  category_id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  category,
});
const BY_ORDER = [card(1, 'Zinco'), card(2, 'Ômega 3'), card(3, 'Ácido Fólico')];
const A_TO_Z = [BY_ORDER[2]!, BY_ORDER[1]!, BY_ORDER[0]!];
const pageOf = (data: unknown[]) => ({ category, items: { data, current_page: 1, last_page: 1, per_page: 12, total: data.length } });

const NAMES = ['Zinco', 'Ômega 3', 'Ácido Fólico'];
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Suplementos de Minerais' }))
    .getAllByRole('listitem')
    .map((item) => NAMES.find((name) => item.textContent?.includes(name)));

describe("a category's supplements", { timeout: 20_000 }, () => {
  it('keeps the catalogue order, and lists A to Z (asked of the API) with the A–Z button', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        if (!url.pathname.includes('/supplements/category/slug/')) return jsonResponse(200, { favorited: false });
        requested.push(url.search);
        return jsonResponse(200, pageOf(url.searchParams.get('sort') === 'name' ? A_TO_Z : BY_ORDER));
      }),
    );
    await renderWithProviders(<CategorySupplementList slug="minerais" canReadPaid onLockedClick={() => {}} />, { path: '/app/categorias/minerais/suplementos' });
    await waitFor(() => expect(cardNames()).toEqual(['Zinco', 'Ômega 3', 'Ácido Fólico']), { timeout: 8000 });
    const catalogueOrder = screen.getByRole('button', { name: 'Ordem do catálogo' });
    expect(catalogueOrder.getAttribute('aria-pressed')).toBe('true');
    expect(requested.every((search) => !search.includes('sort='))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'A–Z' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ácido Fólico', 'Ômega 3', 'Zinco']), { timeout: 8000 });
    expect(requested.at(-1)).toContain('sort=name');
    expect(screen.getByRole('button', { name: 'A–Z' }).getAttribute('aria-pressed')).toBe('true');
  });
});
