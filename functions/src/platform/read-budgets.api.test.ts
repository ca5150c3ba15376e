import type { Test } from 'supertest';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billedReads, countingStore, readsBetween, type ReadCounts } from '../bench/counting-store.js';
import { seedCatalogue } from '../local/seed/seed-catalogue.js';
import { publishSearchIndex } from '../modules/search/port.js';
import { createSearchRepository } from '../modules/search/repository.js';
import { forgetCachedProfiles } from '../modules/users/port.js';
import { cachingCatalogue, STAMP_CHECK_MS } from '../store/catalogue-cache.js';
import type { Store } from '../store/port.js';
import { withWriteListeners } from '../store/write-listeners.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { seededClinical } from '../test/clinical-seed.js';
import { revisionOf } from '../test/catalogue.js';
import { COLLECTIONS } from '../domain/docs.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { COLD_CEILINGS, READ_BUDGETS, monographRequests } from '../bench/read-budgets.js';
import { createApp } from './app.js';

/**
 * Issue 40 item 5: the Firestore document reads each reader action costs, counted through the store
 * (bench/counting-store.ts: what Firestore bills), against its budget. The actions are what the web
 * asks for: the monograph page's requests on open (web/src/app/routes/app/supplement-topics.tsx and
 * the components it renders), a search, a 10-item interaction check, a 20-component formula. Each is
 * held to its budget on an instance that has served it before (the catalogue's documents kept:
 * store/catalogue-cache.ts), and to a ceiling on a new instance (COLD_CEILINGS); the caller's profile
 * is read once per action (its cache emptied before each).
 */
let ctx: TestContext;
let reads: () => ReadCounts;
let writes: () => number;
/** The store under every instance's cache (the counting one). */
let counted: Store;
let admin: SignedInCaller;
let premium: SignedInCaller;
/** Another reader, who opens the monograph first after its edits. */
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
      writes = counting.writes;
      counted = counting.store;
      return counting.store;
    },
  });
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [admin, premium, colleague] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

/** An API instance: the test's app, or a new one on the same store (as platform/deps.ts builds it: it keeps nothing yet). */
interface Instance {
  api: ReturnType<typeof request>;
  store: Store;
}
const newInstance = (): Instance => {
  const store = withWriteListeners(cachingCatalogue(counted));
  return { api: request(createApp({ ...ctx.deps, store })), store };
};
const testInstance = (): Instance => ({ api: ctx.api, store: ctx.deps.store });

/** The billed reads of what `action` asks for (requests one after the other, as counted). */
async function readsOf(action: () => Promise<unknown>): Promise<{ billed: number; counts: ReadCounts }> {
  await ctx.jobs.idle();
  const before = reads();
  await action();
  await ctx.jobs.idle();
  const counts = readsBetween(before, reads());
  return { billed: billedReads(counts), counts };
}

/** As `readsOf`, for one action of a caller: their profile read once (as after PROFILE_CACHE_MS). */
function actionReads(instance: Instance, action: () => Promise<unknown>) {
  forgetCachedProfiles(instance.store);
  return readsOf(action);
}

