import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupplementTopics } from '@/api/topics';
import { logUnexpected } from '@/lib/log-unexpected';
import { keepOfflineReadingInStep } from '@/lib/offline-cache';
import {
  listSavedMonographs,
  monographsSavedAt,
  planOfflineSave,
  whenSaved,
  whenServiceWorkerControls,
  type OfflineCandidate,
} from '@/lib/offline-copies';
import { getFavourites } from './favourites';
import { getRecentlyViewed } from './recently-viewed';

export const SAVED_MONOGRAPHS_KEY = ['offline-reading', 'saved'] as const;

/** A monograph saved automatically is asked for again after this long (opening it refreshes it too). */
const AUTO_SAVE_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Monographs asked for at once while saving: quick on a phone's connection, light on the server. */
const SAVE_CONCURRENCY = 3;

export interface SaveProgress {
  done: number;
  total: number;
  failed: number;
}

/**
 * Asks for each monograph through the service worker, which keeps each answer as it arrives (the
 * `nutrindex-api` cache). A refused or failed one is counted, not fatal; an abort stops between requests.
 */
export async function saveMonographs(
  slugs: readonly string[],
  signal: AbortSignal,
  onProgress?: (progress: SaveProgress) => void,
): Promise<SaveProgress & { saved: string[] }> {
  const progress: SaveProgress = { done: 0, total: slugs.length, failed: 0 };
  const saved: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < slugs.length && !signal.aborted) {
      const slug = slugs[next++];
      if (slug === undefined) break;
      try {
        await getSupplementTopics(slug);
        saved.push(slug);
      } catch (error) {
        progress.failed += 1;
        logUnexpected('offline', `could not save ${slug}`, error);
      }
      progress.done += 1;
      if (!signal.aborted) onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SAVE_CONCURRENCY, slugs.length) }, worker));
  return { ...progress, saved };
}

/** Saves them, then answers the ones the server gave (those to wait for in the cache). */
async function savedOnes(slugs: readonly string[], signal: AbortSignal): Promise<string[]> {
  return (await saveMonographs(slugs, signal)).saved;
}

/** Every favourite, page after page (what 'Salvar todos os favoritos' saves). */
async function allFavourites(signal: AbortSignal): Promise<OfflineCandidate[]> {
  const favourites: OfflineCandidate[] = [];
  for (let page = 1; !signal.aborted; page += 1) {
    const answer = await getFavourites(page);
    favourites.push(...answer.data);
    if (answer.current_page >= answer.last_page) break;
  }
  return favourites;
}

/** The monographs saved on this device (read from the cache, so it answers offline too). */
export function useSavedMonographs() {
  return useQuery({ queryKey: SAVED_MONOGRAPHS_KEY, queryFn: listSavedMonographs, networkMode: 'always', staleTime: 0 });
}

interface Reader {
  premium: boolean;
  canReadPaid: boolean;
}

/**
 * From a sign-in on (and on every later start), as soon as the service worker controls the page:
 * the answers the current screen already shows are asked for again through it (they came before it
 * was there), then the first page of favourites and the recently viewed list, and the monographs of
 * both the reader may read that are not saved or are older than 12 h. Nothing waits for it; a
 * session that ends (or access that changes) stops it between requests.
 */
export function useSaveReadingForOffline(reader: Reader | null) {
  const queryClient = useQueryClient();
  const premium = reader?.premium;
  const canReadPaid = reader?.canReadPaid;
  useEffect(() => {
    if (premium === undefined || canReadPaid === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    const save = async () => {
      // Premium ended: what was saved for a premium reader goes before anything is saved again.
      await keepOfflineReadingInStep(premium);
      const controlledAlready = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
      if (!(await whenServiceWorkerControls(signal)) || signal.aborted) return;
      // Only answers the screen has (a refused one asked again would be refused again: a paid
      // monograph's 403 reopened the premium modal under a free reader).
      if (!controlledAlready) await queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'success' });
      if (signal.aborted) return;
      const [favourites, recent] = await Promise.all([getFavourites(1), getRecentlyViewed()]);
      const candidates = [...favourites.data, ...recent];
      const slugs = planOfflineSave(candidates, canReadPaid, await monographsSavedAt(candidates.map((item) => item.slug)), Date.now(), AUTO_SAVE_MAX_AGE_MS);
      if (slugs.length > 0 && !signal.aborted) await whenSaved(await savedOnes(slugs, signal));
      if (!signal.aborted) await queryClient.invalidateQueries({ queryKey: SAVED_MONOGRAPHS_KEY });
    };
    save().catch((error: unknown) => logUnexpected('offline', 'could not save the reading for offline', error));
    return () => controller.abort();
  }, [premium, canReadPaid, queryClient]);
}

export type SaveAllState =
  | { phase: 'idle' }
  | { phase: 'listing' }
  | ({ phase: 'saving' | 'done' } & SaveProgress)
  | { phase: 'failed' }
  /** No service worker here (a private window, an old browser): nothing can be saved. */
  | { phase: 'unsupported' };

/** 'Salvar todos os favoritos': every favourite the reader may read, with its progress (n of m). */
export function useSaveAllFavourites(canReadPaid: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveAllState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'listing' });
    try {
      // Answers are saved by the service worker: asked for before it controls the page, they would not be.
      if (!(await whenServiceWorkerControls(controller.signal))) {
        if (!controller.signal.aborted) setState({ phase: 'unsupported' });
        return;
      }
      const favourites = await allFavourites(controller.signal);
      const slugs = planOfflineSave(favourites, canReadPaid, new Map(), Date.now(), 0);
      setState({ phase: 'saving', done: 0, total: slugs.length, failed: 0 });
      const result = await saveMonographs(slugs, controller.signal, (progress) => {
        setState({ phase: 'saving', ...progress });
        // The size on this device grows as they are saved (the summary reads it from the cache).
        void queryClient.invalidateQueries({ queryKey: SAVED_MONOGRAPHS_KEY });
      });
      if (controller.signal.aborted) return;
      await whenSaved(result.saved);
      setState({ phase: 'done', done: result.done, total: result.total, failed: result.failed });
      await queryClient.invalidateQueries({ queryKey: SAVED_MONOGRAPHS_KEY });
    } catch (error) {
      logUnexpected('offline', 'could not list the favourites to save', error);
      if (!controller.signal.aborted) setState({ phase: 'failed' });
    } finally {
      running.current = null;
    }
  }, [canReadPaid, queryClient]);
  return { state, start };
}
