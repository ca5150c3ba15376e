import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monographAddress } from '@/lib/offline-copies';
import { OFFLINE_API_CACHE } from '@/lib/offline-cache';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SupplementTopicsView } from './supplement-topics-view';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'token' }));

/** The offline cache holding Magnésio's monograph. */
function savedMagnesio() {
  const request = new Request(monographAddress('magnesio'));
  const answer = () => jsonResponse(200, { supplement: { name: 'Magnésio' }, indications: [], items: [] });
  vi.stubGlobal('caches', {
    has: async (name: string) => name === OFFLINE_API_CACHE,
    open: async () => ({ keys: async () => [request], match: async () => answer() }),
    match: async () => undefined,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('A monograph opened without a connection', () => {
  it('says it was not saved for offline reading and links to the saved ones, instead of a load error', async () => {
    savedMagnesio();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the service worker does for an address it has not saved, with no network: the fetch fails.
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await renderWithProviders(<SupplementTopicsView slug="zinco" selectedTopicId={null} onSelectTopic={() => undefined} textAlign="text-left" onPremiumRequired={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monografia não salva para leitura offline' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/ela não foi salva neste aparelho/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Magnésio' });
    expect(link.getAttribute('href')).toBe('/app/suplementos/topicos/magnesio');
    expect(screen.getByRole('list', { name: 'Disponíveis offline neste aparelho' })).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar os tópicos')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('still shows a server’s failure as a load error', async () => {
    savedMagnesio();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(500, { message: 'Erro interno' })));
    await renderWithProviders(<SupplementTopicsView slug="zinco" selectedTopicId={null} onSelectTopic={() => undefined} textAlign="text-left" onPremiumRequired={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tópicos' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Não foi possível carregar os tópicos')).toBeTruthy();
    expect(screen.queryByText('Monografia não salva para leitura offline')).toBeNull();
  });
});
