import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billedReads, countingStore, readsBetween, type ReadCounts } from '../bench/counting-store.js';
import { seedCatalogue } from '../local/seed/seed-catalogue.js';
import { publishSearchIndex } from '../modules/search/port.js';
import { createSearchRepository } from '../modules/search/repository.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { seededClinical } from '../test/clinical-seed.js';
import { revisionOf } from '../test/catalogue.js';
import { COLLECTIONS } from '../domain/docs.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { OVER_BUDGET_CEILINGS, READ_BUDGETS, monographRequests } from '../bench/read-budgets.js';

/**
 * Issue 40 item 5: the Firestore document reads each reader action costs, counted through the store
 * (bench/counting-store.ts: what Firestore bills), against its budget. The actions are what the web
 * asks for: the monograph page's requests on open (web/src/app/routes/app/supplement-topics.tsx and
 * the components it renders), a search, a 10-item interaction check, a 20-component formula.
 */
let ctx: TestContext;
let reads: () => ReadCounts;
let admin: SignedInCaller;
let premium: SignedInCaller;
/** Another reader, who opens the monograph first (the digests are built by the first reader after a change). */
let colleague: SignedInCaller;
let clock = Date.parse('2026-06-01T08:00:00.000Z');
const seed = seededClinical();
const magnesio = seed.supplement('Magnésio');

