import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { categoryImage, createCategory, createSupplement, createTopic, uniqueName } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { REVISION_REQUIRED } from '../../contract/catalogue-fields.js';

let ctx: TestContext;
let ana: SignedInCaller;
let bruno: SignedInCaller;
let png: Buffer;
let clock = Date.parse('2026-07-01T12:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date((clock += 60_000)) });
  ana = await signedInCaller(ctx, 'admin', { name: 'Ana Editora' });
  bruno = await signedInCaller(ctx, 'admin', { name: 'Bruno Revisor' });
  png = await categoryImage();
});
afterAll(() => ctx.close());

type Fields = Record<string, string | number>;

const multipart = (request: Test, fields: Fields) => Object.entries(fields).reduce((req, [name, value]) => req.field(name, String(value)), request);

interface Created {
  id: number;
  /** Fields every save of this item sends unchanged (its supplement, its category). */
  fixed: Fields;
  /** The item as its admin form (or editor) loads it. */
  read: () => Promise<{ name: string; order: number; revision: number; updated_at: string }>;
}

interface ContentCase {
  /** The type as versions name it. */
  type: 'category' | 'supplement' | 'topic' | 'banner';
  create(): Promise<Created>;
  /** The form's update, as the dashboard sends it. */
  save(caller: SignedInCaller, id: number, fields: Fields): Test;
}

const adminItem = (path: string) => async () => (await ana.auth(ctx.api.get(`/api/v1/${path}`)).expect(200)).body.item;

const categoryCase = (parent: boolean): ContentCase => ({
  type: 'category',
  async create() {
    const fixed: Fields = parent ? { parent_category: (await createCategory(ctx, ana, { has_subcategory: '1' })).id } : {};
    const { id } = await createCategory(ctx, ana, fixed);
    return { id, fixed, read: adminItem(`categories/${id}`) };
  },
  save: (caller, id, fields) => multipart(caller.auth(ctx.api.post(`/api/v1/categories/${id}`)), { has_subcategory: '0', ...fields }),
});

const cases: Record<string, ContentCase> = {
  category: categoryCase(false),
  subcategory: categoryCase(true),
  supplement: {
    type: 'supplement',
    async create() {
      const category = await createCategory(ctx, ana);
      const { id } = await createSupplement(ctx, ana, category.id);
      return { id, fixed: { category_id: category.id }, read: adminItem(`supplements/${id}`) };
    },
    save: (caller, id, fields) => caller.auth(ctx.api.post(`/api/v1/supplements/${id}`)).send({ is_paid: '0', ...fields }),
  },
  topic: {
    type: 'topic',
    async create() {
      const supplement = await createSupplement(ctx, ana, (await createCategory(ctx, ana)).id);
      const topic = await createTopic(ctx, ana, supplement.id);
      const read = async () => (await ana.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`)).expect(200)).body.item;
      return { id: topic.id, fixed: { supplement_id: supplement.id }, read };
    },
    save: (caller, id, fields) => multipart(caller.auth(ctx.api.post(`/api/v1/supplement-topics/${id}`)), { is_paid: '0', content: '<p>Texto</p>', tags: '', ...fields }),
  },
  banner: {
    type: 'banner',
    async create() {
      const created = multipart(ana.auth(ctx.api.post('/api/v1/banners')), { name: uniqueName('Banner'), type: 'web', type_users: 'all', url: 'https://example.com/', order: '1', locale_id: '1' });
      const { id } = (await created.attach('image', png, 'banner.png').expect(200)).body.item;
      return { id, fixed: {}, read: adminItem(`banners/${id}`) };
    },
    save: (caller, id, fields) => multipart(caller.auth(ctx.api.post(`/api/v1/banners/${id}`)), { type: 'web', type_users: 'all', url: 'https://example.com/', ...fields }),
  },
};

const versionsOf = async (type: string, id: number): Promise<number> =>
  (await ana.auth(ctx.api.get('/api/v1/content-versions').query({ type, item_id: id })).expect(200)).body.items.total;

describe.each(Object.entries(cases))('two saves of one revision of a %s', (_label, content) => {
  it('the first is stored; the second answers 409 edit_conflict with who and when, and changes nothing', async () => {
    const { id, fixed, read } = await content.create();
    const loaded = await read();
    expect(loaded.revision).toBe(1);

    const first = await content.save(ana, id, { ...fixed, name: uniqueName('Da Ana'), order: '2', revision: loaded.revision }).expect(200);
    const second = await content.save(bruno, id, { ...fixed, name: uniqueName('Do Bruno'), order: '3', revision: loaded.revision });

    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: 'edit_conflict',
      details: { updated_by: 'Ana Editora', updated_at: first.body.item.updated_at },
      message: expect.stringMatching(/^Este conteúdo foi alterado por Ana Editora em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Recarregue para ver as alterações\.$/),
    });
    const stored = await read();
    expect(stored).toMatchObject({ name: first.body.item.name, order: 2, revision: 2, updated_at: first.body.item.updated_at });
    expect(first.body.item.revision).toBe(2);
    expect(await versionsOf(content.type, id)).toBe(2);

    // Based on the stored revision, the second admin's save goes through.
    await content.save(bruno, id, { ...fixed, name: uniqueName('Do Bruno'), order: '3', revision: stored.revision }).expect(200);
  });

  it('an update without a revision answers 422 in Portuguese and changes nothing (no last-save-wins)', async () => {
    const { id, fixed, read } = await content.create();
    const saved = await content.save(ana, id, { ...fixed, name: uniqueName('Da Ana'), order: '2', revision: 1 }).expect(200);
    const refused = await content.save(bruno, id, { ...fixed, name: uniqueName('Do Bruno'), order: '4' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ revision: [REVISION_REQUIRED] });
    // What FormData makes of a missing value reads the same.
    const blank = await content.save(bruno, id, { ...fixed, name: uniqueName('Do Bruno'), order: '4', revision: 'undefined' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ revision: [REVISION_REQUIRED] });
    expect(await read()).toMatchObject({ name: saved.body.item.name, order: 2, revision: 2 });
    expect(await versionsOf(content.type, id)).toBe(2);
  });
});
