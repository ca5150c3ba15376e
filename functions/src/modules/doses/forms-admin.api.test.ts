import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplementFormEditable } from '../../contract/doses-answers.js';
import type { TrashEntry } from '../../contract/history-answers.js';
import { COLLECTIONS, type FormulaTemplateDoc } from '../../domain/docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** Chemical forms created, edited and deleted in the dashboard (issue 38, item 5): the content write path and the trash. */
let ctx: TestContext;
let admin: SignedInCaller;
let premium: SignedInCaller;
let user: SignedInCaller;
let englishAdmin: SignedInCaller;
let magnesiumNutrientId: number;
const seed = seededClinical();
const magnesio = seed.supplement('Magnésio');
const zinco = seed.supplement('Zinco');
const levotiroxina = seed.drug('Levotiroxina sódica');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  [admin, premium, user, englishAdmin] = await Promise.all([
    signedInCaller(ctx, 'admin', { name: 'Ana Editora' }),
    signedInCaller(ctx, 'premium'),
    signedInCaller(ctx, 'user'),
    signedInCaller(ctx, 'admin'),
  ]);
  await ctx.deps.store.update(COLLECTIONS.users, englishAdmin.uid, { locale: 'en' });
  const nutrients = (await admin.auth(ctx.api.get('/api/v1/nutrients').query({ search: 'Magnésio' })).expect(200)).body.data as { id: number; name: string }[];
  magnesiumNutrientId = nutrients.find((nutrient) => nutrient.name === 'Magnésio')!.id;
}, 60_000);
afterAll(() => ctx?.close());

type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** Magnesium L-threonate as a test form: C8H14MgO10, 294.49 g/mol, 8.25 % Mg by its formula. */
const formBody = (fields: Record<string, unknown> = {}) => ({
  supplement_id: magnesio.id,
  name: 'Forma de teste (treonato)',
  name_en: 'Test form (threonate)',
  formula: 'C8H14MgO10',
  formula_source: { key: 'teste-treonato', title: 'Fonte de teste do treonato', url: 'https://example.org/treonato' },
  nutrient_id: magnesiumNutrientId,
  basis: 'element',
  moiety_formula: null,
  iu_factor: null,
  counts_toward_upper_level: true,
  ...fields,
});
const create = (fields: Record<string, unknown> = {}, caller: SignedInCaller = admin) => caller.auth(ctx.api.post('/api/v1/supplement-forms')).send(formBody(fields));
const created = async (fields: Record<string, unknown> = {}) => (await create(fields).expect(200)).body.item as SupplementFormEditable;
const chemistryOf = async (supplementId: number) => (await admin.auth(ctx.api.get(`/api/v1/supplements/${supplementId}/forms/chemistry`)).expect(200)).body.items as SupplementFormEditable[];
const remove = (id: number, caller: SignedInCaller = admin) => caller.auth(ctx.api.delete(`/api/v1/supplement-forms/${id}`));
const trashEntryOf = async (id: number) =>
  ((await admin.auth(ctx.api.get('/api/v1/trash').query({ type: 'supplement_form' })).expect(200)).body.items.data as TrashEntry[]).find((entry) => entry.item_id === id);
const versionActions = async (id: number) =>
  ((await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'supplement_form', item_id: id })).expect(200)).body.items.data as { action: string }[]).map((version) => version.action);
const formCount = () => ctx.deps.store.count({ collection: COLLECTIONS.supplementForms });

