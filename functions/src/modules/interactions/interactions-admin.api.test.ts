import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionCheckAnswer } from '../../contract/interactions-answers.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** The dashboard's interactions (issue 31): admin-only writes through the content write path, every refusal, the conflict, history and trash. */
let ctx: TestContext;
let admin: SignedInCaller;
let otherAdmin: SignedInCaller;
let premium: SignedInCaller;
const seed = seededClinical();
const magnesio = seed.supplement('Magnésio');
const zinco = seed.supplement('Zinco');
const k2 = seed.supplement('Vitamina K2');
const levotiroxina = seed.drug('Levotiroxina sódica');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  [admin, otherAdmin, premium] = await Promise.all([signedInCaller(ctx, 'admin', { name: 'Ana Editora' }), signedInCaller(ctx, 'admin', { name: 'Bruno Revisor' }), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

const body = (fields: Record<string, unknown> = {}) => ({
  supplement_id: magnesio.id,
  other_kind: 'drug',
  other_id: levotiroxina.id,
  severity: 'moderada',
  likelihood: 'possivel',
  evidence: 'C',
  mechanism: 'Texto de teste do mecanismo.',
  management: 'Texto de teste da conduta.',
  timing: 'Separar por 4 h',
  references: [{ authors: 'Autor A', title: 'Título de teste', journal: null, year: 2020, pmid: '12345678' }],
  ...fields,
});
const create = (caller: SignedInCaller, fields: Record<string, unknown> = {}) => caller.auth(ctx.api.post('/api/v1/interactions')).send(body(fields));
const errorsOf = async (request: ReturnType<typeof create>, status = 422) => (await request.expect(status)).body.errors as Record<string, string[]>;

describe('interactions in the dashboard', () => {
  it('lets an admin add an interaction that the checker answers once saved, reviewed by that admin', async () => {
    const pair = [{ kind: 'supplement', id: magnesio.id }, { kind: 'drug', id: levotiroxina.id }];
    const before = (await ctx.api.post('/api/v1/interactions/check').send({ items: pair }).expect(200)).body as InteractionCheckAnswer;
    expect(before.pairs_without_interaction).toEqual([{ between: pair, reason: 'no_record' }]);

    const created = (await create(admin).expect(200)).body;
    expect(created.message).toBe('Nova interação cadastrada');
    expect(created.item).toMatchObject({ supplement: { kind: 'supplement', name: 'Magnésio', form: null }, other: { kind: 'drug', name: 'Levotiroxina sódica' }, reviewed_by: null, revision: 1, timing: 'Separar por 4 h' });

    const after = (await premium.auth(ctx.api.post('/api/v1/interactions/check')).send({ items: pair }).expect(200)).body as InteractionCheckAnswer;
    expect(after.groups[1].items.map((card) => [card.id, card.details?.management])).toEqual([[created.item.id, 'Texto de teste da conduta.']]);
    expect((await admin.auth(ctx.api.get(`/api/v1/interactions/${created.item.id}`)).expect(200)).body.item.mechanism).toBe('Texto de teste do mecanismo.');
    expect((await admin.auth(ctx.api.get('/api/v1/interactions').query({ search: 'levotiroxina' })).expect(200)).body.items.data.map((row: { id: number }) => row.id)).toContain(created.item.id);
    expect((await admin.auth(ctx.api.get('/api/v1/interactions').query({ severity: 'grave' })).expect(200)).body.items.data.every((row: { severity: string }) => row.severity === 'grave')).toBe(true);

    await admin.auth(ctx.api.delete(`/api/v1/interactions/${created.item.id}`)).expect(200, { message: 'Interação foi deletada!' });
    const gone = (await ctx.api.post('/api/v1/interactions/check').send({ items: pair }).expect(200)).body as InteractionCheckAnswer;
    expect(gone.pairs_without_interaction).toHaveLength(1);
    const trash = (await admin.auth(ctx.api.get('/api/v1/trash').query({ type: 'interaction' })).expect(200)).body.items.data;
    expect(trash.map((entry: { type: string; item_id: number; name: string }) => [entry.type, entry.item_id, entry.name])).toEqual([['interaction', created.item.id, 'Magnésio × Levotiroxina sódica']]);
    await admin.auth(ctx.api.post(`/api/v1/trash/${trash[0].id}/restore`)).expect(200);
    expect((await ctx.api.post('/api/v1/interactions/check').send({ items: pair }).expect(200)).body.groups[1].items).toHaveLength(1);
    const versions = (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'interaction', item_id: created.item.id })).expect(200)).body.items.data;
    expect(versions.map((version: { action: string }) => version.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('records what a save changed: a new severity is the severity, not the review nor the untouched references', async () => {
    const { item } = (await create(admin, { other_kind: 'condition', other_id: seed.condition('Gestação').id }).expect(200)).body;
    expect(item).toMatchObject({ reviewed_at: null, reviewed_by: null });
    await admin.auth(ctx.api.post(`/api/v1/interactions/${item.id}`)).send(body({ other_kind: 'condition', other_id: seed.condition('Gestação').id, severity: 'grave', revision: 1 })).expect(200);
    const versions = (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'interaction', item_id: item.id })).expect(200)).body.items.data;
    expect(versions[0]).toMatchObject({ action: 'update', name: 'Magnésio × Gestação', changed: ['severity'] });
  });

  it("is reviewed only when an admin marks it: 'Marcar como revisada' names the reviewer and leaves the save date", async () => {
    const { item } = (await create(admin, { other_kind: 'condition', other_id: seed.condition('Lactação').id }).expect(200)).body;
    await premium.auth(ctx.api.post(`/api/v1/interactions/${item.id}/review`)).expect(403);
    const reviewed = (await admin.auth(ctx.api.post(`/api/v1/interactions/${item.id}/review`)).expect(200)).body;
    expect(reviewed.message).toBe('Interação marcada como revisada');
    expect(reviewed.item.reviewed_by).toBe('Ana Editora');
    expect(Date.parse(reviewed.item.reviewed_at)).toBeGreaterThanOrEqual(Date.parse(item.updated_at));
    expect(reviewed.item.updated_at).toBe(item.updated_at);
    await admin.auth(ctx.api.post('/api/v1/interactions/987654/review')).expect(404);
  });

  it('refuses a second save of the same revision (409) and keeps the first', async () => {
    const { item } = (await create(admin, { other_kind: 'supplement', other_id: zinco.id }).expect(200)).body;
    const [first, second] = await Promise.all([
      admin.auth(ctx.api.post(`/api/v1/interactions/${item.id}`)).send(body({ other_kind: 'supplement', other_id: zinco.id, severity: 'leve', revision: 1 })),
      otherAdmin.auth(ctx.api.post(`/api/v1/interactions/${item.id}`)).send(body({ other_kind: 'supplement', other_id: zinco.id, severity: 'grave', revision: 1 })),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.code).toBe('edit_conflict');
    const saved = (await admin.auth(ctx.api.get(`/api/v1/interactions/${item.id}`)).expect(200)).body.item;
    expect(saved.revision).toBe(2);
    expect(saved.severity).toBe(first.status === 200 ? 'leve' : 'grave');
  });

  it('restores an older version with the sides it had, and the checker follows them', async () => {
    const levodopa = seed.drug('Levodopa');
    const selenio = seed.supplement('Selênio');
    const { item } = (await create(admin, { supplement_id: selenio.id, other_id: levodopa.id }).expect(200)).body;
    await admin.auth(ctx.api.post(`/api/v1/interactions/${item.id}`)).send(body({ supplement_id: zinco.id, other_id: levodopa.id, revision: 1 })).expect(200);
    const pairWith = async (supplementId: number) =>
      ((await ctx.api.post('/api/v1/interactions/check').send({ items: [{ kind: 'supplement', id: supplementId }, { kind: 'drug', id: levodopa.id }] }).expect(200)).body as InteractionCheckAnswer).groups[1].items.map((card) => card.id);
    expect(await pairWith(zinco.id)).toEqual([item.id]);
    const versions = (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'interaction', item_id: item.id })).expect(200)).body.items.data;
    const first = versions.find((version: { action: string }) => version.action === 'create');
    await admin.auth(ctx.api.post(`/api/v1/content-versions/${first.id}/restore`)).expect(200);
    expect(await pairWith(selenio.id)).toEqual([item.id]);
    expect(await pairWith(zinco.id)).toEqual([]);
  });

  it('is for admins only: premium users and anonymous callers are refused', async () => {
    await create(premium).expect(403);
    await ctx.api.post('/api/v1/interactions').send(body()).expect(401);
    await premium.auth(ctx.api.get('/api/v1/interactions')).expect(403);
    await premium.auth(ctx.api.delete('/api/v1/interactions/1')).expect(403);
    await premium.auth(ctx.api.post('/api/v1/interactions/1')).send(body()).expect(403);
  });

  it('names every missing or invalid field in Portuguese', async () => {
    expect(await errorsOf(admin.auth(ctx.api.post('/api/v1/interactions')).send({}))).toEqual({
      supplement_id: ['Selecione o suplemento'],
      other_kind: ['Selecione o tipo do outro lado da interação'],
      other_id: ['Selecione o outro lado da interação'],
      severity: ['Selecione a gravidade'],
      likelihood: ['Selecione a probabilidade'],
      evidence: ['Selecione o nível de evidência'],
      mechanism: ['Mecanismo não foi preenchido'],
      management: ['Conduta não foi preenchida'],
    });
    expect(await errorsOf(create(admin, { other_kind: 'supplement', other_id: magnesio.id }))).toEqual({ other_id: ['Escolha outro suplemento para o outro lado da interação'] });
    expect(await errorsOf(create(admin, { other_form_id: 3 }))).toEqual({ other_form_id: ['Forma química só se aplica a um suplemento'] });
    expect(await errorsOf(create(admin, { references: [{ authors: 'A', title: 'T', doi: 'x' }] }))).toEqual({ 'references.0.doi': ['DOI inválido (ex.: 10.1056/NEJMra070553)'] });
    expect(await errorsOf(create(admin, { mechanism: 'a'.repeat(2001), timing: 'a'.repeat(301) }))).toEqual({ mechanism: ['Mecanismo muito longo'], timing: ['Orientação de horário muito longa'] });
  });

  it('refuses sides that name nothing, a form of another supplement and a pair already recorded', async () => {
    expect(await errorsOf(create(admin, { supplement_id: 987654 }))).toEqual({ supplement_id: ['Suplemento não encontrado'] });
    expect(await errorsOf(create(admin, { other_id: 987654 }))).toEqual({ other_id: ['Medicamento não encontrado'] });
    expect(await errorsOf(create(admin, { other_kind: 'drug_class', other_id: 987654 }))).toEqual({ other_id: ['Classe de medicamentos não encontrada'] });
    expect(await errorsOf(create(admin, { other_kind: 'condition', other_id: 987654 }))).toEqual({ other_id: ['Condição não encontrada'] });
    const mk7 = seed.form('Menaquinona-7 (MK-7)');
    expect(await errorsOf(create(admin, { form_id: mk7.id }))).toEqual({ form_id: ['Forma química não pertence ao suplemento'] });
    expect(await errorsOf(create(admin, { other_kind: 'supplement', other_id: zinco.id, other_form_id: mk7.id }))).toEqual({ other_form_id: ['Forma química não pertence ao suplemento'] });
    const seeded = seed.interactions.find((record) => record.supplement_id === k2.id && record.form_id === mk7.id)!;
    expect(await errorsOf(create(admin, { supplement_id: k2.id, form_id: mk7.id, other_kind: seeded.other_kind, other_id: seeded.other_id }))).toEqual({ other_id: ['Esta interação já está cadastrada'] });
    await admin.auth(ctx.api.get('/api/v1/interactions/987654')).expect(404);
    await admin.auth(ctx.api.post('/api/v1/interactions/987654')).send({ ...body(), revision: 1 }).expect(404);
    await admin.auth(ctx.api.delete('/api/v1/interactions/987654')).expect(404);
  });
});
