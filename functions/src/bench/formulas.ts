import { POPULATION_GROUPS } from '../contract/doses.js';
import type { FormulaComputeData } from '../contract/formulas.js';
import { COLLECTIONS, type NutrientDoc, type NutrientGroupDoses, type SupplementFormDoc } from '../domain/docs.js';
import { clinicalReader } from '../modules/drugs/port.js';
import { createFormulasRepository } from '../modules/formulas/repository.js';
import { createFormulasService } from '../modules/formulas/service.js';
import { interactionsReads } from '../modules/interactions/port.js';
import type { Store } from '../store/port.js';
import { readsBetween, type ReadCounts } from './counting-store.js';
import { INTERACTION_SIZES } from './interactions.js';

/**
 * POST formulas/compute's work (issue 32) through the service in process, on the interaction
 * checker's large data (interactions.ts): a 20-component formula (the most the contract allows),
 * each component a form with its chemistry and a nutrient of its own, with 3 drugs and 1 condition.
 */
const COMPONENTS = 20;
const RUNS = 300;
const AT = '2026-01-01T00:00:00.000Z';
const SOURCE = { key: 'bench', title: 'Bench source', url: 'https://example.org/bench' };

const groupDoses: NutrientGroupDoses = {
  intake: { kind: 'RDA', low: 310, high: 420, source: 'bench' },
  upper_level: { kind: 'value', low: 350, high: 350, source: 'bench' },
  anvisa_max: { value: 500, source: 'bench' },
  usual_dose: null,
};

/** Gives the first form of supplements 1..20 a formula and a nutrient each (the rest of the data as interactions.ts wrote it). */
export async function fillFormulaChemistry(store: Store): Promise<number[]> {
  const formIds = Array.from({ length: COMPONENTS }, (_, index) => index * INTERACTION_SIZES.formsPerSupplement + 1);
  const batch = store.batch();
  formIds.forEach((formId, index) => {
    const nutrient: NutrientDoc = {
      id: index + 1, name: `Nutriente ${index + 1}`, name_en: `Nutrient ${index + 1}`, slug: `nutriente-${index + 1}`, unit: 'mg',
      expressed_as: 'magnésio elementar', element: 'Mg', upper_level_scope: 'supplemental_only', supplement_ids: [index + 1],
      groups: Object.fromEntries(POPULATION_GROUPS.map((group) => [group, groupDoses])) as NutrientDoc['groups'],
      sources: [SOURCE], keywords: [], created_at: AT, updated_at: AT,
    };
    batch.set(COLLECTIONS.nutrients, String(nutrient.id), nutrient);
    const patch: Partial<SupplementFormDoc> = { formula: 'C4H8MgN2O4', nutrient_id: nutrient.id, basis: 'element', moiety_formula: null, iu_factor: null, counts_toward_upper_level: true };
    batch.update(COLLECTIONS.supplementForms, String(formId), patch);
  });
  await batch.commit();
  return formIds;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchCompute(store: Store, reads: () => ReadCounts, formIds: readonly number[]): Promise<string[]> {
  const now = () => new Date();
  const service = createFormulasService({ formulas: createFormulasRepository(store), clinical: clinicalReader(store), checker: interactionsReads(store, now), now });
  const formula = (run: number): FormulaComputeData => ({
    population: 'gestantes',
    components: formIds.map((form_id, index) => ({ form_id, amount: 500 + ((run + index * 15) % 300), unit: 'mg' as const })),
    pharmaceutical_form: 'capsula',
    units_per_dose: 2,
    doses_per_day: 2,
    duration_days: 60,
    drug_ids: [1 + (run % 500), 501 + (run % 500), 1001 + (run % 500)],
    condition_ids: [1 + (run % INTERACTION_SIZES.conditions)],
  });
  for (let warm = 0; warm < 20; warm++) await service.compute(formula(warm), 'pt');
  const times: number[] = [];
  let marked = 0;
  let interactions = 0;
  const before = reads();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const answer = await service.compute(formula(run), 'pt');
    times.push(performance.now() - started);
    marked += answer.nutrients.filter((total) => total.marks.upper_level !== 'within').length;
    interactions += answer.interactions.groups.reduce((sum, group) => sum + group.items.length, 0);
  }
  const total = readsBetween(before, reads());
  const sorted = [...times].sort((a, b) => a - b);
  const per = (value: number) => (value / RUNS).toFixed(1);
  return [
    '',
    `Formula builder: ${COMPONENTS}-component formulas, 3 drugs and 1 condition, on the checker's data above`,
    '',
    '| Path | Computations | p50 ms | p95 ms | Store reads per computation | Nutrients marked / interactions per computation |',
    '|---|---|---|---|---|---|',
    `| formulas/compute, ${COMPONENTS} components, service in process | ${RUNS} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${per(total.getManyDocs)} getMany doc, ${per(total.queries)} query (${per(total.queryDocs)} doc) | ${per(marked)} / ${per(interactions)} |`,
  ];
}
