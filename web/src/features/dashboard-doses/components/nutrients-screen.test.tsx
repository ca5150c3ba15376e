import type { NutrientListAnswer } from '@contract/doses-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { NutrientsScreen } from './nutrients-screen';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const page = (names: string[]): NutrientListAnswer => ({
  data: names.map((name, index) => ({ id: index + 1, name, unit: 'mg', element: null, supplements: [`${name} quelato`], updated_at: '2026-11-27T10:00:00.000Z' })),
  current_page: 1,
  last_page: 1,
  per_page: 12,
  total: names.length,
});

beforeAll(() => {
  setAuthSession({ status: 'signed-out' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the nutrients list', { timeout: 60_000 }, () => {
  it('searches by name, and deletes one to the trash after confirming', async () => {
    let deleted = false;
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'DELETE') {
        deleted = true;
        return jsonResponse(200, { message: 'Nutriente excluído com sucesso' });
      }
      const search = url.searchParams.get('search');
      if (search === 'ferro') return jsonResponse(200, page(['Ferro']));
      return jsonResponse(200, page(deleted ? ['Ferro'] : ['Magnésio', 'Ferro']));
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<NutrientsScreen />, { path: '/dashboard/nutrientes' });
    const table = await screen.findByRole('table', { name: 'Nutrientes' }, { timeout: 10_000 });
    expect(await within(table).findByText('Magnésio')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'ferro');
    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('search=ferro'))).toBe(true));
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Nutrientes' })).queryByText('Magnésio')).toBeNull());
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nome' }));

    await user.click(await screen.findByRole('button', { name: 'Deletar Magnésio' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir nutriente' });
    expect(confirm.textContent).toContain('Tem certeza que deseja deletar "Magnésio"?');
    await user.click(within(confirm).getByRole('button', { name: 'Sim, eu confirmo' }));
    await vi.waitFor(() => expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input))).toEqual([expect.stringMatching(/\/api\/v1\/nutrients\/1$/)]));
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Nutrientes' })).queryByText('Magnésio')).toBeNull());
  });
});
