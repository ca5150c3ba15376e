import type { Express } from 'express';
import request from 'supertest';
import { COLLECTIONS, type SupplementDoc } from '../domain/docs.js';
import { billedReads, readsBetween, type ReadCounts } from './counting-store.js';
import { FIRESTORE_PRICE, monographRequests, monthlyCost, READ_BUDGETS, USAGE, type ActionCost, type PageRequest } from './read-budgets.js';
import { INTERACTION_SIZES } from './interactions.js';
import type { Store } from '../store/port.js';
import { forgetCachedProfiles } from '../modules/users/port.js';

/** An API instance: its app and its store (the catalogue it keeps, store/catalogue-cache.ts, and its profile cache). */
export interface BenchInstance {
  app: Express;
  store: Store;
}

type Measured = ActionCost & { detail: string };

/**
 * Issue 40 item 5: the Firestore reads (and writes) of each reader action through the real app (the
 * bench's premium token, so each action's profile read is counted), against its budget, and the
 * month's bill for 5,000 clinicians. Runs on the bench catalogue with the checker's data and the
 * formulas' chemistry (run.ts --reads-only). Each action is measured on a new instance (it keeps
 * nothing of the catalogue yet: what it costs at worst) and again on that instance (the catalogue's
 * documents it read kept: what a served monograph, check or formula costs); the caller's profile is
 * read once per action in both.
 */
export async function benchReadsPerAction(newInstance: () => BenchInstance, reads: () => ReadCounts, writes: () => number, token: string, formIds: readonly number[]): Promise<string[]> {
  const send = async (instance: BenchInstance, { method, path, body }: PageRequest) => {
    const pending = request(instance.app)[method](path).set('authorization', `Bearer ${token}`);
    const response = await (body ? pending.send(body) : pending);
    if (response.status !== 200) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  };
  const cost = async (instance: BenchInstance, requests: readonly PageRequest[]): Promise<Measured> => {
    // Each action pays its caller's profile read once (an instance keeps it PROFILE_CACHE_MS).
    forgetCachedProfiles(instance.store);
    const [before, written] = [reads(), writes()];
    const parts: string[] = [];
    for (const one of requests) {
      const start = reads();
      await send(instance, one);
      parts.push(`${one.label} ${billedReads(readsBetween(start, reads()))}`);
    }
    return { reads: billedReads(readsBetween(before, reads())), writes: writes() - written, detail: parts.join(', ') };
  };
  /** On a new instance, then again on it. */
  const coldThenWarm = async (requests: readonly PageRequest[]): Promise<[Measured, Measured]> => {
    const instance = newInstance();
    return [await cost(instance, requests), await cost(instance, requests)];
  };

  const first = newInstance();
  const supplements = await first.store.getMany<SupplementDoc>(COLLECTIONS.supplements, Array.from({ length: 22 }, (_, index) => String(index + 1)));
  const [opened, ...others] = supplements.filter((doc): doc is SupplementDoc => doc !== null && doc.is_paid === 0);
  if (!opened) throw new Error('no free supplements among the first ids');
  // A reader in the steady state: their recently viewed list full.
  for (const other of others.slice(0, 20)) await send(first, { label: 'view', method: 'post', path: '/api/v1/recently-viewed', body: { supplement_id: other.id } });
  const [monographCold, monographWarm] = await coldThenWarm(monographRequests(opened.slug, opened.id));
  await send(first, { label: 'search', method: 'get', path: '/api/v1/search?search=magnesio' });
  const search = await cost(first, [{ label: 'search', method: 'get', path: '/api/v1/search?search=zinco' }]);
  const [checkCold, checkWarm] = await coldThenWarm([
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
  const [formulaCold, formulaWarm] = await coldThenWarm([
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
  const row = (label: string, measured: Measured, budget: number) =>
    `| ${label} | ${measured.reads} | ${budget} | ${measured.reads <= budget ? 'within' : `**over by ${measured.reads - budget}**`} | ${measured.writes} | ${measured.detail} |`;
  const money = (usd: number) => `US$ ${usd.toFixed(2)}`;
  const month = (label: string, per: Parameters<typeof monthlyCost>[0]) => {
    const bill = monthlyCost(per);
    return `- ${label}: ${(bill.reads / 1e6).toFixed(1)} M reads, ${(bill.writes / 1e6).toFixed(2)} M writes, **${money(bill.usd)}**`;
  };
  return [
    '',
    'Reads per action (issue 40 item 5): billed document reads through the app, the premium token (its profile read once per action)',
    '',
    '| Action | Reads | Budget | | Writes | Reads per request |',
    '|---|---|---|---|---|---|',
    row('open a monograph (a reader’s first visit: 7 requests), on a new instance', monographCold, READ_BUDGETS.monograph),
    row('open it again, on the instance that served it', monographWarm, READ_BUDGETS.monograph),
    row('search (index loaded)', search, READ_BUDGETS.search),
    row('interaction check, 10 items, on a new instance', checkCold, READ_BUDGETS.check),
    row('the same check again, on that instance', checkWarm, READ_BUDGETS.check),
    row(`formula, ${formIds.length} components, 3 drugs, 1 condition, on a new instance`, formulaCold, READ_BUDGETS.formula),
    row('the same formula again, on that instance', formulaWarm, READ_BUDGETS.formula),
    '',
    `A month of ${USAGE.clinicians.toLocaleString('en')} clinicians (${USAGE.perDay.monograph} monographs, ${USAGE.perDay.search} searches, ${USAGE.perDay.check} checks, ${USAGE.perDay.formula} formulas a day each, ${USAGE.days} days), ` +
      `at US$ ${FIRESTORE_PRICE.readsPer100k} / ${FIRESTORE_PRICE.writesPer100k} per 100,000 reads / writes after the free quota (${FIRESTORE_PRICE.label}):`,
    month('every action on an instance that kept nothing of it (the most)', { monograph: monographCold, search, check: checkCold, formula: formulaCold }),
    month('every action on an instance that had served it (the least)', { monograph: monographWarm, search, check: checkWarm, formula: formulaWarm }),
  ];
}
