import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SignedInCaller } from './accounts.js';
import type { TestContext } from './harness.js';

/** A small real PNG, as the dashboard's image picker would send. */
export const categoryImage = (background = '#2a6'): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer();

/** A name no other test uses (slugs follow names). */
export const uniqueName = (prefix: string): string => `${prefix} ${randomUUID().slice(0, 8)}`;

type Fields = Record<string, string | number>;

function failed(what: string, response: { status: number; body: unknown }): Error {
  return new Error(`${what} failed (${response.status}): ${JSON.stringify(response.body)}`);
}

/** POST categories as the admin (multipart with an image); answers the created item. */
export async function createCategory(ctx: TestContext, admin: SignedInCaller, fields: Fields = {}) {
  let request = admin.auth(ctx.api.post('/api/v1/categories'));
  for (const [name, value] of Object.entries({ name: uniqueName('Categoria'), has_subcategory: '0', order: '1', ...fields })) {
    request = request.field(name, String(value));
  }
  const response = await request.attach('image', await categoryImage(), 'categoria.png');
  if (response.status !== 200) throw failed('POST categories', response);
  return response.body.item as { id: number; slug: string; name: string; image: string; has_subcategory: number };
}

/** POST supplements as the admin; answers the created item. */
export async function createSupplement(ctx: TestContext, admin: SignedInCaller, categoryId: number, fields: Fields = {}) {
  const body = { name: uniqueName('Suplemento'), order: '1', is_paid: '0', category_id: String(categoryId), ...fields };
  const response = await admin.auth(ctx.api.post('/api/v1/supplements')).send(body);
  if (response.status !== 200) throw failed('POST supplements', response);
  return response.body.item as { id: number; slug: string; name: string; is_paid: number; updated_at: string };
}

/** POST supplement-topics as the admin (multipart); answers the created item. */
export async function createTopic(ctx: TestContext, admin: SignedInCaller, supplementId: number, fields: Fields = {}) {
  let request = admin.auth(ctx.api.post('/api/v1/supplement-topics'));
  const all = { name: uniqueName('Tópico'), order: '1', is_paid: '0', content: '<p>Conteúdo</p>', supplement_id: String(supplementId), tags: 'null', ...fields };
  for (const [name, value] of Object.entries(all)) request = request.field(name, String(value));
  const response = await request;
  if (response.status !== 200) throw failed('POST supplement-topics', response);
  return response.body.item as { id: number; slug: string; name: string; content: string; tags: string | null };
}

/** The stored revision of a content item, as its admin form would have loaded it: every update sends it (422 without). */
export async function revisionOf(ctx: TestContext, collection: string, id: number): Promise<number> {
  const doc = await ctx.deps.store.get<{ revision?: number }>(collection, String(id));
  return doc?.revision ?? 0;
}
