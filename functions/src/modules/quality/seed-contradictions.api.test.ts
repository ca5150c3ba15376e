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

/**
 * NOT ZERO YET: the prose claims no published source was found for (searched and left out, listed in
 * docs/decisions.md, "Seed contradictions"). Each leaves this list when a source confirms it (a record)
 * or the prose stops claiming it; nothing may join it. The goal is an empty list.
 */
const PENDING_A_SOURCE: readonly string[] = [
  // The German Commission E contraindicates boldo in severe liver disease, but no publication with a DOI or PMID was found to cite.
  'Boldo × Hepatopatia',
];

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
  it('finds no contradiction between the monographs\' prose and the structured data but the listed claims pending a source', async () => {
    await admin.auth(ctx.api.get('/api/v1/quality')).expect(200);
    await ctx.jobs.idle();
    const report = (await admin.auth(ctx.api.get('/api/v1/quality')).expect(200)).body.report as { counts: Record<string, number>; items: Item[] };
    const found = report.items.filter((item) => (CONTRADICTIONS as readonly string[]).includes(item.kind));
    const unexpected = found
      .filter((item) => item.kind !== 'prose_without_interaction' || !PENDING_A_SOURCE.includes(`${item.supplement?.name ?? ''} × ${item.target?.name ?? ''}`))
      .map((item) => `${item.kind}: ${item.supplement?.name ?? '?'} × ${item.target?.type ?? ''} ${item.target?.name ?? ''}${item.prose_word ? ` ('${item.prose_word}' vs ${item.severity})` : ''} | ${item.excerpt ?? ''}`);
    expect(unexpected).toEqual([]);
    // A claim that gained its record (or left the prose) leaves the pending list too.
    expect(found.map((item) => `${item.supplement?.name ?? ''} × ${item.target?.name ?? ''}`).sort()).toEqual([...PENDING_A_SOURCE].sort());
    expect(report.counts.severity_disagrees).toBe(0);
    expect(report.counts.dose_above_upper_level).toBe(0);
  }, 60_000);
});
