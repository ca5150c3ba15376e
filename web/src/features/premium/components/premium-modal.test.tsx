import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { closePremiumModal, isPremiumModalOpen, openPremiumModal } from '../stores/premium-modal';
import { PremiumModal } from './premium-modal';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const PLANS = [
  { id: 'monthly', name: 'Mensal', months: 1, price_per_month: 29.9, total: 29.9, currency: 'BRL', price_id: 'price_m', popular: false, saving_percent: null },
  { id: 'annual', name: 'Anual', months: 12, price_per_month: 19.91, total: 239, currency: 'BRL', price_id: 'price_a', popular: true, saving_percent: 33 },
  { id: 'semiannual', name: 'Semestral', months: 6, price_per_month: 24.98, total: 149.9, currency: 'BRL', price_id: 'price_s', popular: false, saving_percent: null },
];

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => closePremiumModal());

async function renderOpen() {
  await renderWithProviders(<PremiumModal />);
  act(() => openPremiumModal());
  return screen.findByRole('dialog', { name: 'Torne-se assinante premium' });
}

describe('PremiumModal', () => {
  it('shows the three plans with their prices, then the chosen plan summary', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, { items: PLANS })));
    const user = userEvent.setup();
    const dialog = await renderOpen();
    const annual = await within(dialog).findByRole('region', { name: '12 meses' });
    expect(plain(annual.textContent)).toContain('R$ 19,91/mês');
    expect(plain(annual.textContent)).toContain('Total de R$ 239,00');
    expect(annual.textContent).toContain('Mais popular');
    expect(annual.textContent).toContain('Economize 33%');
    expect(plain(within(dialog).getByRole('region', { name: '1 mês' }).textContent)).toContain('R$ 29,90/mês');
    expect(plain(within(dialog).getByRole('region', { name: '6 meses' }).textContent)).toContain('Total de R$ 149,90');
    expect(within(dialog).getByText(/7 dias de teste grátis/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Escolher o plano de 12 meses' }));
    expect(within(dialog).getByRole('region', { name: 'Plano escolhido: 12 meses' })).toBeTruthy();
    expect(within(dialog).queryByText(/7 dias de teste grátis/)).toBeNull();
    expect(within(dialog).queryByRole('region', { name: '1 mês' })).toBeNull();
  });

  it('says so, with a retry, when the plans cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(500, {})));
    const dialog = await renderOpen();
    expect(await within(dialog).findByText('Não foi possível carregar os planos.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('toggles the flag off with its close icon', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, { items: PLANS })));
    const user = userEvent.setup();
    const dialog = await renderOpen();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(isPremiumModalOpen()).toBe(false);
  });
});
