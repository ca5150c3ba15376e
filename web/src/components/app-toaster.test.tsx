import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { toaster } from '@/lib/toaster-store';
import { renderWithProviders } from '@/test/render';
import { AppToaster } from './app-toaster';

afterEach(() => toaster.remove());

describe('the toaster', () => {
  it('shows one error toast per message, and a success clears them', async () => {
    await renderWithProviders(<AppToaster />);
    notifyError('Nome não foi preenchido');
    notifyError('Informe o link');
    expect(await screen.findByText('Nome não foi preenchido')).toBeTruthy();
    expect(await screen.findByText('Informe o link')).toBeTruthy();

    notifySuccess('Cadastro realizado', 'Novo banner foi criado');
    expect(await screen.findByText('Novo banner foi criado')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText('Nome não foi preenchido')).toBeNull();
      expect(screen.queryByText('Informe o link')).toBeNull();
      // The exit animation runs first; a loaded machine can take longer than waitFor's default second.
    }, { timeout: 5000 });
  });

  it('shows no more than ten toasts at once', async () => {
    await renderWithProviders(<AppToaster />);
    for (let n = 0; n < 12; n += 1) notifyError(`erro ${n}`);
    expect(await screen.findByText('erro 9')).toBeTruthy();
    expect(screen.queryByText('erro 10')).toBeNull();
    expect(screen.queryByText('erro 11')).toBeNull();
  });
});
