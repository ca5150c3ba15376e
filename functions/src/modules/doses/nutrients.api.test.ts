import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULATION_GROUPS } from '../../contract/doses.js';
import type { Nutrient, SupplementDosesAnswer } from '../../contract/doses-answers.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** Nutrients in the dashboard (issue 32): admin only, every refusal in Portuguese with nothing written, the conflict, trash and versions. */
let ctx: TestContext;
let admin: SignedInCaller;
let otherAdmin: SignedInCaller;
let user: SignedInCaller;
/** An admin whose profile is in English: errors are answered in the profile's language. */
let englishAdmin: SignedInCaller;
const seed = seededClinical();
const magnesio = seed.supplement('Magnésio');
const zinco = seed.supplement('Zinco');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  [admin, otherAdmin, user] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'admin', { name: 'Bruno Revisor' }), signedInCaller(ctx, 'user')]);
  englishAdmin = await signedInCaller(ctx, 'admin');
  await ctx.deps.store.update(COLLECTIONS.users, englishAdmin.uid, { locale: 'en' });
}, 60_000);
afterAll(() => ctx?.close());

const none = { intake: null, upper_level: null, anvisa_max: null, usual_dose: null };
const body = (fields: Record<string, unknown> = {}) => ({
  name: 'Silício de teste',
  name_en: 'Test silicon',
  unit: 'mg',
  expressed_as: 'silício elementar',
  expressed_as_en: 'elemental silicon',
  element: 'Si',
  upper_level_scope: 'total',
  supplement_ids: [magnesio.id],
  groups: { ...Object.fromEntries(POPULATION_GROUPS.map((group) => [group, none])), gestantes: { ...none, upper_level: { kind: 'not_determined', source: 'fonte-teste' } } },
  sources: [{ key: 'fonte-teste', title: 'Fonte de teste', url: 'https://example.org/fonte' }],
  ...fields,
});
const post = (caller: SignedInCaller, path: string, fields: Record<string, unknown>) => caller.auth(ctx.api.post(`/api/v1/${path}`)).send(body(fields));
const total = async () => (await admin.auth(ctx.api.get('/api/v1/nutrients')).expect(200)).body.total as number;

