import type { InteractionCheckAnswer, InteractionOption, SupplementForm, SupplementInteractionsAnswer } from '../../contract/interactions-answers.js';
import type { CheckItem, InteractionOptionsQuery } from '../../contract/interactions.js';
import type { InteractionDoc, Locale } from '../../domain/docs.js';
import { everyWordFirst, searchToken, searchWords } from '../../domain/keywords.js';
import { notFound } from '../../http/errors.js';
import type { ClinicalKind } from '../drugs/port.js';
import { itemsWithoutRecords } from './coverage.js';
import { candidatePairKeys, matchPairs, presentItems, resolveItems } from './check.js';
import { addAll, emptyNames, missingIds, supplementName, typedName, type Names } from './names.js';
import { groupBySeverity, presentCard, type Viewer } from './present.js';
import type { InteractionsRepository } from './repository.js';
import type { CategoryDoc, ConditionDoc, DrugClassDoc, DrugDoc, SupplementDoc, SupplementFormDoc, TopicDoc } from '../../domain/docs.js';
import { formOptions } from './form-options.js';
import { monographMentionsWithoutRecord } from './monograph-mentions.js';
import type { ClinicalDocs, ClinicalNames } from '../drugs/port.js';

export const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

/** Documents a caller of the checker read already, by kind (current, as read in the same request). */
export interface KnownDocs {
  supplement?: readonly SupplementDoc[];
  form?: readonly SupplementFormDoc[];
  drug?: readonly DrugDoc[];
  drug_class?: readonly DrugClassDoc[];
  condition?: readonly ConditionDoc[];
}
/** Typeahead answers per kind. */
const OPTIONS_PER_KIND = 8;
/**
 * Candidates read per kind for a search of several words: the store looks up one word (the longest),
 * and those holding every word are put first ('sulfato ferroso' read as 'sulfato' alone listed
 * Sulfato de manganês first).
 */
const OPTIONS_CANDIDATES = 40;

/** The reads this service needs from the supplements and drugs modules. */
export interface InteractionReaders {
  interactions: InteractionsRepository;
  supplements: { getMany(ids: readonly number[]): Promise<SupplementDoc[]>; getBySlug(slug: string): Promise<SupplementDoc | null>; matching(token: string, limit: number): Promise<SupplementDoc[]> };
  categories: { getMany(ids: number[]): Promise<CategoryDoc[]> };
  clinical: {
    getMany<K extends ClinicalKind>(kind: K, ids: readonly number[]): Promise<ClinicalDocs[K][]>;
    matching<K extends ClinicalKind>(kind: K, search: string, limit: number): Promise<ClinicalDocs[K][]>;
    membersOf(classId: number, limit: number): Promise<DrugDoc[]>;
    names(): Promise<ClinicalNames>;
  };
  topics: { listOfSupplement(supplementId: number): Promise<TopicDoc[]> };
  now: () => Date;
}

/** Drugs read per class on the list (or per class found by search): a class answers for their records. */
export const MEMBERS_PER_CLASS = 60;

