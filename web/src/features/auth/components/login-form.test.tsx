import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

describe('LoginForm', () => {
  it('validates with the shared schema before calling the API', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('CPF não preenchido')).toBeTruthy();
    expect(screen.getByText('Senha não preenchida')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('masks the CPF and toggles the password visibility', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    const cpf = screen.getByLabelText(/CPF/) as HTMLInputElement;
    await user.type(cpf, '11144477735');
    expect(cpf.value).toBe('111.444.777-35');
    const password = screen.getByLabelText(/^Senha/) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeTruthy();
  });
});
