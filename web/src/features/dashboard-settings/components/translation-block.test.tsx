import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import * as toaster from '@/lib/toaster';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { TranslationBlock } from './translation-block';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const pending = {
  item: {
    categories: 'Traduzido: 12 de 12',
    educations: 'Traduzido: 10 de 10',
    plans: 'Traduzido: 3 de 3',
    supplements: 'Traduzido: 102 de 102',
    supplement_topics: 'Pendente: 613 de 613 sem tradução',
    terms: 'Traduzido: 1 de 1',
    interactions: 'Traduzido: 40 de 40',
  },
  running: false,
};
const running = { item: { ...pending.item, supplement_topics: 'Em andamento: 0 de 613' }, running: true };

describe('TranslationBlock', () => {
  it('shows the six statuses, starts a run with the §8 toast and follows it', async () => {
    const answers = [pending, running];
    const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'POST') return jsonResponse(200, { message: 'Aguarde alguns minutos para que a tradução seja concluída', started: true });
      expect(String(input)).toContain('/api/v1/settings/translate');
      return jsonResponse(200, answers.shift() ?? running);
    });
    vi.stubGlobal('fetch', fetchSpy);
    const notifySuccess = vi.spyOn(toaster, 'notifySuccess').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWithProviders(<TranslationBlock />, { path: '/dashboard/configuracoes' });

    expect(await screen.findByText('Pendente: 613 de 613 sem tradução')).toBeTruthy();
    expect(screen.getByText('Tópicos')).toBeTruthy();
    expect(screen.getByText('Termos de uso')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Traduzir conteúdo' }));
    expect(notifySuccess).toHaveBeenCalledWith('Tradução iniciada com sucesso', 'Aguarde alguns minutos para que a tradução seja concluída');
    expect(await screen.findByText('Em andamento: 0 de 613')).toBeTruthy();
  });

  it('says why a run cannot start, without a toast (§8: a silent failure)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) =>
        init?.method === 'POST' ? jsonResponse(503, { message: 'A tradução de conteúdo não está configurada neste ambiente' }) : jsonResponse(200, pending),
      ),
    );
    const notifyError = vi.spyOn(toaster, 'notifyError').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWithProviders(<TranslationBlock />, { path: '/dashboard/configuracoes' });
    await user.click(await screen.findByRole('button', { name: 'Traduzir conteúdo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A tradução de conteúdo não está configurada neste ambiente');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
