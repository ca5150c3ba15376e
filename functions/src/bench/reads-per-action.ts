import type { Express } from 'express';
import request from 'supertest';
import { COLLECTIONS, type SupplementDoc } from '../domain/docs.js';
import { billedReads, readsBetween, type ReadCounts } from './counting-store.js';
import { FIRESTORE_PRICE, monographRequests, monthlyCost, READ_BUDGETS, USAGE, type ActionCost, type PageRequest } from './read-budgets.js';
import { INTERACTION_SIZES } from './interactions.js';
import type { Store } from '../store/port.js';

/**
 * Issue 40 item 5: the Firestore reads (and writes) of each reader action through the real app (the
 * bench's premium token, so each request's profile read is counted), against its budget, and the
 * month's bill for 5,000 clinicians. Runs on the bench catalogue with the checker's data and the
 * formulas' chemistry (run.ts --reads-only).
 */
export async function benchReadsPerAction(app: Express, store: Store, reads: () => ReadCounts, writes: () => number, token: string, formIds: readonly number[]): Promise<string[]> {
  const api = request(app);
  const send = async ({ method, path, body }: PageRequest) => {
    const pending = api[method](path).set('authorization', `Bearer ${token}`);
    const response = await (body ? pending.send(body) : pending);
    if (response.status !== 200) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  };
  const cost = async (requests: readonly PageRequest[]): Promise<ActionCost & { detail: string }> => {
    const [before, written] = [reads(), writes()];
    const parts: string[] = [];
    for (const one of requests) {
      const start = reads();
      await send(one);
      parts.push(`${one.label} ${billedReads(readsBetween(start, reads()))}`);
    }
    return { reads: billedReads(readsBetween(before, reads())), writes: writes() - written, detail: parts.join(', ') };
  };

  const supplements = await store.getMany<SupplementDoc>(COLLECTIONS.supplements, Array.from({ length: 22 }, (_, index) => String(index + 1)));
  const [warm, opened, ...others] = supplements.filter((doc): doc is SupplementDoc => doc !== null && doc.is_paid === 0);
  if (!warm || !opened) throw new Error('no free supplements among the first ids');
  // A reader in the steady state: their recently viewed list full.
  for (const other of others.slice(0, 20)) await send({ label: 'view', method: 'post', path: '/api/v1/recently-viewed', body: { supplement_id: other.id } });
  // The first reading after the drug lists were written builds their names' digest (once per change of a drug, class or condition).
  const afterChange = await cost(monographRequests(warm.slug, warm.id));
  const monograph = monographRequests(opened.slug, opened.id);
  const firstVisit = await cost(monograph);
  const again = await cost(monograph);
  await send({ label: 'search', method: 'get', path: '/api/v1/search?search=magnesio' });
  const search = await cost([{ label: 'search', method: 'get', path: '/api/v1/search?search=zinco' }]);
  const check = await cost([
    {
      label: 'check',
      method: 'post',
      path: '/api/v1/interactions/check',
      body: {
        items: [
          ...[1, 2, 3, 4, 5].map((id) => ({ kind: 'supplement', id: id * 7 })),
          { kind: 'form', id: 11 * INTERACTION_SIZES.formsPerSupplement + 1 },
          ...[10, 20, 30].map((id) => ({ kind: 'drug', id })),
          { kind: 'condition', id: 1 },
        ],
      },
    },
  ]);
  const formula = await cost([
    {
      label: 'formula',
      method: 'post',
      path: '/api/v1/formulas/compute',
      body: {
        population: 'gestantes',
        components: formIds.map((form_id) => ({ form_id, amount: 500, unit: 'mg' })),
        pharmaceutical_form: 'capsula',
        units_per_dose: 2,
        doses_per_day: 2,
        duration_days: 60,
        drug_ids: [1, 501, 1001],
        condition_ids: [1],
      },
    },
  ]);
  const row = (label: string, measured: ActionCost & { detail: string }, budget: number) =>
    `| ${label} | ${measured.reads} | ${budget} | ${measured.reads <= budget ? 'within' : `**over by ${measured.reads - budget}**`} | ${measured.writes} | ${measured.detail} |`;
  const month = monthlyCost({ monograph: firstVisit, search, check, formula });
  const money = (usd: number) => `US$ ${usd.toFixed(2)}`;
  return [
    '',
    'Reads per action (issue 40 item 5): billed document reads through the app, the premium token (its profile read included)',
    '',
    '| Action | Reads | Budget | | Writes | Reads per request |',
    '|---|---|---|---|---|---|',
    row('open a monograph, the first reader after the drug lists changed (builds `meta/clinical_names`)', afterChange, READ_BUDGETS.monograph),
    row('open a monograph (a reader’s first visit: 7 requests)', firstVisit, READ_BUDGETS.monograph),
    row('open it again', again, READ_BUDGETS.monograph),
    row('search (index loaded)', search, READ_BUDGETS.search),
    row('interaction check, 10 items', check, READ_BUDGETS.check),
    row(`formula, ${formIds.length} components, 3 drugs, 1 condition`, formula, READ_BUDGETS.formula),
    '',
    `A month of ${USAGE.clinicians.toLocaleString('en')} clinicians (${USAGE.perDay.monograph} monographs, ${USAGE.perDay.search} searches, ${USAGE.perDay.check} checks, ${USAGE.perDay.formula} formulas a day each, ${USAGE.days} days; every monograph at a reader’s first-visit cost): ` +
      `${(month.reads / 1e6).toFixed(1)} M reads, ${(month.writes / 1e6).toFixed(2)} M writes, ${money(month.usd)} at US$ ${FIRESTORE_PRICE.readsPer100k} / ${FIRESTORE_PRICE.writesPer100k} per 100,000 reads / writes after the free quota (${FIRESTORE_PRICE.label})`,
  ];
}
