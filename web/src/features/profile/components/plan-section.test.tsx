import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWithNotice } from '@/lib/notice-after-reload';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PlanSection } from './plan-section';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => null }));
vi.mock('@/lib/notice-after-reload', () => ({ reloadWithNotice: vi.fn() }));

beforeEach(() => vi.mocked(reloadWithNotice).mockClear());

describe('PlanSection', () => {
  it('offers the plans to a free user', async () => {
    const onSeePlans = vi.fn();
    await renderWithProviders(<PlanSection plan={null} onSeePlans={onSeePlans} />);
    const section = await screen.findByRole('region', { name: 'Plano' });
    expect(within(section).getByText('Grátis')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'ver planos' }));
    expect(onSeePlans).toHaveBeenCalledOnce();
  });

  it('cancels a paying user’s subscription only after the confirmation, then reloads with the toast', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'DELETE' ? jsonResponse(200, { message: 'Sua assinatura não é mais válida.' }) : jsonResponse(200, { item: null }),
    );
    const deletions = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderWithProviders(<PlanSection plan={{ name: 'Anual' }} onSeePlans={vi.fn()} />);
    const section = await screen.findByRole('region', { name: 'Plano' });
    expect(within(section).getByText('Anual')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Cancelar assinatura' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' });
    expect(within(dialog).getByText('Tem certeza que deseja cancelar sua assinatura?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Manter assinatura' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletions()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Cancelar assinatura' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, eu confirmo' }));
    await waitFor(() =>
      expect(reloadWithNotice).toHaveBeenCalledWith({ title: 'Assinatura cancelada', description: 'Sua assinatura não é mais válida.' }),
    );
    const [url, init] = deletions()[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/v1/subscriptions', 'DELETE']);
  });

  it.each([
    [{ status: 'trialing', trial_ends_at: '2026-12-04T12:00:00', renews_at: '2026-12-04T12:00:00', access_ends_at: null }, 'Seu teste gratuito termina em 04/12/2026; a primeira cobrança é feita nesse dia e o plano se renova automaticamente.'],
    [{ status: 'active', trial_ends_at: null, renews_at: '2027-01-04T12:00:00', access_ends_at: null }, 'Próxima renovação em 04/01/2027.'],
    [{ status: 'active', trial_ends_at: null, renews_at: null, access_ends_at: '2027-01-04T12:00:00' }, 'Seu acesso premium termina em 04/01/2027.'],
  ])('tells a paying user when the trial ends, the plan renews or access ends (%o)', async (dates, line) => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { item: { plan: { id: 'annual', name: 'Anual' }, ...dates } }));
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<PlanSection plan={{ name: 'Anual' }} onSeePlans={vi.fn()} />);
    const section = await screen.findByRole('region', { name: 'Plano' });
    expect(await within(section).findByText(line, {}, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/subscriptions/current');
  });

  it('asks nothing of the subscription for a free user', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { item: null }));
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<PlanSection plan={null} onSeePlans={vi.fn()} />);
    await screen.findByRole('region', { name: 'Plano' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
