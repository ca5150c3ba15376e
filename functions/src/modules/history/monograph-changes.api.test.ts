import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, revisionOf } from '../../test/catalogue.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let free: SignedInCaller;
let premium: SignedInCaller;
let clock = Date.parse('2026-06-01T12:00:00.000Z');

const PAID_WORDS = ['SEGREDO', 'PAGO'];
const TABLE = (dose: string) => `<table><tbody><tr><th>Forma química</th><th>Teor</th></tr><tr><td>Citrato</td><td>${dose}</td></tr></tbody></table>`;

let freeSupplement: { id: number; slug: string };
let paidSupplement: { id: number; slug: string };
let freeTopic: { id: number; name: string };
let paidTopic: { id: number; name: string };

const changesOf = (slug: string, caller?: SignedInCaller) => {
  const request = ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${slug}/changes`);
  return caller ? caller.auth(request) : request;
};
/** The topic editor's save, based on the revision it loaded. */
const save = async (id: number, supplementId: number, fields: Record<string, string>) => {
  const revision = String(await revisionOf(ctx, COLLECTIONS.topics, id));
  return admin.auth(ctx.api.post(`/api/v1/supplement-topics/${id}`)).send({ order: '1', is_paid: '0', tags: '', supplement_id: String(supplementId), revision, ...fields }).expect(200);
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date((clock += 60_000)) });
  admin = await signedInCaller(ctx, 'admin', { name: 'Ana Editora' });
  free = await signedInCaller(ctx, 'user');
  premium = await signedInCaller(ctx, 'premium');
  const category = await createCategory(ctx, admin);
  freeSupplement = await createSupplement(ctx, admin, category.id);
  paidSupplement = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
  freeTopic = await createTopic(ctx, admin, freeSupplement.id, { name: 'Formas Químicas', content: `<p>Formas usadas</p>${TABLE('16%')}` });
  paidTopic = await createTopic(ctx, admin, freeSupplement.id, { name: 'Interações', is_paid: '1', content: '<p>SEGREDO PAGO antigo</p>' });
  await createTopic(ctx, admin, paidSupplement.id, { name: 'Descrição', content: '<p>SEGREDO PAGO do suplemento</p>' });
  await save(freeTopic.id, freeSupplement.id, { name: 'Formas Químicas', content: `<p>Formas usadas</p>${TABLE('20%')}` });
  await save(paidTopic.id, freeSupplement.id, { name: 'Interações', is_paid: '1', content: '<p>SEGREDO PAGO novo</p>' });
});
afterAll(() => ctx.close());

describe("a monograph's changes", () => {
  it('lists the latest changes in words, with a comparison that keeps table cells apart', async () => {
    const { body } = await changesOf(freeSupplement.slug, premium).expect(200);
    expect(body.basis).toBe('latest');
    expect(body.since).toBeNull();
    expect(body.items.map((item: { topic: { name: string }; action: string; changes: string[] }) => [item.topic.name, item.action, item.changes])).toEqual([
      ['Interações', 'update', ['text']],
      ['Formas Químicas', 'update', ['text']],
      ['Interações', 'create', []],
      ['Formas Químicas', 'create', []],
    ]);
    expect(body.items[1].comparison).toEqual({
      before: 'Formas Químicas\nFormas usadas\nForma química | Teor\nCitrato | 16%',
      after: 'Formas Químicas\nFormas usadas\nForma química | Teor\nCitrato | 20%',
    });
    expect(body.items[0]).toMatchObject({ locked: false, comparison: { after: 'Interações\nSEGREDO PAGO novo' } });
  });

  for (const who of ['anonymous', 'free'] as const) {
    it(`sends ${who} callers no paid text: paid changes are listed locked, without comparison`, async () => {
      const response = await changesOf(freeSupplement.slug, who === 'free' ? free : undefined).expect(200);
      const paidChanges = response.body.items.filter((item: { topic: { id: number } }) => item.topic.id === paidTopic.id);
      expect(paidChanges).toHaveLength(2);
      for (const change of paidChanges) expect(change).toMatchObject({ locked: true, comparison: null });
      expect(response.body.items.find((item: { topic: { id: number }; action: string }) => item.topic.id === freeTopic.id && item.action === 'update').comparison).not.toBeNull();
      for (const word of PAID_WORDS) expect(response.text).not.toContain(word);

      const ofPaid = await changesOf(paidSupplement.slug, who === 'free' ? free : undefined).expect(200);
      expect(ofPaid.body.items).toHaveLength(1);
      expect(ofPaid.body.items[0]).toMatchObject({ topic: { name: 'Descrição' }, locked: true, comparison: null });
      for (const word of PAID_WORDS) expect(ofPaid.text).not.toContain(word);
    });
  }

  it('a topic that was paid and became free keeps its earlier paid text from free readers', async () => {
    await save(paidTopic.id, freeSupplement.id, { name: 'Interações', is_paid: '0', content: '<p>Agora aberto</p>' });
    const response = await changesOf(freeSupplement.slug, free).expect(200);
    expect(response.body.items[0]).toMatchObject({ topic: { id: paidTopic.id }, changes: ['text', 'access'], locked: true, comparison: null });
    for (const word of PAID_WORDS) expect(response.text).not.toContain(word);
    await save(paidTopic.id, freeSupplement.id, { name: 'Interações', is_paid: '1', content: '<p>SEGREDO PAGO novo</p>' });
  });

  it("lists the changes since the reader's last reading when there is one", async () => {
    const reader = await signedInCaller(ctx, 'user');
    await reader.auth(ctx.api.post('/api/v1/recently-viewed')).send({ supplement_id: freeSupplement.id }).expect(200);
    // Opened again at once: still the same reading, and no earlier one.
    expect((await changesOf(freeSupplement.slug, reader).expect(200)).body.basis).toBe('latest');
    clock += 2 * 3_600_000;
    await save(freeTopic.id, freeSupplement.id, { name: 'Formas Químicas', content: `<p>Formas usadas</p>${TABLE('25%')}` });
    const { body } = await changesOf(freeSupplement.slug, reader).expect(200);
    expect(body.basis).toBe('since_last_reading');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ topic: { id: freeTopic.id }, changes: ['text'] });
    // The reader opens it now (recorded), and reading on within the half hour still compares with the earlier reading.
    await reader.auth(ctx.api.post('/api/v1/recently-viewed')).send({ supplement_id: freeSupplement.id }).expect(200);
    const again = (await changesOf(freeSupplement.slug, reader).expect(200)).body;
    expect(again).toMatchObject({ basis: 'since_last_reading', since: body.since });
    expect(again.items).toHaveLength(1);
  });

  it("is reviewed at the oldest topic review once every topic is reviewed, and updated when the supplement's content last changed", async () => {
    expect((await changesOf(freeSupplement.slug).expect(200)).body.reviewed).toBeNull();
    const first = (await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${freeTopic.id}/review`)).expect(200)).body.item.reviewed_at;
    expect((await changesOf(freeSupplement.slug).expect(200)).body.reviewed).toBeNull();
    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${paidTopic.id}/review`)).expect(200);
    const { body } = await changesOf(freeSupplement.slug).expect(200);
    expect(body.reviewed).toEqual({ at: first, by: 'Ana Editora' });
    const supplement = (await ctx.api.get(`/api/v1/supplements/slug/${freeSupplement.slug}`).expect(200)).body.item;
    expect(body.updated_at).toBe(supplement.updated_at);
    // A review mark is not news to a reader.
    expect(body.items.every((item: { changes: string[]; action: string }) => item.action !== 'update' || item.changes.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown supplement', async () => {
    await changesOf('nao-existe').expect(404);
  });
});