describe('creating a chemical form', () => {
  it('adds it after the supplement’s other forms, with its molar mass and fraction computed, and versions the creation', async () => {
    const before = await chemistryOf(magnesio.id);
    const answer = (await create({ name: 'Treonato de magnésio (teste)' }).expect(200)).body as { message: string; item: SupplementFormEditable };
    expect(answer.message).toBe('Forma química cadastrada com sucesso');
    expect(answer.item).toMatchObject({ supplement_id: magnesio.id, name: 'Treonato de magnésio (teste)', formula: 'C8H14MgO10', basis: 'element', nutrient: { id: magnesiumNutrientId, name: 'Magnésio' }, revision: 1 });
    expect(answer.item.molar_mass).toBeCloseTo(294.49, 1);
    expect(answer.item.fraction).toBeCloseTo(0.0825, 3);

    const after = await chemistryOf(magnesio.id);
    expect(after.map((form) => form.id)).toEqual([...before.map((form) => form.id), answer.item.id]);
    expect((await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${answer.item.id}`)).expect(200)).body.data).toEqual(answer.item);
    // The checker's typeahead finds it by its English name, and the monograph's table lists it.
    const options = (await ctx.api.get('/api/v1/interactions/options').query({ search: 'Test form' }).expect(200)).body;
    expect(JSON.stringify(options)).toContain('Treonato de magnésio (teste)');
    const table = (await ctx.api.get(`/api/v1/supplements/slug/${magnesio.slug}/doses`).expect(200)).body as { forms: { id: number }[] };
    expect(table.forms.map((form) => form.id)).toContain(answer.item.id);
    expect(await versionActions(answer.item.id)).toEqual(['create']);
  });

  it('names every missing field in Portuguese and writes nothing', async () => {
    const count = await formCount();
    const errors = ((await admin.auth(ctx.api.post('/api/v1/supplement-forms')).send({}).expect(422)).body as ErrorBody).errors;
    expect(errors).toEqual({
      supplement_id: ['Selecione o suplemento da forma'],
      name: ['Nome não foi preenchido'],
      name_en: ['Nome em inglês não foi preenchido'],
      counts_toward_upper_level: ['Informe se a forma conta para o limite superior'],
    });
    expect(((await create({ role: 'admin' }).expect(422)).body as ErrorBody).message).toBe('Campo não permitido: role');
    expect(await formCount()).toBe(count);
  });

  it('names an unknown element symbol in the formula, in the admin’s language', async () => {
    const count = await formCount();
    const refused = (await create({ name: 'Forma com símbolo errado', formula: 'C8H14Mq O10' }).expect(422)).body as ErrorBody;
    expect(refused.errors).toEqual({ formula: ['Elemento desconhecido na fórmula: Mq'] });
    expect(((await create({ name: 'Forma com parêntese aberto', formula: 'Mg(OH' }).expect(422)).body as ErrorBody).errors).toEqual({ formula: ['Fórmula molecular inválida'] });
    expect(((await create({ name: 'Forma com moiety errada', basis: 'moiety', moiety_formula: 'Zz2' }).expect(422)).body as ErrorBody).errors).toEqual({ moiety_formula: ['Elemento desconhecido na fórmula: Zz'] });
    const english = (await create({ name: 'Forma em inglês', formula: 'Xx2O' }, englishAdmin).expect(422)).body as ErrorBody;
    expect(english.errors).toEqual({ formula: ['Unknown element in the formula: Xx'] });
    expect(await formCount()).toBe(count);
  });

  it('refuses a supplement that does not exist, a nutrient of another supplement, and a name the supplement’s forms already have', async () => {
    const count = await formCount();
    expect(((await create({ supplement_id: 999_999 }).expect(404)).body as ErrorBody).message).toBe('Suplemento não encontrado');
    expect(((await create({ supplement_id: zinco.id, name: 'Zinco de teste' }).expect(422)).body as ErrorBody).errors).toEqual({ nutrient_id: ['O nutriente não se aplica ao suplemento desta forma'] });
    expect(((await create({ nutrient_id: 999_999, name: 'Outra de teste' }).expect(400)).body as ErrorBody).errors).toEqual({ nutrient_id: ['Nutriente não encontrado (id 999999)'] });
    const taken = seed.forms.find((form) => form.supplement_id === magnesio.id)!;
    expect(((await create({ name: taken.name.toUpperCase() }).expect(422)).body as ErrorBody).errors).toEqual({ name: ['Este suplemento já tem uma forma com este nome'] });
    expect(await formCount()).toBe(count);
  });

  it('is for admins only: anonymous 401, a user and a premium subscriber 403, nothing written', async () => {
    const count = await formCount();
    await ctx.api.post('/api/v1/supplement-forms').send(formBody({ name: 'Anônima' })).expect(401);
    await create({ name: 'De usuário' }, user).expect(403);
    await create({ name: 'De assinante' }, premium).expect(403);
    const form = await created({ name: 'Forma que só admin exclui' });
    await ctx.api.delete(`/api/v1/supplement-forms/${form.id}`).expect(401);
    await remove(form.id, user).expect(403);
    await remove(form.id, premium).expect(403);
    await premium.auth(ctx.api.post(`/api/v1/supplement-forms/${form.id}`)).send({ ...formBody(), supplement_id: undefined }).expect(403);
    expect(await formCount()).toBe(count + 1);
  });
});

describe('editing and deleting a chemical form', () => {
  it('edits a created form with the revision it loaded, and refuses a stale one', async () => {
    const form = await created({ name: 'Forma editável (teste)' });
    const { supplement_id: _supplement, ...fields } = formBody({ name: 'Forma editada (teste)', formula: 'MgO' });
    const saved = (await admin.auth(ctx.api.post(`/api/v1/supplement-forms/${form.id}`)).send({ ...fields, revision: 1 }).expect(200)).body.item as SupplementFormEditable;
    expect(saved).toMatchObject({ name: 'Forma editada (teste)', formula: 'MgO', revision: 2 });
    expect(saved.fraction).toBeCloseTo(0.603, 3);
    await admin.auth(ctx.api.post(`/api/v1/supplement-forms/${form.id}`)).send({ ...fields, revision: 1 }).expect(409);
  });

  it('moves it to the trash (gone from the dashboard and the monograph) and restores it with its id, versions recorded', async () => {
    const form = await created({ name: 'Forma para a lixeira (teste)' });
    expect(((await remove(form.id).expect(200)).body as { message: string }).message).toBe('Forma química excluída com sucesso');
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${form.id}`)).expect(404);
    expect((await chemistryOf(magnesio.id)).map((item) => item.id)).not.toContain(form.id);
    const table = (await ctx.api.get(`/api/v1/supplements/slug/${magnesio.slug}/doses`).expect(200)).body as { forms: { id: number }[] };
    expect(table.forms.map((item) => item.id)).not.toContain(form.id);
    await remove(form.id).expect(404);

    const entry = await trashEntryOf(form.id);
    expect(entry).toMatchObject({ type: 'supplement_form', name: 'Forma para a lixeira (teste)', actor: { name: 'Ana Editora' } });
    const restored = (await admin.auth(ctx.api.post(`/api/v1/trash/${entry!.id}/restore`)).expect(200)).body as { message: string };
    expect(restored.message).toBe('Forma química restaurada');
    expect((await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${form.id}`)).expect(200)).body.data).toMatchObject({ name: 'Forma para a lixeira (teste)', formula: 'C8H14MgO10' });
    expect((await chemistryOf(magnesio.id)).map((item) => item.id)).toContain(form.id);
    expect(await versionActions(form.id)).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses a restore while another form of the supplement has its name', async () => {
    const form = await created({ name: 'Forma repetida (teste)' });
    await remove(form.id).expect(200);
    const replacement = await created({ name: 'Forma repetida (teste)' });
    const entry = await trashEntryOf(form.id);
    const refused = (await admin.auth(ctx.api.post(`/api/v1/trash/${entry!.id}/restore`)).expect(409)).body as ErrorBody;
    expect(refused.message).toBe('O suplemento já tem outra forma chamada "Forma repetida (teste)": renomeie-a antes de restaurar.');
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${replacement.id}`)).expect(200);
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${form.id}`)).expect(404);
  });

  it('refuses to delete a form an interaction names, saying which, and deletes nothing', async () => {
    const form = await created({ name: 'Forma com interação (teste)' });
    const interaction = (
      await admin
        .auth(ctx.api.post('/api/v1/interactions'))
        .send({
          supplement_id: magnesio.id,
          form_id: form.id,
          other_kind: 'drug',
          other_id: levotiroxina.id,
          severity: 'moderada',
          likelihood: 'possivel',
          evidence: 'C',
          mechanism: 'Texto de teste do mecanismo.',
          management: 'Texto de teste da conduta.',
          references: [],
        })
        .expect(200)
    ).body.item as { id: number };
    const refused = (await remove(form.id).expect(422)).body as ErrorBody;
    expect(refused.message).toBe('Esta forma química está em uso e não pode ser excluída: interação Magnésio (Forma com interação (teste)) × Levotiroxina sódica.');
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${form.id}`)).expect(200);
    expect(await trashEntryOf(form.id)).toBeUndefined();

    // Once the interaction is gone, the form can go.
    await admin.auth(ctx.api.delete(`/api/v1/interactions/${interaction.id}`)).expect(200);
    await remove(form.id).expect(200);
  });

  it("refuses to delete a form in a subscriber's saved formula, in English for an English admin", async () => {
    const form = await created({ name: 'Forma em fórmula salva (teste)' });
    await premium
      .auth(ctx.api.post('/api/v1/formulas'))
      .send({ name: 'Fórmula de teste', population: 'adultos-19a', components: [{ form_id: form.id, amount: 500, unit: 'mg' }], pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 1, duration_days: 30 })
      .expect(200);
    expect(((await remove(form.id).expect(422)).body as ErrorBody).message).toBe('Esta forma química está em uso e não pode ser excluída: 1 fórmula salva por profissionais.');
    expect(((await remove(form.id, englishAdmin).expect(422)).body as ErrorBody).message).toBe('This chemical form is in use and cannot be deleted: 1 saved formula(s).');
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${form.id}`)).expect(200);
  });

  it("refuses to delete a form a builder template names", async () => {
    const [template] = (await ctx.deps.store.query<FormulaTemplateDoc>({ collection: COLLECTIONS.formulaTemplates })).map((doc) => doc.data);
    const formId = template!.components[0]!.form_id;
    const refused = (await remove(formId).expect(422)).body as ErrorBody;
    expect(refused.message).toContain(`modelo de fórmula "${template!.name}"`);
    await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${formId}`)).expect(200);
  });
});
