import type { ConditionDoc, DrugClassDoc, DrugDoc, InteractionDoc, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import { interactionName } from '../../domain/interaction-name.js';
import { buildKeywords } from '../../domain/keywords.js';
import { SEED_REVIEWER } from './catalogue.js';
import { CATEGORY_TREE } from './data/categories.js';
import { FORM_NAMES_EN } from './clinical/form-names-en.js';
import { CONDITIONS } from './clinical/conditions.js';
import { DRUG_CLASSES, DRUGS } from './clinical/drugs.js';
import { INTERACTIONS } from './clinical/interactions.js';
import type { InteractionSide } from './clinical/types.js';
import type { CategorySeed, FormRow } from './types.js';

/**
 * The demonstration's structured clinical data as documents (issue 31): each seed supplement's
 * chemical forms (the first cells of its 'Formas químicas' rows), the drug classes, drugs,
 * conditions and interactions of `clinical/`, with fixed ids. Interactions are reviewed by the
 * demonstration's editorial team on the date their data was written, like the topics.
 */
export interface ClinicalDocs {
  forms: SupplementFormDoc[];
  drugClasses: DrugClassDoc[];
  drugs: DrugDoc[];
  conditions: ConditionDoc[];
  interactions: InteractionDoc[];
}

/** When the clinical data was written and reviewed (fixed, so every run writes the same). */
export const CLINICAL_SEEDED_AT = '2026-11-27T12:00:00.000Z';

const stamps = { created_at: CLINICAL_SEEDED_AT, updated_at: CLINICAL_SEEDED_AT };

function formRowsByName(): Map<string, readonly FormRow[]> {
  const rows = new Map<string, readonly FormRow[]>();
  const walk = (seed: CategorySeed) => {
    for (const facts of seed.supplements ?? []) rows.set(facts.name, facts.forms);
    seed.children?.forEach(walk);
  };
  CATEGORY_TREE.forEach(walk);
  return rows;
}

const keyed = <T extends { key: string }>(items: readonly T[]) => new Map(items.map((item, index) => [item.key, { item, id: index + 1 }]));

export function buildClinicalDocs(supplements: readonly SupplementDoc[]): ClinicalDocs {
  const supplementByName = new Map(supplements.map((supplement) => [supplement.name, supplement]));
  const forms: SupplementFormDoc[] = [];
  const formId = new Map<string, number>();
  for (const [name, rows] of formRowsByName()) {
    const supplement = supplementByName.get(name);
    if (!supplement) continue;
    rows.forEach(([formName], index) => {
      const id = forms.length + 1;
      const nameEn = FORM_NAMES_EN[formName];
      if (!nameEn) throw new Error(`The seeded form '${formName}' has no English name (clinical/form-names-en.ts)`);
      forms.push({ id, supplement_id: supplement.id, name: formName, name_en: nameEn, order: index + 1, keywords: buildKeywords(formName, nameEn) });
      formId.set(`${name}\u0000${formName}`, id);
    });
  }

  const classes = keyed(DRUG_CLASSES);
  const drugs = keyed(DRUGS);
  const conditions = keyed(CONDITIONS);
  const classId = (key: string) => classes.get(key)?.id ?? fail(`drug class '${key}'`);
  const supplementOf = (name: string) => supplementByName.get(name) ?? fail(`supplement '${name}'`);
  const formOf = (name: string, form: string | undefined) => (form === undefined ? null : (formId.get(`${name}\u0000${form}`) ?? fail(`form '${form}' of '${name}'`)));

  const other = (side: InteractionSide) => {
    switch (side.kind) {
      case 'supplement': {
        const supplement = supplementOf(side.name);
        return { kind: side.kind, id: supplement.id, form: formOf(side.name, side.form), name: supplement.name, formName: side.form ?? null };
      }
      case 'drug': {
        const drug = drugs.get(side.key) ?? fail(`drug '${side.key}'`);
        return { kind: side.kind, id: drug.id, form: null, name: drug.item.name.pt };
      }
      case 'drug_class':
        return { kind: side.kind, id: classId(side.key), form: null, name: classes.get(side.key)?.item.name.pt ?? '' };
      case 'condition': {
        const condition = conditions.get(side.key) ?? fail(`condition '${side.key}'`);
        return { kind: side.kind, id: condition.id, form: null, name: condition.item.name.pt };
      }
    }
  };

  const interactions = INTERACTIONS.map((seed, index): InteractionDoc => {
    const supplement = supplementOf(seed.supplement.name);
    const otherSide = other(seed.other);
    const supplementKey = `supplement:${supplement.id}`;
    const otherKey = `${otherSide.kind}:${otherSide.id}`;
    return {
      id: index + 1,
      name: interactionName({ name: supplement.name, form: seed.supplement.form }, { name: otherSide.name, form: 'formName' in otherSide ? otherSide.formName : null }),
      supplement_id: supplement.id,
      form_id: formOf(seed.supplement.name, seed.supplement.form),
      other_kind: otherSide.kind,
      other_id: otherSide.id,
      other_form_id: otherSide.form,
      pair_key: supplementKey < otherKey ? `${supplementKey}|${otherKey}` : `${otherKey}|${supplementKey}`,
      other_key: otherKey,
      severity: seed.severity,
      likelihood: seed.likelihood,
      evidence: seed.evidence,
      mechanism: seed.mechanism.pt,
      management: seed.management.pt,
      timing: seed.timing?.pt ?? null,
      references: [...seed.references],
      reviewed_at: CLINICAL_SEEDED_AT,
      reviewed_by: SEED_REVIEWER,
      keywords: buildKeywords(supplement.name, otherSide.name),
      i18n: { en: { mechanism: seed.mechanism.en, management: seed.management.en, ...(seed.timing ? { timing: seed.timing.en } : {}) } },
      ...stamps,
    };
  });

  return {
    forms,
    drugClasses: DRUG_CLASSES.map((seed, index) => ({ id: index + 1, name: seed.name.pt, name_en: seed.name.en, synonyms: [...seed.synonyms], keywords: buildKeywords(seed.name.pt, seed.name.en, ...seed.synonyms), ...stamps })),
    drugs: DRUGS.map((seed, index) => ({
      id: index + 1,
      name: seed.name.pt,
      name_en: seed.name.en,
      synonyms: [...seed.synonyms],
      brands: [...seed.brands],
      class_ids: seed.classes.map(classId),
      keywords: buildKeywords(seed.name.pt, seed.name.en, ...seed.synonyms, ...seed.brands),
      ...stamps,
    })),
    conditions: CONDITIONS.map((seed, index) => ({ id: index + 1, name: seed.name.pt, name_en: seed.name.en, synonyms: [...seed.synonyms], keywords: buildKeywords(seed.name.pt, seed.name.en, ...seed.synonyms), ...stamps })),
    interactions,
  };
}

function fail(what: string): never {
  throw new Error(`The clinical seed names an unknown ${what}`);
}