/** The checker, the monograph's interactions, the typeahead and a supplement's forms: what readers ask. */
export function createInteractionsReadService(deps: InteractionReaders) {
  /** Reads the documents the records name that `names` lacks (one read per kind, bounded by the records). */
  async function completeNames(records: readonly InteractionDoc[], names: Names): Promise<void> {
    const missing = missingIds(records, names);
    const [supplements, forms, drugs, classes, conditions] = await Promise.all([
      deps.supplements.getMany(missing.supplement),
      deps.interactions.getForms(missing.form),
      deps.clinical.getMany('drug', missing.drug),
      deps.clinical.getMany('drug_class', missing.drug_class),
      deps.clinical.getMany('condition', missing.condition),
    ]);
    addAll(names, 'supplement', supplements);
    addAll(names, 'form', forms);
    addAll(names, 'drug', drugs);
    addAll(names, 'drug_class', classes);
    addAll(names, 'condition', conditions);
  }

  /**
   * The list's documents: its items, then the supplements of its forms and the classes of its drugs.
   * Documents the caller read already (`known`: the formula builder's) are not read again.
   */
  async function readList(items: readonly CheckItem[], known: KnownDocs = {}): Promise<Names> {
    const names = emptyNames();
    addAll(names, 'supplement', known.supplement ?? []);
    addAll(names, 'form', known.form ?? []);
    addAll(names, 'drug', known.drug ?? []);
    addAll(names, 'drug_class', known.drug_class ?? []);
    addAll(names, 'condition', known.condition ?? []);
    const ids = (kind: CheckItem['kind']) => items.filter((item) => item.kind === kind && !names[kind].has(item.id)).map((item) => item.id);
    const [supplements, forms, drugs, classes, conditions] = await Promise.all([
      deps.supplements.getMany(ids('supplement')),
      deps.interactions.getForms(ids('form')),
      deps.clinical.getMany('drug', ids('drug')),
      deps.clinical.getMany('drug_class', ids('drug_class')),
      deps.clinical.getMany('condition', ids('condition')),
    ]);
    addAll(names, 'supplement', supplements);
    addAll(names, 'form', forms);
    addAll(names, 'drug', drugs);
    addAll(names, 'drug_class', classes);
    addAll(names, 'condition', conditions);
    const listed = <K extends 'form' | 'drug'>(kind: K) => items.flatMap((item) => (item.kind === kind && names[kind].has(item.id) ? [names[kind].get(item.id)!] : []));
    const [formSupplements, drugClasses] = await Promise.all([
      deps.supplements.getMany(listed('form').map((form) => (form as SupplementFormDoc).supplement_id).filter((id) => !names.supplement.has(id))),
      deps.clinical.getMany('drug_class', listed('drug').flatMap((drug) => (drug as DrugDoc).class_ids).filter((id) => !names.drug_class.has(id))),
    ]);
    addAll(names, 'supplement', formSupplements);
    addAll(names, 'drug_class', drugClasses);
    return names;
  }

  /** The drugs of each listed class (one read per class on the list), added to `names`. */
  async function readMembers(items: readonly CheckItem[], names: Names): Promise<Map<number, number[]>> {
    const classIds = items.filter((item) => item.kind === 'drug_class' && names.drug_class.has(item.id)).map((item) => item.id);
    const members = await Promise.all(classIds.map((id) => deps.clinical.membersOf(id, MEMBERS_PER_CLASS)));
    addAll(names, 'drug', members.flat());
    return new Map(classIds.map((id, index) => [id, (members[index] ?? []).map((drug) => drug.id)]));
  }

  /** POST interactions/check: every pair of the list, interacting ones grouped by severity, and the items nothing is recorded for. */
  const check = (items: readonly CheckItem[], viewer: Viewer): Promise<InteractionCheckAnswer> => checkKnowing(items, viewer, {});

  /** `check`, for a caller that has read some of the list's documents already (the formula builder): those are not read again. */
  async function checkKnowing(items: readonly CheckItem[], viewer: Viewer, known: KnownDocs): Promise<InteractionCheckAnswer> {
    const names = await readList(items, known);
    const resolved = resolveItems(items, names, await readMembers(items, names));
    const records = await deps.interactions.byPairKeys(candidatePairKeys(resolved));
    await completeNames(records, names);
    const { found, without } = matchPairs(resolved, records, names, viewer);
    return {
      items: presentItems(resolved, names, viewer),
      groups: groupBySeverity(found, viewer.locale),
      pairs_without_interaction: without,
      items_without_records: await itemsWithoutRecords(resolved, found.map((entry) => entry.card), deps.interactions),
      locked: !viewer.premium,
      checked_at: deps.now().toISOString(),
    };
  }

  /** GET supplements/slug/{slug}/interactions. */
  async function ofSupplement(slug: string, viewer: Viewer): Promise<SupplementInteractionsAnswer> {
    const supplement = await deps.supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    const records = await deps.interactions.ofSupplement(supplement.id);
    const names = emptyNames();
    addAll(names, 'supplement', [supplement]);
    await completeNames(records, names);
    const entries = records.flatMap((record) => {
      const card = presentCard(record, names, viewer);
      return card ? [{ card, record }] : [];
    });
    const mentionReads = { topicsOf: deps.topics.listOfSupplement, clinicalNames: deps.clinical.names };
    return {
      supplement: { id: supplement.id, name: supplementName(supplement, viewer.locale), slug: supplement.slug },
      groups: groupBySeverity(entries, viewer.locale),
      unrecorded_mentions: await monographMentionsWithoutRecord(supplement, records, viewer, mentionReads),
      locked: !viewer.premium,
    };
  }

  /** GET supplements/{id}/forms. */
  async function forms(supplementId: number, locale: Locale): Promise<SupplementForm[]> {
    const [supplement] = await deps.supplements.getMany([supplementId]);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    return (await deps.interactions.formsOf(supplementId)).map((form) => ({ id: form.id, supplement_id: form.supplement_id, name: typedName(form, locale) }));
  }

  /**
   * GET interactions/options: up to 8 of each asked kind, by word prefix; with several words, those
   * holding every word first, each part by name. Forms are also found by their supplement's and
   * nutrient's names, the catalogue's counted forms first (form-options.ts).
   */
  async function options(query: InteractionOptionsQuery, locale: Locale): Promise<InteractionOption[]> {
    const wanted = new Set(query.kinds ?? ['supplement', 'form', 'drug', 'drug_class', 'condition']);
    const token = searchToken(query.search);
    if (!token) return [];
    const read = searchWords(query.search).length > 1 ? OPTIONS_CANDIDATES : OPTIONS_PER_KIND;
    const none = Promise.resolve([]);
    // The forms' supplements found by name are read once, for both kinds (form-options.ts reads up to 40).
    let supplementsRead: Promise<SupplementDoc[]> | null = null;
    const supplementsMatching = (limit: number) => (supplementsRead ??= deps.supplements.matching(token, Math.max(limit, wanted.has('form') ? OPTIONS_CANDIDATES : 0)));
    const [supplementsFound, forms, drugsFound, classesFound, conditionsFound] = await Promise.all([
      wanted.has('supplement') ? supplementsMatching(read) : none,
      wanted.has('form')
        ? formOptions(query.search, locale, {
            formsMatching: deps.interactions.formsMatching,
            formsOfSupplements: deps.interactions.formsOfSupplements,
            nutrientsMatching: deps.interactions.nutrientsMatching,
            getNutrients: deps.interactions.getNutrients,
            supplementsMatching: (_token, limit) => supplementsMatching(limit),
            getSupplements: deps.supplements.getMany,
            getCategories: deps.categories.getMany,
          })
        : Promise.resolve([]),
      wanted.has('drug') ? deps.clinical.matching('drug', query.search, read) : none,
      wanted.has('drug_class') ? deps.clinical.matching('drug_class', query.search, read) : none,
      wanted.has('condition') ? deps.clinical.matching('condition', query.search, read) : none,
    ]);
    const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR');
    const best = <T extends { keywords: readonly string[] }>(docs: T[], name?: (doc: T) => string) =>
      everyWordFirst(name ? [...docs].sort((a, b) => collator.compare(name(a), name(b))) : docs, query.search, OPTIONS_PER_KIND);
    const supplements = best(supplementsFound, (doc) => supplementName(doc, locale));
    // The store answers these by name already.
    const [drugs, classes, conditions] = [best(drugsFound), best(classesFound), best(conditionsFound)];
    const names = emptyNames();
    addAll(names, 'drug_class', await deps.clinical.getMany('drug_class', drugs.flatMap((drug) => drug.class_ids)));
    const matchedAlias = (doc: { name: string; name_en: string; synonyms: string[]; brands?: string[] }) => {
      const words = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/);
      const hits = (text: string) => words(text).some((word) => word.startsWith(token));
      if (hits(doc.name) || hits(doc.name_en)) return null;
      return [...doc.synonyms, ...(doc.brands ?? [])].find(hits) ?? null;
    };
    const noUnits = { units: null };
    return [
      ...supplements.map((doc): InteractionOption => ({ kind: 'supplement', id: doc.id, name: supplementName(doc, locale), detail: null, supplement_id: null, ...noUnits })),
      ...forms,
      ...drugs.map((doc): InteractionOption => {
        const classes = doc.class_ids.flatMap((id) => {
          const found = names.drug_class.get(id);
          return found ? [typedName(found, locale)] : [];
        });
        return { kind: 'drug', id: doc.id, name: typedName(doc, locale), detail: matchedAlias(doc) ?? (classes.length > 0 ? classes.join(', ') : null), supplement_id: null, ...noUnits };
      }),
      ...classes.map((doc): InteractionOption => ({ kind: 'drug_class', id: doc.id, name: typedName(doc, locale), detail: matchedAlias(doc), supplement_id: null, ...noUnits })),
      ...conditions.map((doc): InteractionOption => ({ kind: 'condition', id: doc.id, name: typedName(doc, locale), detail: matchedAlias(doc), supplement_id: null, ...noUnits })),
    ];
  }

  return { check, checkKnowing, ofSupplement, forms, options, completeNames };
}
export type InteractionsReadService = ReturnType<typeof createInteractionsReadService>;
