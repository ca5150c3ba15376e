import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { reloadWithNotice } from '@/lib/notice-after-reload';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PremiumPaymentStep } from './premium-payment-step';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => null }));
vi.mock('@/lib/notice-after-reload', () => ({ reloadWithNotice: vi.fn() }));

/** Stripe.js itself cannot run here: a stand-in with the one call the step makes. */
const cardElement = { name: 'card' };
const stripe = { createToken: vi.fn() };
const loadStripe = vi.fn(async (_key: string, _options: unknown) => stripe);
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string, options: unknown) => loadStripe(key, options) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => cardElement }),
}));

beforeEach(() => {
  vi.mocked(reloadWithNotice).mockClear();
  stripe.createToken.mockReset();
  loadStripe.mockReset();
  loadStripe.mockResolvedValue(stripe);
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_nutrindex');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function renderStep() {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { message: 'Sua assinatura foi realizada com sucesso!', item: { id: 'sub_1', status: 'trialing', plan: { id: 'monthly', name: 'Mensal' }, trial: true, trial_end: '2026-06-01T12:00:00.000Z' } }));
  vi.stubGlobal('fetch', fetchMock);
  await renderWithProviders(
    <>
      <PremiumPaymentStep priceId="price_a" />
      <AppToaster />
    </>,
  );
  const form = await screen.findByRole('form', { name: 'Pagamento' });
  return { fetchMock, form };
}

describe('PremiumPaymentStep with a Stripe key (Elements)', () => {
  it('loads Stripe.js in the UI language and shows the labelled card field instead of test cards', async () => {
    const { form } = await renderStep();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_nutrindex', { locale: 'pt-BR' });
    expect(within(within(form).getByRole('group', { name: 'Dados do cartão' })).getByTestId('stripe-card')).toBeTruthy();
    expect(within(form).queryByRole('radio')).toBeNull();
  });

  it('says so, with a retry, when Stripe.js cannot be loaded', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    await renderWithProviders(<PremiumPaymentStep priceId="price_a" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Não foi possível carregar o campo do cartão.');
    loadStripe.mockResolvedValue(stripe);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('form', { name: 'Pagamento' })).toBeTruthy();
  });

  it('sends the card token from createToken with the price id', async () => {
    stripe.createToken.mockResolvedValue({ token: { id: 'tok_from_elements' } });
    const { fetchMock, form } = await renderStep();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Iniciar teste grátis' }));

    await waitFor(() => expect(reloadWithNotice).toHaveBeenCalledOnce());
    expect(stripe.createToken).toHaveBeenCalledWith(cardElement);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token_stripe: 'tok_from_elements', price_id: 'price_a' });
  });

  it('shows the card provider’s message as an error toast without a title and sends nothing', async () => {
    stripe.createToken.mockResolvedValue({ error: { type: 'validation_error', message: 'O número do cartão está incompleto.' } });
    const { fetchMock, form } = await renderStep();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Iniciar teste grátis' }));

    const toast = (await screen.findByText('O número do cartão está incompleto.')).closest('[data-scope="toast"][data-part="root"]');
    expect(toast?.textContent).not.toContain('Não foi possível avançar');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await within(form).findByRole('button', { name: 'Iniciar teste grátis' })).toHaveProperty('disabled', false);
  });
});
