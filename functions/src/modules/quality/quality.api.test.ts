import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** The content-quality report (issue 39): computed by the job after content changes, served as stored, admin only. */
let ctx: TestContext;
let admin: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
});
afterAll(() => ctx?.close());

interface Item {
  kind: string;
  supplement: { id: number } | null;
  topic: { slug: string } | null;
  target: { type: string; id: number } | null;
  interaction_id: number | null;
  prose_word: string | null;
  severity: string | null;
}

const post = (path: string, body: Record<string, unknown>) => admin.auth(ctx.api.post(`/api/v1/${path}`)).send(body);

async function report() {
  await ctx.jobs.idle();
  return (await admin.auth(ctx.api.get('/api/v1/quality')).expect(200)).body.report as { counts: Record<string, number>; items: Item[]; built_at: string };
}

const findingsAbout = (items: Item[], supplementId: number) => items.filter((item) => item.supplement?.id === supplementId);

describe('the content-quality report', () => {
  it('answers null and queues the first run on a catalogue that has none; the run stores it', async () => {
    const empty = await createTestContext();
    const other = await signedInCaller(empty, 'admin');
    try {
      expect((await other.auth(empty.api.get('/api/v1/quality')).expect(200)).body).toEqual({ report: null });
      await empty.jobs.idle();
      const stored = (await other.auth(empty.api.get('/api/v1/quality')).expect(200)).body.report;
      expect(stored.counts.prose_without_interaction).toBe(0);
      expect(stored.items).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('lists a drug the prose names with no structured interaction, and clears it when the interaction is added', async () => {
    const drug = (await post('drugs', { name: uniqueName('Varfarinoide'), name_en: 'Test warfarin', synonyms: [], brands: [uniqueName('Marcateste').replace(' ', '')] }).expect(200)).body.item;
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id, { name: 'Interações', content: `<ul><li>Pode reduzir o efeito do ${drug.brands[0]}.</li></ul>` });

    const before = findingsAbout((await report()).items, supplement.id).filter((item) => item.kind === 'prose_without_interaction');
    expect(before).toEqual([expect.objectContaining({ topic: expect.objectContaining({ slug: topic.slug }), target: expect.objectContaining({ type: 'drug', id: drug.id }), excerpt: `Pode reduzir o efeito do ${drug.brands[0]}.` })]);
    expect((await report()).items.some((item) => item.kind === 'drug_without_interaction' && item.target?.id === drug.id)).toBe(true);

    await post('interactions', { supplement_id: supplement.id, other_kind: 'drug', other_id: drug.id, severity: 'moderada', likelihood: 'possivel', evidence: 'C', mechanism: 'Mecanismo de teste', management: 'Conduta de teste' }).expect(200);
    const after = await report();
    expect(findingsAbout(after.items, supplement.id).filter((item) => item.kind === 'prose_without_interaction')).toEqual([]);
    expect(after.items.some((item) => item.kind === 'drug_without_interaction' && item.target?.id === drug.id)).toBe(false);
  });

  it("lists 'contraindicado' in the prose against a structured severity that is not 'grave', until the severity agrees", async () => {
    const condition = (await post('conditions', { name: uniqueName('Condiçãoteste'), name_en: 'Test condition', synonyms: [] }).expect(200)).body.item;
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    await createTopic(ctx, admin, supplement.id, { content: `<p>Contraindicado em ${condition.name}.</p>` });
    const created = (await post('interactions', { supplement_id: supplement.id, other_kind: 'condition', other_id: condition.id, severity: 'moderada', likelihood: 'possivel', evidence: 'C', mechanism: 'M', management: 'C' }).expect(200)).body.item;

    const disagreeing = findingsAbout((await report()).items, supplement.id).filter((item) => item.kind === 'severity_disagrees');
    expect(disagreeing).toEqual([expect.objectContaining({ interaction_id: created.id, prose_word: 'contraindicado', severity: 'moderada', target: expect.objectContaining({ type: 'condition', id: condition.id }) })]);

    await post(`interactions/${created.id}`, { supplement_id: supplement.id, other_kind: 'condition', other_id: condition.id, severity: 'grave', likelihood: 'possivel', evidence: 'C', mechanism: 'M', management: 'C', revision: created.revision }).expect(200);
    expect(findingsAbout((await report()).items, supplement.id).map((item) => item.kind)).toEqual(['review_due']);
  });

  it('refuses anonymous callers, users and premium users', async () => {
    await ctx.api.get('/api/v1/quality').expect(401);
    for (const kind of ['user', 'premium'] as const) {
      const caller = await signedInCaller(ctx, kind);
      expect((await caller.auth(ctx.api.get('/api/v1/quality')).expect(403)).body.report).toBeUndefined();
    }
  });
});
