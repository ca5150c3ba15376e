import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import * as toaster from '@/lib/toaster';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { SupplementAdmin, SupplementHeader } from '@contract/supplements-answers';
import { IndicationsDialog } from './indications-dialog';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const header: SupplementHeader = { id: 5, name: 'Magnésio', slug: 'magnesio', is_paid: 0, category: { id: 2, name: 'Minerais', slug: 'minerais', image: 'minerais.png' } };

const loaded: SupplementAdmin = {
  ...header,
  order: 1,
  category_id: 2,
  created_at: '2026-07-01T12:00:00.000Z',
  updated_at: '2026-07-01T12:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  indications: [{ text: 'Cãibras noturnas', grade: 'C' }],
  revision: 7,
};

// A dialog, a lazy form check and two requests: more than the default 5 s on a loaded machine.
describe('the indications dialog', { timeout: 20_000 }, () => {
  it('loads the indications with the supplement revision afresh and sends that revision with the save', async () => {
    vi.spyOn(toaster, 'notifySuccess').mockImplementation(() => undefined);
    const posted: unknown[] = [];
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { message: 'Indicações atualizadas', indications: loaded.indications });
      }
      expect(url.pathname).toMatch(/\/supplements\/5$/);
      return jsonResponse(200, { item: loaded });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<IndicationsDialog open supplement={header} onClose={() => undefined} />);

    const field = await screen.findByDisplayValue('Cãibras noturnas', {}, { timeout: 10_000 });
    await user.type(field, ' e enxaqueca');
    await user.click(screen.getByRole('button', { name: /^(Salvar|Save)$/ }));

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ indications: [{ text: 'Cãibras noturnas e enxaqueca', grade: 'C' }], revision: 7 });
  });
});
