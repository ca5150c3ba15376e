import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { FavouriteButton } from './favourite-button';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'token' }));

describe('FavouriteButton', () => {
  it('flips at once and keeps the state the server answers', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchSpy = vi.fn<typeof fetch>(async (_url, init) => {
      if (init?.method === 'POST') return new Promise<Response>((resolve) => (release = resolve));
      return jsonResponse(200, { favorited: false });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    await renderWithProviders(<FavouriteButton supplementId={1} supplementName="Magnésio" />);
    await user.click(await screen.findByRole('button', { name: 'Favoritar Magnésio' }));
    // Optimistic: favourited before the server has answered.
    expect(screen.getByRole('button', { name: 'Remover Magnésio dos favoritos' }).getAttribute('aria-pressed')).toBe('true');
    release(jsonResponse(200, { favorited: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover Magnésio dos favoritos' })).toBeTruthy());
  });

  it('puts the icon back, without a message, when the server refuses', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) =>
        init?.method === 'POST' ? jsonResponse(403, { message: 'Favoritar suplementos pagos é exclusivo para assinantes premium.', code: 'premium_required' }) : jsonResponse(200, { favorited: false }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<FavouriteButton supplementId={3} supplementName="Selênio" />);
    await user.click(await screen.findByRole('button', { name: 'Favoritar Selênio' }));
    expect(await screen.findByRole('button', { name: 'Favoritar Selênio' })).toBeTruthy();
    expect(screen.queryByText(/exclusivo para assinantes/)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled(); // a handled 4xx is not a fault
  });
});
