import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { reloadWithNotice } from '@/lib/notice-after-reload';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PremiumPaymentStep } from './premium-payment-step';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => null }));
vi.mock('@/lib/notice-after-reload', () => ({ reloadWithNotice: vi.fn() }));

const DECLINED = 'Seu cartão foi recusado. Verifique os dados ou use outro cartão.';

beforeEach(() => {
  vi.mocked(reloadWithNotice).mockClear();
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
  vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The step as the modal shows it without a Stripe key, with the app's toaster beside it. */
async function renderStep(fetchImpl: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  await renderWithProviders(
    <>
      <PremiumPaymentStep priceId="price_a" />
      <AppToaster />
    </>,
  );
  return { fetchMock, form: await screen.findByRole('form', { name: 'Pagamento' }) };
}

function sentBody(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): unknown {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/v1/subscriptions');
  expect(init?.method).toBe('POST');
  return JSON.parse(String(init?.body));
}

describe('PremiumPaymentStep without a Stripe key (test cards)', () => {
  it('offers the two labelled test cards, the approved one chosen', async () => {
    const { form } = await renderStep(async () => jsonResponse(200, {}));
    const group = within(form).getByRole('group', { name: 'Cartão de teste (ambiente local, sem cobrança)' });
    expect(within(group).getByRole('radio', { name: 'Cartão aprovado' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'Cartão recusado' })).toHaveProperty('checked', false);
    expect(within(form).getByText('Informe os dados do seu cartão de crédito para assinar o plano escolhido.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Iniciar teste grátis' })).toBeTruthy();
  });

  it('sends the approved test token with the price id, says aguarde meanwhile, then reloads with the success toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, form } = await renderStep(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Iniciar teste grátis' }));

    const waiting = await within(form).findByRole('button', { name: 'Aguarde' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(sentBody(fetchMock)).toEqual({ token_stripe: 'tok_visa', price_id: 'price_a' });

    answer(jsonResponse(200, { message: 'Sua assinatura foi realizada com sucesso!', item: { id: 'sub_1', status: 'trialing', plan: { id: 'monthly', name: 'Mensal' }, trial: true, trial_end: '2026-06-01T12:00:00.000Z' } }));
    await waitFor(() =>
      expect(reloadWithNotice).toHaveBeenCalledWith({ title: 'Assinatura realizada!', description: 'Sua assinatura foi realizada com sucesso!' }),
    );
    // Still waiting: the page is about to reload.
    expect(within(form).getByRole('button', { name: 'Aguarde' })).toHaveProperty('disabled', true);
  });

  it('shows a refused card as an error toast without a title, and the user may try again', async () => {
    const { fetchMock, form } = await renderStep(async () =>
      jsonResponse(422, { message: DECLINED, errors: { token_stripe: [DECLINED] } }),
    );
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Cartão recusado' }));
    await user.click(within(form).getByRole('button', { name: 'Iniciar teste grátis' }));

    expect(sentBody(fetchMock)).toEqual({ token_stripe: 'tok_chargeDeclined', price_id: 'price_a' });
    const toast = (await screen.findByText(DECLINED)).closest('[data-scope="toast"][data-part="root"]');
    expect(toast).not.toBeNull();
    expect(toast?.textContent).not.toContain('Não foi possível avançar');
    expect(await within(form).findByRole('button', { name: 'Iniciar teste grátis' })).toHaveProperty('disabled', false);
    expect(reloadWithNotice).not.toHaveBeenCalled();
  });

  it('shows other failures with the shared handler’s title', async () => {
    const { form } = await renderStep(async () => jsonResponse(409, { message: 'Você já possui uma assinatura ativa.' }));
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Iniciar teste grátis' }));
    const toast = (await screen.findByText('Você já possui uma assinatura ativa.')).closest('[data-scope="toast"][data-part="root"]');
    expect(toast?.textContent).toContain('Não foi possível avançar');
  });
});

describe('PremiumPaymentStep without a Stripe key outside the emulators', () => {
  it('says payments are unavailable and offers no test card', async () => {
    vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', '');
    await renderWithProviders(<PremiumPaymentStep priceId="price_a" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Pagamentos indisponíveis no momento.');
    expect(screen.queryByRole('form', { name: 'Pagamento' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
