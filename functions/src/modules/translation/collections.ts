import type { TranslationKey } from '../../contract/translation.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { isFullyTranslated, type Translatable } from '../../domain/english.js';

export interface TranslatableField {
  name: string;
  /** HTML content (sanitised again after translation) rather than a plain name. */
  html: boolean;
}

export interface TranslatableCollection {
  key: TranslationKey;
  collection: string;
  fields: readonly TranslatableField[];
  /** Its documents feed the search index (a change bumps the search version). */
  searchable: boolean;
  /** The one document of a single-document collection (terms/current); the others are walked by `id`. */
  singleDocId?: string;
  /**
   * Its `keywords` (the list searches' and the typeaheads' word prefixes) are those of its Portuguese
   * and English names, as the seed writes them: English written later adds its words ('iron' finds
   * Ferro in the checker and the builder, issue 41).
   */
  nameKeywords?: boolean;
}

const name: TranslatableField = { name: 'name', html: false };

export const TRANSLATABLE: Record<TranslationKey, TranslatableCollection> = {
  categories: { key: 'categories', collection: COLLECTIONS.categories, fields: [name], searchable: true, nameKeywords: true },
  educations: { key: 'educations', collection: COLLECTIONS.educations, fields: [name], searchable: false },
  plans: { key: 'plans', collection: COLLECTIONS.plans, fields: [name], searchable: false },
  supplements: { key: 'supplements', collection: COLLECTIONS.supplements, fields: [name], searchable: true, nameKeywords: true },
  supplement_topics: { key: 'supplement_topics', collection: COLLECTIONS.topics, fields: [name, { name: 'content', html: true }], searchable: true },
  terms: { key: 'terms', collection: COLLECTIONS.terms, fields: [{ name: 'content', html: true }], searchable: false, singleDocId: 'current' },
  interactions: {
    key: 'interactions',
    collection: COLLECTIONS.interactions,
    fields: [
      { name: 'mechanism', html: false },
      { name: 'management', html: false },
      { name: 'timing', html: false },
    ],
    searchable: false,
  },
};

export const fieldNames = (target: TranslatableCollection): string[] => target.fields.map((field) => field.name);

/**
 * A document as written outside the API (the seed), with `en_translated` saying whether its English
 * (hand-written there) already covers every translatable field; other collections' documents unchanged.
 */
export function withTranslationFlag(collection: string, data: Translatable): Translatable {
  const target = Object.values(TRANSLATABLE).find((candidate) => candidate.collection === collection);
  return target ? { ...data, en_translated: isFullyTranslated(data, fieldNames(target)) } : data;
}