beforeAll(async () => {
  ctx = await createTestContext({
    now: () => new Date((clock += 1000)),
    wrapStore: (inner) => {
      const counting = countingStore(inner);
      reads = counting.reads;
      return counting.store;
    },
  });
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [admin, premium, colleague] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

/** The billed reads of what `action` asks for (requests one after the other, as counted). */
async function readsOf(action: () => Promise<unknown>): Promise<{ billed: number; counts: ReadCounts }> {
  await ctx.jobs.idle();
  const before = reads();
  await action();
  await ctx.jobs.idle();
  const counts = readsBetween(before, reads());
  return { billed: billedReads(counts), counts };
}

const ok = async (request: Test) => {
  const response = await request;
  if (response.status !== 200) throw new Error(`${request.url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as unknown;
};

/** What the monograph page asks for on open, as the web does (bench/read-budgets.ts). */
async function openMonograph(caller: SignedInCaller, slug: string, id: number): Promise<void> {
  const perRequest: [string, number][] = [];
  for (const { label, method, path, body } of monographRequests(slug, id)) {
    const { billed } = await readsOf(() => ok(body ? caller.auth(ctx.api[method](path)).send(body) : caller.auth(ctx.api[method](path))));
    perRequest.push([label, billed]);
  }
  lastBreakdown = perRequest;
}

/** The reads of every monograph request of the last `openMonograph`, for the failure message. */
let lastBreakdown: [string, number][] = [];

describe('reads per action (issue 40 item 5)', () => {
  beforeAll(async () => {
    // A reader in the steady state: twenty supplements viewed before (the list is full).
    for (const supplement of seed.supplements.filter((doc) => doc.id !== magnesio.id).slice(0, 20)) {
      await ok(premium.auth(ctx.api.post('/api/v1/recently-viewed')).send({ supplement_id: supplement.id }));
    }
    // A monograph with history: three of its topics edited twice each.
    const topics = (await ok(admin.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${magnesio.slug}`)))) as { items: { id: number; name: string; order: number }[] };
    for (const topic of topics.items.slice(0, 3)) {
      for (const round of [1, 2]) {
        const revision = String(await revisionOf(ctx, COLLECTIONS.topics, topic.id));
        await ok(
          admin
            .auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`))
            .send({ name: topic.name, order: String(topic.order ?? 1), is_paid: '0', tags: '', supplement_id: String(magnesio.id), revision, content: `<p>Texto revisto ${round} de ${topic.name}</p>` }),
        );
      }
    }
  }, 60_000);

  it(`opening a monograph (over its budget of ${READ_BUDGETS.monograph} reads, held to ${OVER_BUDGET_CEILINGS.monograph}): the first reader after a change, a reader's first visit, and again after an hour`, async () => {
    const firstAfterChange = await readsOf(() => openMonograph(colleague, magnesio.slug, magnesio.id));
    expect(firstAfterChange.billed, JSON.stringify(lastBreakdown)).toBeLessThanOrEqual(OVER_BUDGET_CEILINGS.monographAfterChange);
    const first = await readsOf(() => openMonograph(premium, magnesio.slug, magnesio.id));
    const firstBreakdown = lastBreakdown;
    clock += 60 * 60 * 1000;
    const again = await readsOf(() => openMonograph(premium, magnesio.slug, magnesio.id));
    expect(first.billed, JSON.stringify(firstBreakdown)).toBeLessThanOrEqual(OVER_BUDGET_CEILINGS.monograph);
    expect(again.billed, JSON.stringify(lastBreakdown)).toBeLessThanOrEqual(OVER_BUDGET_CEILINGS.monograph);
    // What issue 40 item 5 changed, request by request: a view is the profile, the supplement and the
    // list; 'O que mudou' the profile, the supplement, its topics (no review of its own), the list, the
    // newest version and the digest; the unrecorded mentions one digest instead of every drug.
    const of = Object.fromEntries(lastBreakdown);
    expect(of['record view']).toBe(3);
    expect(of.changes).toBeLessThanOrEqual(5 + 6);
    expect(of.interactions).toBeLessThanOrEqual(40);
  });

  it(`a search costs at most ${READ_BUDGETS.search} reads`, async () => {
    await ok(premium.auth(ctx.api.get('/api/v1/search?search=magnesio')));
    const { billed, counts } = await readsOf(() => ok(premium.auth(ctx.api.get('/api/v1/search?search=ferro'))));
    expect(billed, JSON.stringify(counts)).toBeLessThanOrEqual(READ_BUDGETS.search);
  });

  it(`a 10-item interaction check: over its budget of ${READ_BUDGETS.check} reads, held to ${OVER_BUDGET_CEILINGS.check}`, async () => {
    const items = [
      ...['Magnésio', 'Ferro', 'Zinco', 'Cálcio', 'Vitamina K1'].map((name) => ({ kind: 'supplement', id: seed.supplement(name).id })),
      { kind: 'form', id: seed.forms.find((form) => form.supplement_id === seed.supplement('Vitamina D3').id)!.id },
      ...seed.drugs.slice(0, 3).map((drug) => ({ kind: 'drug', id: drug.id })),
      { kind: 'condition', id: seed.conditions[0]!.id },
    ];
    const { billed, counts } = await readsOf(() => ok(premium.auth(ctx.api.post('/api/v1/interactions/check')).send({ items })));
    expect(billed, JSON.stringify(counts)).toBeLessThanOrEqual(OVER_BUDGET_CEILINGS.check);
  });

  it(`a 20-component formula: over its budget of ${READ_BUDGETS.formula} reads, held to ${OVER_BUDGET_CEILINGS.formula}`, async () => {
    const forms = seed.forms.filter((form, index, all) => all.findIndex((other) => other.supplement_id === form.supplement_id) === index).slice(0, 20);
    const body = {
      population: 'adultos-19a',
      components: forms.map((form) => ({ form_id: form.id, amount: 100, unit: 'mg' })),
      pharmaceutical_form: 'capsula',
      units_per_dose: 1,
      doses_per_day: 1,
      duration_days: 30,
      drug_ids: seed.drugs.slice(0, 3).map((drug) => drug.id),
      condition_ids: [seed.conditions[0]!.id],
    };
    const { billed, counts } = await readsOf(() => ok(premium.auth(ctx.api.post('/api/v1/formulas/compute')).send(body)));
    expect(billed, JSON.stringify(counts)).toBeLessThanOrEqual(OVER_BUDGET_CEILINGS.formula);
  });
});
