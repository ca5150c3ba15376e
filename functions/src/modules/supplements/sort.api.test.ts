import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SORT } from '../../contract/supplements.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let slug: string;

/** Display orders that disagree with the alphabet, and initials with accents (which byte order puts after Z). */
const SUPPLEMENTS = [
  { name: 'Zinco Quelato', order: '1' },
  { name: 'Ômega 3', order: '2' },
  { name: 'Magnésio Dimalato', order: '3' },
  { name: 'Ácido Fólico', order: '4' },
  { name: 'Vitamina B12', order: '5' },
  { name: 'Vitamina B2', order: '6' },
];

const namesOf = (body: { items: { data: { name: string }[] } }) => body.items.data.map((item) => item.name);
const list = (query: Record<string, string | number>) => ctx.api.get(`/api/v1/supplements/category/slug/${slug}`).query(query);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
  const category = await createCategory(ctx, admin);
  slug = category.slug;
  for (const supplement of SUPPLEMENTS) await createSupplement(ctx, admin, category.id, supplement);
});
afterAll(() => ctx.close());

describe("a category's supplements A to Z", () => {
  it('keeps the display order by default and lists A to Z with sort=name, accents read as their letter', async () => {
    expect(namesOf((await list({}).expect(200)).body)).toEqual(SUPPLEMENTS.map((supplement) => supplement.name));
    expect(namesOf((await list({ sort: 'order' }).expect(200)).body)).toEqual(SUPPLEMENTS.map((supplement) => supplement.name));
    const sorted = (await list({ sort: 'name' }).expect(200)).body;
    expect(namesOf(sorted)).toEqual(['Ácido Fólico', 'Magnésio Dimalato', 'Ômega 3', 'Vitamina B2', 'Vitamina B12', 'Zinco Quelato']);
    expect(sorted.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 6 });
    expect(sorted.category.slug).toBe(slug);
  });

  it('sorts the search results too', async () => {
    expect(namesOf((await list({ sort: 'name', search: 'vitamina' }).expect(200)).body)).toEqual(['Vitamina B2', 'Vitamina B12']);
  });

  it('refuses an unknown order with a Portuguese message', async () => {
    const refused = await list({ sort: 'preco' }).expect(422);
    expect(refused.body.message).toBe(INVALID_SORT);
  });
});
