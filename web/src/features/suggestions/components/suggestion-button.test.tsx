import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SuggestionButton } from './suggestion-button';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'token' }));

describe('suggestion dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the text before sending, then sends it and closes', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {
        message: 'Sugestão enviada. Obrigado!',
        item: { id: 1, content: 'Incluir o magnésio quelato', created_at: '2026-05-01T09:00:00.000Z', user: { name: 'Ana Souza', email: 'ana@example.com', detail: { phone: '(11) 91234-5678' } } },
      }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderWithProviders(<SuggestionButton />);

    await user.click(await screen.findByRole('button', { name: 'Enviar sugestão' }));
    const textarea = await screen.findByLabelText(/Sua sugestão/);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sugestão não foi preenchida')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(textarea, '  Coenzima Q10  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/suggestions');
    expect(JSON.parse(String(init.body))).toEqual({ content: 'Coenzima Q10' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog and zod load lazily; on a busy machine this takes longer than vitest's 5 s default.
  }, 15_000);
});
