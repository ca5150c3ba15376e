/** Crash points of the translation job (crash-points.api.test.ts has the others; this one needs a counting translator). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationStatusAnswer } from '../contract/translation-answers.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../test/catalogue.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { armCrashPoint, disarmCrashPoints, isArmed } from './crash-points.js';

let ctx: TestContext;
let admin: SignedInCaller;
/** How often each Portuguese fragment was sent to the translator. */
const sent = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext({
    wrapTranslator: (translator) => ({
      async translateHtml(fragments) {
        for (const fragment of fragments) sent.set(fragment, (sent.get(fragment) ?? 0) + 1);
        return translator.translateHtml(fragments);
      },
    }),
  });
  admin = await signedInCaller(ctx, 'admin');
}, 60_000);
afterAll(async () => {
  disarmCrashPoints();
  await ctx?.close();
});

describe('crash points of the translation job', () => {
  it('dies after translating a batch, before recording it; the retried task finishes and sends no text twice', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    await createTopic(ctx, admin, supplement.id, { content: '<p>Tomar junto às refeições.</p>' });
    await createTopic(ctx, admin, supplement.id, { content: '<p>Evitar à noite.</p>' });
    await ctx.jobs.idle();

    armCrashPoint('translation:after-batch');
    await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
    await ctx.jobs.idle().catch(() => undefined);

    expect(isArmed('translation:after-batch')).toBe(false);
    const status = (await admin.auth(ctx.api.get('/api/v1/settings/translate')).expect(200)).body as TranslationStatusAnswer;
    expect(status.running).toBe(false);
    expect(status.item.supplement_topics).toBe('Traduzido: 2 de 2');
    expect(status.item.supplements).toBe('Traduzido: 1 de 1');
    expect(sent.size).toBeGreaterThan(0);
    expect([...sent.entries()].filter(([, times]) => times > 1)).toEqual([]);
  });
});
