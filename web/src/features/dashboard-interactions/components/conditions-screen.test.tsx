import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConditionAdmin } from '@contract/drugs-answers';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ConditionsScreen } from './conditions-screen';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => null }));
// Signed out: no request waits for the Firebase SDK (the screen's requests are what the test checks).
vi.mock('@/lib/session-token', () => ({ sessionIdToken: async () => null }));

const PREGNANCY: ConditionAdmin = {
  id: 7,
  name: 'Gestação',
  name_en: 'Pregnancy',
  synonyms: ['gestante', 'gravidez'],
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  revision: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the conditions screen', { timeout: 60_000 }, () => {
  it('asks for both names before sending, then creates the condition with its synonyms one a line', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async (_input, init) => {
      if (init?.method === 'POST') return jsonResponse(200, { message: 'Nova condição cadastrada', item: PREGNANCY });
      return jsonResponse(200, { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<ConditionsScreen />, { path: '/dashboard/condicoes' });
    expect(await screen.findByText('Nada encontrado', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar novo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova condição' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome em inglês não foi preenchido')).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('textbox', { name: /^Nome\W*$/ }));
    await user.paste('Gestação');
    await user.click(within(dialog).getByRole('textbox', { name: /^Nome em inglês/ }));
    await user.paste('Pregnancy');
    await user.click(within(dialog).getByRole('textbox', { name: /^Sinônimos/ }));
    await user.paste('gestante\ngravidez\n\ngestante');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchSpy.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(String(url)).toMatch(/\/api\/v1\/conditions$/);
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Gestação', name_en: 'Pregnancy', synonyms: ['gestante', 'gravidez'] });
  });
});
