import type { CheckItem } from '../contract/interactions.js';
import { COLLECTIONS, type ConditionDoc, type DrugClassDoc, type DrugDoc, type InteractionDoc, type SupplementFormDoc } from '../domain/docs.js';
import { buildKeywords } from '../domain/keywords.js';
import { interactionsReads } from '../modules/interactions/reads.js';
import type { DocumentData, Store } from '../store/port.js';
import { readsBetween, type ReadCounts } from './counting-store.js';

/**
 * The interaction checker on a large catalogue (issue 31): 2,000 drugs in 100 classes, 20
 * conditions, two forms per supplement and 50,000 interactions among them, then 10-item checks
 * through the service in process (no HTTP), with their store reads.
 */
export const INTERACTION_SIZES = { drugs: 2000, classes: 100, conditions: 20, formsPerSupplement: 2, interactions: 50_000 };
const CHECKS = 300;
const AT = '2026-01-01T00:00:00.000Z';
const BATCH_SIZE = 400;

/** A small deterministic generator, so every run writes the same catalogue. */
function random(seed: number): () => number {
  // mulberry32: 32-bit integer arithmetic, no precision lost.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function writeAll(store: Store, collection: string, docs: readonly (DocumentData & { id: number })[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) batch.set(collection, String(doc.id), doc);
    await batch.commit();
  }
}

const named = (id: number, name: string) => ({ id, name, name_en: name, synonyms: [], keywords: buildKeywords(name), created_at: AT, updated_at: AT });

