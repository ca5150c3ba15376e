import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { OFFLINE_API_CACHE } from '@/lib/offline-cache';

/**
 * Checks answered online, kept on this device so the same list answers offline (issue 39): in the
 * cache that holds the favourites' monographs (`nutrindex-api`), so they go with it at logout and
 * when premium ends (lib/offline-cache.ts). POST answers are not cached by the service worker, so the
 * page keeps each one under an address of its own (list and language), never asked of the network.
 */
const savedAddress = (encoded: string, language: string) => `/offline/interactions/check?itens=${encodeURIComponent(encoded)}&idioma=${encodeURIComponent(language)}`;

export interface SavedCheck {
  answer: InteractionCheckAnswer;
  /** When it was answered online (ISO). */
  savedAt: string;
}

/** Keeps an answer for the list; a refusal (no Cache API, storage full) only loses the offline copy. */
export async function saveCheck(encoded: string, language: string, answer: InteractionCheckAnswer): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(OFFLINE_API_CACHE);
    const body: SavedCheck = { answer, savedAt: answer.checked_at };
    await cache.put(savedAddress(encoded, language), new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  } catch (error) {
    console.error('[offline] could not save the check', error);
  }
}

/** The answer kept for the list, or null. */
export async function readSavedCheck(encoded: string, language: string): Promise<SavedCheck | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const found = await (await caches.open(OFFLINE_API_CACHE)).match(savedAddress(encoded, language));
    return found ? ((await found.json()) as SavedCheck) : null;
  } catch {
    return null;
  }
}
