import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/**
 * Issue 39, item 3: the seed starts with one truth in prose and data. The quality report built on the
 * seeded catalogue finds no contradiction: no drug, class or condition the monographs' text names
 * without a structured interaction, no severity word that disagrees with the record, no dose above
 * the upper level without its note.
 */
const CONTRADICTIONS = ['prose_without_interaction', 'severity_disagrees', 'dose_above_upper_level'] as const;

let ctx: TestContext;
let admin: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  admin = await signedInCaller(ctx, 'admin');
}, 60_000);
afterAll(() => ctx?.close());

interface Item {
  kind: string;
  supplement: { name: string } | null;
  target: { type: string; name: string } | null;
  excerpt?: string | null;
  prose_word?: string | null;
  severity?: string | null;
}

describe('the content-quality report on the seeded catalogue', () => {
  it('finds no contradiction between the monographs\' prose and the structured data', async () => {
    await admin.auth(ctx.api.get('/api/v1/quality')).expect(200);
    await ctx.jobs.idle();
    const report = (await admin.auth(ctx.api.get('/api/v1/quality')).expect(200)).body.report as { counts: Record<string, number>; items: Item[] };
    const found = report.items.filter((item) => (CONTRADICTIONS as readonly string[]).includes(item.kind));
    const unexpected = found.map((item) => `${item.kind}: ${item.supplement?.name ?? '?'} × ${item.target?.type ?? ''} ${item.target?.name ?? ''}${item.prose_word ? ` ('${item.prose_word}' vs ${item.severity})` : ''} | ${item.excerpt ?? ''}`);
    expect(unexpected).toEqual([]);
    expect(report.counts.prose_without_interaction).toBe(0);
    expect(report.counts.severity_disagrees).toBe(0);
    expect(report.counts.dose_above_upper_level).toBe(0);
  }, 60_000);
});