const ok = async (request: Test) => {
  const response = await request;
  if (response.status !== 200) throw new Error(`${request.url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as unknown;
};

/** What the monograph page asks for on open, as the web does (bench/read-budgets.ts). */
async function openMonograph(instance: Instance, caller: SignedInCaller, slug: string, id: number): Promise<{ billed: number; writes: number; breakdown: Record<string, number> }> {
  const perRequest: [string, number][] = [];
  await ctx.jobs.idle();
  const written = writes();
  const { billed } = await actionReads(instance, async () => {
    for (const { label, method, path, body } of monographRequests(slug, id)) {
      const one = await readsOf(() => ok(body ? caller.auth(instance.api[method](path)).send(body) : caller.auth(instance.api[method](path))));
      perRequest.push([label, one.billed]);
    }
  });
  return { billed, writes: writes() - written, breakdown: Object.fromEntries(perRequest) };
}

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

  it(`opening a monograph costs at most ${READ_BUDGETS.monograph} reads on an instance that served it (${COLD_CEILINGS.monograph} on a new one; the first reader after an edit at most ${COLD_CEILINGS.monographAfterChange})`, async () => {
    // The edits' follow-up job has rebuilt 'O que mudou' (readsOf waits for the jobs): the first reader writes nothing.
    const firstAfterChange = await openMonograph(testInstance(), colleague, magnesio.slug, magnesio.id);
    expect(firstAfterChange.billed, JSON.stringify(firstAfterChange.breakdown)).toBeLessThanOrEqual(COLD_CEILINGS.monographAfterChange);
    // Its one write is the view (recent_view_lists): no digest rebuilt by a reader.
    expect(firstAfterChange.writes).toBe(1);
    const instance = newInstance();
    const cold = await openMonograph(instance, premium, magnesio.slug, magnesio.id);
    clock += 60 * 60 * 1000;
    const warm = await openMonograph(instance, premium, magnesio.slug, magnesio.id);
    const other = await openMonograph(instance, colleague, magnesio.slug, magnesio.id);
    expect(cold.billed, JSON.stringify(cold.breakdown)).toBeLessThanOrEqual(COLD_CEILINGS.monograph);
    expect(warm.billed, JSON.stringify(warm.breakdown)).toBeLessThanOrEqual(READ_BUDGETS.monograph);
    expect(other.billed, JSON.stringify(other.breakdown)).toBeLessThanOrEqual(READ_BUDGETS.monograph);
    // What stays a reader's own, whatever the instance kept: a view is the profile and the list (the
    // supplement kept); the favourite is the profile (read by every request) and its own read.
    expect(warm.breakdown['record view']).toBeLessThanOrEqual(2);
    expect(warm.breakdown.favourite).toBeLessThanOrEqual(2);
  });

  it(`a search costs at most ${READ_BUDGETS.search} reads`, async () => {
    await ok(premium.auth(ctx.api.get('/api/v1/search?search=magnesio')));
    const { billed, counts } = await actionReads(testInstance(), () => ok(premium.auth(ctx.api.get('/api/v1/search?search=ferro'))));
    expect(billed, JSON.stringify(counts)).toBeLessThanOrEqual(READ_BUDGETS.search);
  });

  it(`a 10-item interaction check costs at most ${READ_BUDGETS.check} reads on an instance that served it (${COLD_CEILINGS.check} on a new one)`, async () => {
    const items = [
      ...['Magnésio', 'Ferro', 'Zinco', 'Cálcio', 'Vitamina K1'].map((name) => ({ kind: 'supplement', id: seed.supplement(name).id })),
      { kind: 'form', id: seed.forms.find((form) => form.supplement_id === seed.supplement('Vitamina D3').id)!.id },
      ...seed.drugs.slice(0, 3).map((drug) => ({ kind: 'drug', id: drug.id })),
      { kind: 'condition', id: seed.conditions[0]!.id },
    ];
    const instance = newInstance();
    const check = () => ok(premium.auth(instance.api.post('/api/v1/interactions/check')).send({ items }));
    const cold = await actionReads(instance, check);
    const warm = await actionReads(instance, check);
    expect(cold.billed, JSON.stringify(cold.counts)).toBeLessThanOrEqual(COLD_CEILINGS.check);
    expect(warm.billed, JSON.stringify(warm.counts)).toBeLessThanOrEqual(READ_BUDGETS.check);
  });

  it(`a 20-component formula costs at most ${READ_BUDGETS.formula} reads on an instance that served it (${COLD_CEILINGS.formula} on a new one)`, async () => {
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
    const instance = newInstance();
    const compute = () => ok(premium.auth(instance.api.post('/api/v1/formulas/compute')).send(body));
    const cold = await actionReads(instance, compute);
    const warm = await actionReads(instance, compute);
    expect(cold.billed, JSON.stringify(cold.counts)).toBeLessThanOrEqual(COLD_CEILINGS.formula);
    expect(warm.billed, JSON.stringify(warm.counts)).toBeLessThanOrEqual(READ_BUDGETS.formula);
  });

  it('an edit on one instance is read on another within STAMP_CHECK_MS', async () => {
    const reader = newInstance();
    const topics = (await ok(premium.auth(reader.api.get(`/api/v1/supplement-topics/supplement/slug/${magnesio.slug}`)))) as { items: { id: number; name: string; order: number; content: string }[] };
    const topic = topics.items[0]!;
    const revision = String(await revisionOf(ctx, COLLECTIONS.topics, topic.id));
    await ok(
      admin
        .auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`))
        .send({ name: topic.name, order: String(topic.order ?? 1), is_paid: '0', tags: '', supplement_id: String(magnesio.id), revision, content: '<p>Texto visto na outra instância</p>' }),
    );
    await new Promise((resolve) => setTimeout(resolve, STAMP_CHECK_MS));
    const after = (await ok(premium.auth(reader.api.get(`/api/v1/supplement-topics/supplement/slug/${magnesio.slug}`)))) as { items: { id: number; content: string }[] };
    expect(after.items.find((item) => item.id === topic.id)?.content).toContain('Texto visto na outra instância');
  });
});