describe('nutrients in the dashboard', () => {
  it('is for admins only', async () => {
    await ctx.api.get('/api/v1/nutrients').expect(401);
    await user.auth(ctx.api.get('/api/v1/nutrients')).expect(403);
    await post(user, 'nutrients', {}).expect(403);
    await user.auth(ctx.api.delete('/api/v1/nutrients/1')).expect(403);
    await ctx.api.post('/api/v1/nutrients').send(body()).expect(401);
  });

  it('creates a nutrient that the list finds and the supplement’s dose table shows', async () => {
    const created = (await post(admin, 'nutrients', {}).expect(200)).body;
    expect(created.message).toBe('Nutriente cadastrado com sucesso');
    expect(created.item).toMatchObject({ name: 'Silício de teste', name_en: 'Test silicon', slug: 'silicio-de-teste', element: 'Si', expressed_as_en: 'elemental silicon', supplements: [{ id: magnesio.id, name: 'Magnésio' }], revision: 1 });
    expect(created.item.groups.gestantes.upper_level).toEqual({ kind: 'not_determined', source: 'fonte-teste' });
    const found = (await admin.auth(ctx.api.get('/api/v1/nutrients').query({ search: 'silicon' })).expect(200)).body;
    expect(found.data).toEqual([{ id: created.item.id, name: 'Silício de teste', unit: 'mg', element: 'Si', supplements: ['Magnésio'], updated_at: created.item.updated_at }]);
    expect((await admin.auth(ctx.api.get(`/api/v1/nutrients/${created.item.id}`)).expect(200)).body.data).toEqual(created.item);
    const english = (await ctx.api.get(`/api/v1/supplements/slug/${magnesio.slug}/doses`).set('Accept-Language', 'en').expect(200)).body as SupplementDosesAnswer;
    expect(english.nutrients.find((nutrient) => nutrient.id === created.item.id)).toMatchObject({ name: 'Test silicon', expressed_as: 'elemental silicon', sources: [{ key: 'fonte-teste', title: 'Fonte de teste' }] });
  });

  it('refuses an unknown source, element or supplement in Portuguese, on its path, writing nothing', async () => {
    const before = await total();
    const unknownSource = (await post(admin, 'nutrients', { groups: { ...body().groups, gestantes: { ...none, upper_level: { kind: 'value', low: 350, high: 350, source: 'iom-9999' } } } }).expect(422)).body;
    expect(unknownSource.errors).toEqual({ 'groups.gestantes.upper_level.source': ['Fonte não encontrada na lista de fontes'] });
    expect((await post(admin, 'nutrients', { element: 'Xy' }).expect(422)).body).toMatchObject({ message: 'Elemento químico desconhecido', errors: { element: ['Elemento químico desconhecido'] } });
    const repeated = await post(admin, 'nutrients', { sources: [...body().sources, ...body().sources] }).expect(422);
    expect(repeated.body.errors).toEqual({ 'sources.1.key': ['Chave de fonte repetida'] });
    const missing = (await post(admin, 'nutrients', { supplement_ids: [zinco.id, 987654] }).expect(400)).body;
    expect(missing).toEqual({ message: 'Suplemento não encontrado (id 987654)', errors: { 'supplement_ids.1': ['Suplemento não encontrado (id 987654)'] } });
    const english = await post(englishAdmin, 'nutrients', { element: 'Xy' }).expect(422);
    expect(english.body.errors).toEqual({ element: ['Unknown chemical element'] });
    expect(await total()).toBe(before);
  });

  it('answers one 200 and one 409 to two saves of one revision, keeping the first and losing nothing', async () => {
    const { item } = (await post(admin, 'nutrients', { name: 'Boro de teste', name_en: 'Test boron', element: 'B' }).expect(200)).body as { item: Nutrient };
    const [first, second] = await Promise.all([
      post(admin, `nutrients/${item.id}`, { name: 'Boro de teste A', name_en: 'Test boron', element: 'B', revision: 1 }),
      post(otherAdmin, `nutrients/${item.id}`, { name: 'Boro de teste B', name_en: 'Test boron', element: 'B', revision: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    expect(winner.body.message).toBe('Nutriente atualizado com sucesso');
    expect((first.status === 409 ? first : second).body.code).toBe('edit_conflict');
    const now = (await admin.auth(ctx.api.get(`/api/v1/nutrients/${item.id}`)).expect(200)).body.data as Nutrient;
    expect(now).toMatchObject({ name: winner.body.item.name, revision: 2, slug: 'boro-de-teste' });
    const versions = (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'nutrient', item_id: item.id })).expect(200)).body.items.data;
    expect(versions.map((version: { action: string }) => version.action)).toEqual(['update', 'create']);
  });

  it('refuses to delete a nutrient a chemical form counts toward, and to change its element under the forms', async () => {
    const magnesium = (await admin.auth(ctx.api.get('/api/v1/nutrients').query({ search: 'magnesio' })).expect(200)).body.data[0] as { id: number };
    const refused = await admin.auth(ctx.api.delete(`/api/v1/nutrients/${magnesium.id}`)).expect(422);
    expect(refused.body.message).toBe('Nutriente em uso por formas químicas');
    const stored = (await admin.auth(ctx.api.get(`/api/v1/nutrients/${magnesium.id}`)).expect(200)).body.data as Nutrient;
    const { id: _id, slug: _slug, supplements, updated_at: _at, ...fields } = stored;
    const changed = await admin.auth(ctx.api.post(`/api/v1/nutrients/${magnesium.id}`)).send({ ...fields, element: 'Ca', supplement_ids: supplements.map((s) => s.id) }).expect(422);
    expect(changed.body.errors).toEqual({ element: ['Há formas químicas que contam por este elemento: altere-as antes'] });
    expect((await admin.auth(ctx.api.get(`/api/v1/nutrients/${magnesium.id}`)).expect(200)).body.data).toEqual(stored);
  });

  it('deletes a nutrient to the trash, from where it comes back', async () => {
    const { item } = (await post(admin, 'nutrients', { name: 'Cobalto de teste', name_en: 'Test cobalt', element: 'Co' }).expect(200)).body as { item: Nutrient };
    await admin.auth(ctx.api.delete(`/api/v1/nutrients/${item.id}`)).expect(200, { message: 'Nutriente excluído com sucesso' });
    await admin.auth(ctx.api.get(`/api/v1/nutrients/${item.id}`)).expect(404);
    const trash = (await admin.auth(ctx.api.get('/api/v1/trash').query({ type: 'nutrient' })).expect(200)).body.items.data as { id: string; item_id: number }[];
    const entry = trash.find((row) => row.item_id === item.id);
    expect(entry).toBeDefined();
    await admin.auth(ctx.api.post(`/api/v1/trash/${entry?.id}/restore`)).expect(200);
    expect((await admin.auth(ctx.api.get(`/api/v1/nutrients/${item.id}`)).expect(200)).body.data.name).toBe('Cobalto de teste');
  });
});
