import type { TranslationKey } from '../../contract/translation.js';
import type { Locale } from '../../domain/docs.js';
import { isLive, type TranslationRunDoc } from './run.js';

export interface CollectionCounts {
  total: number;
  translated: number;
}

const TEXTS = {
  pt: {
    done: (c: CollectionCounts) => `Traduzido: ${c.translated} de ${c.total}`,
    running: (c: CollectionCounts) => `Em andamento: ${c.translated} de ${c.total}`,
    changed: (pending: number) => `Pendente: ${pending} ${pending === 1 ? 'novo ou alterado' : 'novos ou alterados'} desde a última tradução`,
    never: (c: CollectionCounts) => `Pendente: ${c.total - c.translated} de ${c.total} sem tradução`,
    failed: (reason: string) => `Falhou: ${reason} (tentar novamente)`,
    interrupted: 'a tradução foi interrompida',
    error: 'o serviço de tradução não concluiu o pedido',
    not_configured: 'a tradução não está configurada neste ambiente',
  },
  en: {
    done: (c: CollectionCounts) => `Translated: ${c.translated} of ${c.total}`,
    running: (c: CollectionCounts) => `In progress: ${c.translated} of ${c.total}`,
    changed: (pending: number) => `Pending: ${pending} new or changed since the last translation`,
    never: (c: CollectionCounts) => `Pending: ${c.total - c.translated} of ${c.total} not translated`,
    failed: (reason: string) => `Failed: ${reason} (try again)`,
    interrupted: 'the translation was interrupted',
    error: 'the translation service did not complete the request',
    not_configured: 'translation is not configured in this environment',
  },
} as const;

/**
 * The status text of one collection (spec §3), for the settings screen: where the current run
 * stands on it, why it failed, or how many of its documents have current English.
 */
export function statusText(key: TranslationKey, counts: CollectionCounts, run: TranslationRunDoc | null, now: Date, locale: Locale): string {
  const texts = TEXTS[locale];
  // A run started before a collection joined the list has no progress for it.
  const done = run?.progress[key]?.done ?? false;
  if (run && isLive(run, now) && !done) return texts.running(counts);
  if (run?.status === 'running' && !isLive(run, now) && !done) return texts.failed(texts.interrupted);
  if (run?.status === 'failed' && run.failure && (run.failure.key === key || (run.failure.key === null && !done))) {
    return texts.failed(texts[run.failure.reason]);
  }
  if (counts.translated >= counts.total) return texts.done(counts);
  const everFinished = run !== null && (run.finished_at !== null || run.run_id > 1);
  return everFinished ? texts.changed(counts.total - counts.translated) : texts.never(counts);
}
