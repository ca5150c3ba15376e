import type { ClinicalSearchResult } from '../../contract/search-answers.js';
import { SEARCH_GROUP_SIZE } from '../../contract/search.js';
import { INTERACTION_SEVERITIES } from '../../contract/interactions.js';
import type { DrugDoc, InteractionDoc, Locale } from '../../domain/docs.js';
import type { ClinicalKind } from '../drugs/port.js';
import { sideKey } from './keys.js';
import { addAll, emptyNames, supplementName, typedName } from './names.js';
import { MEMBERS_PER_CLASS, type InteractionsReadService } from './service.js';
import type { InteractionsRepository } from './repository.js';
import type { ClinicalDocs } from '../drugs/port.js';

/** How many of each kind a search looks at: three pages of the group. */
const PER_KIND = 3 * SEARCH_GROUP_SIZE;
/** Interactions listed per hit. */
const PER_HIT = 20;
const KINDS = ['drug', 'drug_class', 'condition'] as const;

export interface ClinicalSearchDeps {
  interactions: InteractionsRepository;
  reads: InteractionsReadService;
  clinical: {
    matching<K extends ClinicalKind>(kind: K, search: string, limit: number): Promise<ClinicalDocs[K][]>;
    getMany<K extends ClinicalKind>(kind: K, ids: readonly number[]): Promise<ClinicalDocs[K][]>;
    membersOf(classId: number, limit: number): Promise<DrugDoc[]>;
  };
}

const normalized = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The synonym or brand the term matched, when neither name did. */
function matchedAlias(doc: { name: string; name_en: string; synonyms: string[]; brands?: string[] }, term: string): string | null {
  const words = normalized(term).split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
  const hits = (text: string) => normalized(text).split(/[^a-z0-9]+/).some((word) => words.some((query) => word.startsWith(query)));
  if (hits(doc.name) || hits(doc.name_en)) return null;
  return [...doc.synonyms, ...(doc.brands ?? [])].find(hits) ?? null;
}

const SEVERITY_RANK = Object.fromEntries(INTERACTION_SEVERITIES.map((severity, index) => [severity, index])) as Record<InteractionDoc['severity'], number>;

/**
 * The 'Interações' group of GET search: drugs, classes and conditions whose name, synonym or brand
 * has a word beginning with the term's longest word, each with the interactions naming it (a drug's
 * include its classes', a class's its member drugs'), worst first. Severities and sides only. Reads:
 * one query per kind, one per hit of the page (and one for a class's members), then the names.
 */
export function createClinicalSearch(deps: ClinicalSearchDeps) {
  return async function searchClinical(term: string, page: number, locale: Locale): Promise<{ hits: ClinicalSearchResult[]; total: number }> {
    const [drugs, classes, conditions] = await Promise.all(KINDS.map((kind) => deps.clinical.matching(kind, term, PER_KIND))) as [DrugDoc[], ClinicalDocs['drug_class'][], ClinicalDocs['condition'][]];
    const all = [
      ...drugs.map((doc) => ({ kind: 'drug' as const, doc, keys: [sideKey('drug', doc.id), ...doc.class_ids.map((id) => sideKey('drug_class', id))] })),
      ...classes.map((doc) => ({ kind: 'drug_class' as const, doc, keys: [sideKey('drug_class', doc.id)] })),
      ...conditions.map((doc) => ({ kind: 'condition' as const, doc, keys: [sideKey('condition', doc.id)] })),
    ];
    const shown = all.slice((page - 1) * SEARCH_GROUP_SIZE, page * SEARCH_GROUP_SIZE);
    const names = emptyNames();
    const records = await Promise.all(
      shown.map(async (hit) => {
        if (hit.kind !== 'drug_class') return deps.interactions.namingAny(hit.keys);
        const members = await deps.clinical.membersOf(hit.doc.id, MEMBERS_PER_CLASS);
        addAll(names, 'drug', members);
        return deps.interactions.namingAny([...hit.keys, ...members.map((drug) => sideKey('drug', drug.id))]);
      }),
    );
    await deps.reads.completeNames(records.flat(), names);
    const hits = shown.map((hit, index): ClinicalSearchResult => {
      const found = (records[index] ?? [])
        .flatMap((record) => {
          const supplement = names.supplement.get(record.supplement_id);
          if (!supplement) return [];
          const form = record.form_id === null ? undefined : names.form.get(record.form_id);
          const viaClass = hit.kind === 'drug' && record.other_kind === 'drug_class' ? names.drug_class.get(record.other_id) : undefined;
          const viaMember = hit.kind === 'drug_class' && record.other_kind === 'drug' ? names.drug.get(record.other_id) : undefined;
          return [
            {
              id: record.id,
              severity: record.severity,
              supplement: { id: supplement.id, name: supplementName(supplement, locale), slug: supplement.slug, form: form ? { id: form.id, name: typedName(form, locale) } : null },
              via: viaClass
                ? { kind: 'drug_class' as const, id: viaClass.id, name: typedName(viaClass, locale) }
                : viaMember
                  ? { kind: 'drug' as const, id: viaMember.id, name: typedName(viaMember, locale) }
                  : null,
            },
          ];
        })
        .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.supplement.name.localeCompare(b.supplement.name, locale === 'en' ? 'en' : 'pt-BR'));
      return {
        item: { kind: hit.kind, id: hit.doc.id, name: typedName(hit.doc, locale), matched: matchedAlias(hit.doc, term) },
        interactions: found.slice(0, PER_HIT),
        interactions_total: found.length,
      };
    });
    return { hits, total: all.length };
  };
}
export type ClinicalSearch = ReturnType<typeof createClinicalSearch>;