/** Writes the drugs, classes, conditions, forms and interactions for `supplements` supplements (ids 1..supplements). */
export async function fillInteractions(store: Store, supplements: number, sizes = INTERACTION_SIZES): Promise<InteractionDoc[]> {
  const next = random(31);
  const pick = (count: number) => 1 + Math.floor(next() * count);
  const classes: DrugClassDoc[] = Array.from({ length: sizes.classes }, (_, index) => named(index + 1, `Classe ${index + 1}`));
  const drugs: DrugDoc[] = Array.from({ length: sizes.drugs }, (_, index) => ({ ...named(index + 1, `Fármaco ${index + 1}`), brands: [`Marca ${index + 1}`], class_ids: [pick(sizes.classes)] }));
  const conditions: ConditionDoc[] = Array.from({ length: sizes.conditions }, (_, index) => named(index + 1, `Condição ${index + 1}`));
  const forms: SupplementFormDoc[] = Array.from({ length: supplements * sizes.formsPerSupplement }, (_, index) => {
    const supplementId = Math.floor(index / sizes.formsPerSupplement) + 1;
    const name = `Forma ${(index % sizes.formsPerSupplement) + 1} de ${supplementId}`;
    return { id: index + 1, supplement_id: supplementId, name, name_en: name, order: (index % sizes.formsPerSupplement) + 1, keywords: buildKeywords(name) };
  });
  const seen = new Set<string>();
  const interactions: InteractionDoc[] = [];
  while (interactions.length < sizes.interactions) {
    const supplementId = pick(supplements);
    const roll = next();
    const other: { kind: InteractionDoc['other_kind']; id: number } =
      roll < 0.6 ? { kind: 'drug', id: pick(sizes.drugs) } : roll < 0.7 ? { kind: 'drug_class', id: pick(sizes.classes) } : roll < 0.8 ? { kind: 'condition', id: pick(sizes.conditions) } : { kind: 'supplement', id: pick(supplements) };
    if (other.kind === 'supplement' && other.id === supplementId) continue;
    const formId = next() < 0.2 ? (supplementId - 1) * sizes.formsPerSupplement + pick(sizes.formsPerSupplement) : null;
    const a = `supplement:${supplementId}`;
    const b = `${other.kind}:${other.id}`;
    const pairKey = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (seen.has(`${pairKey}#${formId}`)) continue;
    seen.add(`${pairKey}#${formId}`);
    const id = interactions.length + 1;
    interactions.push({
      id, name: `Suplemento ${supplementId} × ${b}`, supplement_id: supplementId, form_id: formId, other_kind: other.kind, other_id: other.id, other_form_id: null, pair_key: pairKey, other_key: b,
      severity: (['grave', 'moderada', 'leve'] as const)[id % 3]!, likelihood: 'possivel', evidence: (['A', 'B', 'C', 'D'] as const)[id % 4]!,
      mechanism: `Mecanismo ${id}`, management: `Conduta ${id}`, timing: null, references: [], reviewed_at: AT, reviewed_by: 'Bench',
      keywords: [], created_at: AT, updated_at: AT,
    });
  }
  await writeAll(store, COLLECTIONS.drugClasses, classes);
  await writeAll(store, COLLECTIONS.drugs, drugs);
  await writeAll(store, COLLECTIONS.conditions, conditions);
  await writeAll(store, COLLECTIONS.supplementForms, forms);
  await writeAll(store, COLLECTIONS.interactions, interactions);
  return interactions;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * 10-item lists (5 supplements, a form, 3 drugs, a condition) checked one after the other; p50/p95
 * and reads. Each list starts from an interaction with a drug (its supplement and drug), so lists find some.
 */
export async function benchChecks(store: Store, reads: () => ReadCounts, supplements: number, written: readonly InteractionDoc[], sizes = INTERACTION_SIZES): Promise<string[]> {
  const withDrugs = written.filter((record) => record.other_kind === 'drug');
  const service = interactionsReads(store, () => new Date());
  const next = random(7);
  const pick = (count: number) => 1 + Math.floor(next() * count);
  const list = (): CheckItem[] => {
    const items = new Map<string, CheckItem>();
    const known = withDrugs[Math.floor(next() * withDrugs.length)]!;
    items.set(`s${known.supplement_id}`, { kind: 'supplement', id: known.supplement_id });
    items.set(`d${known.other_id}`, { kind: 'drug', id: known.other_id });
    while (items.size < 6) {
      const id = pick(supplements);
      items.set(`s${id}`, { kind: 'supplement', id });
    }
    const formOf = pick(supplements);
    items.set('f', { kind: 'form', id: (formOf - 1) * sizes.formsPerSupplement + 1 });
    while (items.size < 9) {
      const id = pick(sizes.drugs);
      items.set(`d${id}`, { kind: 'drug', id });
    }
    items.set('c', { kind: 'condition', id: pick(sizes.conditions) });
    return [...items.values()];
  };
  const viewer = { locale: 'pt' as const, premium: true };
  for (let warm = 0; warm < 20; warm++) await service.check(list(), viewer);
  const times: number[] = [];
  let found = 0;
  const before = reads();
  for (let run = 0; run < CHECKS; run++) {
    const items = list();
    const started = performance.now();
    const answer = await service.check(items, viewer);
    times.push(performance.now() - started);
    found += answer.groups.reduce((sum, group) => sum + group.items.length, 0);
  }
  const total = readsBetween(before, reads());
  const sorted = [...times].sort((a, b) => a - b);
  const per = (value: number) => (value / CHECKS).toFixed(1);
  return [
    `Interaction checker: ${sizes.drugs} drugs in ${sizes.classes} classes, ${sizes.conditions} conditions, ${supplements * sizes.formsPerSupplement} forms, ${sizes.interactions} interactions`,
    '',
    '| Path | Checks | p50 ms | p95 ms | Store reads per check | Interactions found per check |',
    '|---|---|---|---|---|---|',
    `| interactions/check, 10 items (5 supplements, 1 form, 3 drugs, 1 condition), service in process | ${CHECKS} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${per(total.getManyDocs)} getMany doc, ${per(total.queries)} query (${per(total.queryDocs)} doc) | ${per(found)} |`,
  ];
}
