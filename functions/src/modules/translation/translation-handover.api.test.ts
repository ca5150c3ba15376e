import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TranslationStatusAnswer } from '../../contract/translation-answers.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** A clock that moves 7 minutes on every reading: each task outlives its budget after one batch. */
let clock = Date.parse('2026-11-24T12:00:00.000Z');
const jumpingClock = () => {
  clock += 7 * 60 * 1000;
  return new Date(clock);
};

let ctx: TestContext;
let admin: SignedInCaller;
let translatorCalls = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    now: jumpingClock,
    wrapTranslator: (translator) => ({
      translateHtml: (fragments) => {
        translatorCalls += 1;
        return translator.translateHtml(fragments);
      },
    }),
  });
  admin = await signedInCaller(ctx, 'admin');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a run longer than one task', () => {
  it('hands over to new tasks batch after batch and finishes without sending anything twice', async () => {
    const category = await createCategory(ctx, admin);
    const created = await Promise.all(Array.from({ length: 3 }, () => createSupplement(ctx, admin, category.id)));
    const enqueue = vi.spyOn(ctx.jobs, 'enqueue');
    await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
    await ctx.jobs.idle();
    const parts = enqueue.mock.calls.filter(([job]) => job.name === 'translateContent').map(([, payload]) => (payload as { part: number }).part);
    // The first task, then one per collection left when the clock ran past the budget.
    expect(parts).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const status = (await admin.auth(ctx.api.get('/api/v1/settings/translate')).expect(200)).body as TranslationStatusAnswer;
    for (const text of Object.values(status.item)) expect(text).toMatch(/^Traduzido: (\d+) de \1$/);
    const sent = ctx.translation.received();
    expect(sent.sort()).toEqual([category.name, ...created.map((supplement) => supplement.name)].sort());
    // One request per collection with something to translate: the hand-overs repeated none.
    expect(translatorCalls).toBe(2);
  });
});
