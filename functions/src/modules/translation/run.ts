import { TRANSLATION_KEYS, type TranslationKey } from '../../contract/translation.js';

/** Where a collection's walk stands in a run: the id of the last document handled, or done. */
export interface CollectionProgress {
  after: number | string | null;
  done: boolean;
}

/** settings/translation: the current (or last) translation run, which the job updates as it goes. */
export interface TranslationRunDoc {
  [key: string]: unknown;
  run_id: number;
  status: 'running' | 'done' | 'failed';
  started_at: string;
  /** Refreshed after every batch: a 'running' run not refreshed for STALE_RUN_MS died without a word. */
  updated_at: string;
  finished_at: string | null;
  progress: Record<TranslationKey, CollectionProgress>;
  /** Why the run stopped: the translator is not configured, or an error (its detail is in the log). */
  failure: { key: TranslationKey | null; reason: 'not_configured' | 'error' } | null;
  /** Fragments and characters sent to the translator in this run (the cost, in Cloud Translation's unit). */
  fragments: number;
  characters: number;
}

/** A run silent this long is treated as interrupted: another may start, the status says so. */
export const STALE_RUN_MS = 15 * 60 * 1000;

export function isLive(run: TranslationRunDoc | null, now: Date): boolean {
  return run?.status === 'running' && now.getTime() - Date.parse(run.updated_at) < STALE_RUN_MS;
}

export function newRun(previous: TranslationRunDoc | null, now: Date): TranslationRunDoc {
  const at = now.toISOString();
  const progress = Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, { after: null, done: false }])) as Record<TranslationKey, CollectionProgress>;
  return { run_id: (previous?.run_id ?? 0) + 1, status: 'running', started_at: at, updated_at: at, finished_at: null, progress, failure: null, fragments: 0, characters: 0 };
}
