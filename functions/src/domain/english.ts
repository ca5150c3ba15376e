import { createHash } from 'node:crypto';
import { deleteField, type Patch } from '../store/port.js';

/**
 * Where a stored English text came from. 'machine': the translation job wrote it from the
 * Portuguese whose hash it keeps, and may replace it once that Portuguese changes. 'manual': a
 * person wrote it (the topic editor's English tab); the job never replaces it. English with no
 * marker (the seed's hand-written names, data from before markers) counts as manual.
 */
export type EnglishOrigin = 'machine' | 'manual';

export interface EnglishMarker {
  /** `sourceHash` of the Portuguese text the English was made from. */
  source_hash: string;
  origin: EnglishOrigin;
}

/** The English side of a translatable document, as stored beside its Portuguese fields. */
export interface Translatable {
  [key: string]: unknown;
  i18n?: { en?: Record<string, string | undefined> };
  i18n_meta?: { en?: Record<string, EnglishMarker | undefined> };
  /** Every translatable field has current English (counted by the translation status). */
  en_translated?: boolean;
}

/** A short, stable fingerprint of a Portuguese text. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 24);
}

/** What a field's English is, compared with its current Portuguese. */
export type EnglishState = 'none' | 'not-needed' | 'current' | 'stale' | 'manual';

export function englishState(doc: Translatable, field: string): EnglishState {
  const portuguese = doc[field];
  if (typeof portuguese !== 'string' || portuguese.trim() === '') return 'not-needed';
  const english = doc.i18n?.en?.[field];
  if (typeof english !== 'string' || english === '') return 'none';
  const marker = doc.i18n_meta?.en?.[field];
  if (!marker || marker.origin === 'manual') return 'manual';
  return marker.source_hash === sourceHash(portuguese) ? 'current' : 'stale';
}

/** The fields the translation job should (re)translate: no English yet, or machine English of older Portuguese. */
export function fieldsNeedingTranslation(doc: Translatable, fields: readonly string[]): string[] {
  return fields.filter((field) => {
    const state = englishState(doc, field);
    return state === 'none' || state === 'stale';
  });
}

/** True when no field of the document waits for a translation. */
export function isFullyTranslated(doc: Translatable, fields: readonly string[]): boolean {
  return fieldsNeedingTranslation(doc, fields).length === 0;
}

/**
 * The one write rule for changed Portuguese: the English of each changed field is dropped (readers
 * get the new Portuguese rather than an English text of the old one) and the document is pending
 * again, so the next translation job translates exactly these fields.
 */
export function staleEnglishPatch(changedFields: readonly string[]): Patch {
  if (changedFields.length === 0) return {};
  const patch: Patch = { en_translated: false };
  for (const field of changedFields) {
    patch[`i18n.en.${field}`] = deleteField();
    patch[`i18n_meta.en.${field}`] = deleteField();
  }
  return patch;
}
