import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterWizard } from './register-wizard';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/education')) return jsonResponse(200, { items: [{ id: 3, name: 'Nutrição' }] });
      if (url.endsWith('/term')) return jsonResponse(200, { item: { content: '<p>Termos</p>' } });
      return jsonResponse(404, {});
    }),
  );
});

async function advance(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Avançar' }));
}

async function fillUpToCpf(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nome completo/), 'Ana Souza');
  await advance(user);
  await user.type(await screen.findByLabelText(/E-mail principal/), 'ana@example.com');
  await advance(user);
}

describe('RegisterWizard', () => {
  it('shows the progress in 12.5 % steps and has no back arrow on the first step', async () => {
    await renderWithProviders(<RegisterWizard />, { path: '/register' });
    expect(screen.getByRole('progressbar', { name: 'Progresso do cadastro' }).getAttribute('aria-valuenow')).toBe('12.5');
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('rejects a CPF with a wrong check digit', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RegisterWizard />, { path: '/register' });
    await fillUpToCpf(user);
    await user.type(await screen.findByLabelText(/CPF/), '11144477734');
    await advance(user);
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37.5');
  });

  it('rejects mismatched passwords', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RegisterWizard />, { path: '/register' });
    await fillUpToCpf(user);
    await user.type(await screen.findByLabelText(/CPF/), '11144477735');
    await advance(user);
    await user.type(await screen.findByLabelText(/Celular/), '11912345678');
    expect((screen.getByLabelText(/Celular/) as HTMLInputElement).value).toBe('(11) 91234-5678');
    await advance(user);
    await screen.findByRole('option', { name: 'Nutrição' });
    await user.selectOptions(screen.getByLabelText(/Formação/), '3');
    await advance(user);
    await user.type(await screen.findByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/Confirmação de senha/), 'segredo2{Enter}');
    expect(await screen.findByText('Senhas não conferem')).toBeTruthy();
  });

  it('goes back a step with the back arrow, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<RegisterWizard />, { path: '/register' });
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana Souza{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect((screen.getByLabelText(/Nome completo/) as HTMLInputElement).value).toBe('Ana Souza');
  });
});
