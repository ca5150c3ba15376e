import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { formatBytes, isUnreachable, listSavedMonographs, monographAddress, monographSlugOf, monographsSavedAt, planOfflineSave, whenSaved } from './offline-copies';
import { OFFLINE_API_CACHE } from './offline-cache';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T10:00:00Z');

/** A Cache Storage holding these answers in the offline cache, in the order they were saved. */
function fakeCaches(entries: { url: string; body: unknown; date?: string }[] | null) {
  const requests = (entries ?? []).map((entry) => ({ request: new Request(entry.url), entry }));
  const response = (entry: { body: unknown; date?: string }) => new Response(JSON.stringify(entry.body), { headers: entry.date ? { date: entry.date } : {} });
  const open = vi.fn(async () => ({
    keys: async () => requests.map(({ request }) => request),
    match: async (request: Request) => {
      const found = requests.find((item) => item.request === request);
      return found ? response(found.entry) : undefined;
    },
  }));
  const storage = {
    has: async (name: string) => entries !== null && name === OFFLINE_API_CACHE,
    open,
    match: async (url: string) => {
      const found = [...requests].reverse().find((item) => item.request.url === url);
      return found ? response(found.entry) : undefined;
    },
  };
  vi.stubGlobal('caches', storage);
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

const monograph = (slug: string, name: string, extra = '') => ({ url: monographAddress(slug), body: { supplement: { name }, indications: [], items: [], extra } });

describe('what is saved for reading offline', () => {
  it('recognises a monograph’s address, not its teaser nor other answers', () => {
    expect(monographSlugOf('http://localhost:5000/api/v1/supplement-topics/supplement/slug/vitamina-d')).toBe('vitamina-d');
    expect(monographSlugOf(monographAddress('ômega-3'))).toBe('ômega-3');
    expect(monographSlugOf('http://localhost/api/v1/supplement-topics/supplement/slug/magnesio/teaser')).toBeNull();
    expect(monographSlugOf('http://localhost/api/v1/favorites?page=1')).toBeNull();
  });

  it('lists each saved monograph once, the newest copy, by name, leaving other answers out', async () => {
    fakeCaches([
      monograph('zinco', 'Zinco'),
      { url: 'http://localhost:3000/api/v1/favorites?page=1', body: { data: [] } },
      monograph('magnesio', 'Magnésio'),
      monograph('zinco', 'Zinco', 'a newer and longer copy'),
    ]);
    const saved = await listSavedMonographs();
    expect(saved.map((item) => item.name)).toEqual(['Magnésio', 'Zinco']);
    const zinco = saved.find((item) => item.slug === 'zinco');
    expect(zinco?.bytes).toBe(JSON.stringify(monograph('zinco', 'Zinco', 'a newer and longer copy').body).length);
  });

  it('reads nothing, and creates no cache, when nothing was saved (after a logout)', async () => {
    const storage = fakeCaches(null);
    expect(await listSavedMonographs()).toEqual([]);
    expect(await monographsSavedAt(['magnesio'])).toEqual(new Map());
    expect(storage.open).not.toHaveBeenCalled();
  });

  it('tells when each monograph was saved, from its answer’s date', async () => {
    fakeCaches([{ ...monograph('magnesio', 'Magnésio'), date: new Date(NOW - 2 * HOUR).toUTCString() }]);
    expect(await monographsSavedAt(['magnesio', 'zinco'])).toEqual(new Map([['magnesio', NOW - 2 * HOUR]]));
  });
});

describe('whenSaved', () => {
  it('waits until the worker has finished saving an answer it already handed over', async () => {
    const entries: { url: string }[] = [];
    setTimeout(() => entries.push({ url: monographAddress('magnesio') }), 250);
    vi.stubGlobal('caches', {
      has: async () => true,
      match: async (url: string) => (entries.some((entry) => entry.url === url) ? new Response('{}') : undefined),
    });
    expect(await whenSaved(['magnesio'], 2_000, 20)).toBe(true);
  });

  it('gives up after its time', async () => {
    fakeCaches([]);
    expect(await whenSaved(['zinco'], 60, 20)).toBe(false);
  });
});

describe('planOfflineSave', () => {
  const favourites = [
    { slug: 'magnesio', is_paid: 0 },
    { slug: 'selenio', is_paid: 1 },
  ];
  const recent = [
    { slug: 'zinco', is_paid: 0 },
    { slug: 'magnesio', is_paid: 0 },
  ];

  it('never plans a paid monograph for a reader who may not read it', () => {
    expect(planOfflineSave([...favourites, ...recent], false, new Map(), NOW, 12 * HOUR)).toEqual(['magnesio', 'zinco']);
  });

  it('plans every one, once, favourites first, for a premium reader', () => {
    expect(planOfflineSave([...favourites, ...recent], true, new Map(), NOW, 12 * HOUR)).toEqual(['magnesio', 'selenio', 'zinco']);
  });

  it('leaves out what was saved recently and asks again for what is old', () => {
    const savedAt = new Map([
      ['magnesio', NOW - HOUR],
      ['zinco', NOW - 13 * HOUR],
    ]);
    expect(planOfflineSave([...favourites, ...recent], false, savedAt, NOW, 12 * HOUR)).toEqual(['zinco']);
    // 'Salvar todos' asks for every one again.
    expect(planOfflineSave([...favourites, ...recent], true, savedAt, NOW, 0)).toEqual(['magnesio', 'selenio', 'zinco']);
  });
});

describe('formatBytes', () => {
  it('says the size in the reader’s language', () => {
    expect(formatBytes(0, 'pt')).toMatch(/^0\skB$/);
    expect(formatBytes(420_400, 'pt')).toMatch(/^420\skB$/);
    expect(formatBytes(1_440_000, 'pt')).toMatch(/^1,4\sMB$/);
    expect(formatBytes(1_440_000, 'en')).toMatch(/^1\.4\sMB$/);
    // A small copy is never shown as nothing.
    expect(formatBytes(120, 'pt')).toMatch(/^1\skB$/);
  });
});

describe('isUnreachable', () => {
  it('is a request that reached no server, not an answer', () => {
    expect(isUnreachable(new ApiError(0, ''))).toBe(true);
    expect(isUnreachable(new ApiError(503, 'Indisponível'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});
