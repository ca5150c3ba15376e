import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISION_REQUIRED } from '../../contract/catalogue-fields.js';
import type { FormulaAnswer, FormulaComputeAnswer, FormulaListAnswer, FormulaTemplatesAnswer, PrescriberAnswer, SavedFormula } from '../../contract/formulas-answers.js';
import { formulaAnswer, formulaComputeAnswer, formulaListAnswer, formulaTemplatesAnswer, prescriberAnswer } from '../../contract/formulas-answers.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { COLLECTIONS, type FormulaDoc } from '../../domain/docs.js';
import { createFormulasService, MAX_SAVED_FORMULAS } from './service.js';
import { createFormulasRepository } from './repository.js';
import { formulaSchema } from '../../contract/formulas.js';
import { clinicalReader } from '../drugs/port.js';
import { interactionsReads } from '../interactions/port.js';

/** The formula builder's API on the seeded demonstration data (issue 32): compute, saved formulas, templates, prescriber. */
let ctx: TestContext;
let premium: SignedInCaller;
let otherPremium: SignedInCaller;
let free: SignedInCaller;
const seed = seededClinical();

const magnesium = seed.form('Magnésio quelato (bisglicinato)').id;
const ferrousSulfate = seed.form('Sulfato ferroso').id;
const cholecalciferol = seed.form('Colecalciferol (D3)').id;

/** The journey: a gestante, magnésio bisglicinato, ferro and vitamina D3 in UI. */
const gestanteFormula = {
  population: 'gestantes',
  components: [
    { form_id: magnesium, amount: 1500, unit: 'mg' },
    { form_id: ferrousSulfate, amount: 100, unit: 'mg' },
    { form_id: cholecalciferol, amount: 2000, unit: 'UI' },
  ],
  pharmaceutical_form: 'capsula',
  units_per_dose: 1,
  doses_per_day: 2,
  duration_days: 60,
};

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  [premium, otherPremium, free] = await Promise.all([signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'user')]);
}, 60_000);
afterAll(() => ctx?.close());

const compute = (body: unknown, caller: SignedInCaller | null = premium) => {
  const request = ctx.api.post('/api/v1/formulas/compute').send(body as object);
  return caller ? caller.auth(request) : request;
};
type ErrorBody = { message: string; code?: string; errors?: Record<string, string[]>; details?: unknown };

describe('POST formulas/compute', () => {
  it("computes the gestante's formula: elemental totals, magnesium above the UL with its source, Magnésio × Ferro, the posology and the quantity", async () => {
    const body = (await compute(gestanteFormula).expect(200)).body as FormulaComputeAnswer;
    expect(formulaComputeAnswer.safeParse(body).success).toBe(true);
    expect(body.population).toEqual({ key: 'gestantes', name: 'Gestantes' });
    expect(body.components.map((component) => [component.form.name, component.nutrient?.name, component.per_unit !== null])).toEqual([
      ['Magnésio quelato (bisglicinato)', 'Magnésio', true],
      ['Sulfato ferroso', 'Ferro', true],
      ['Colecalciferol (D3)', 'Vitamina D', true],
    ]);
    expect(body.components[2]).toMatchObject({ per_unit: 50, per_day: 100 });
    const [mg, fe, d] = body.nutrients;
    expect(mg?.daily_total).toBeCloseTo(1500 * 0.141 * 2, -1);
    expect(mg?.marks.upper_level).toBe('above');
    expect(mg?.warnings[0]).toMatch(/^Magnésio: 423 mg de magnésio elementar por dia, acima do limite superior tolerável \(UL\) do grupo Gestantes \(350 mg/);
    expect(mg?.warnings[0]).toContain('Fonte: IOM 2000');
    expect(fe?.marks.upper_level).toBe('within');
    expect(d).toMatchObject({ daily_total: 100, marks: { intake: 'within', upper_level: 'within', anvisa_max: 'unknown' }, warnings: [] });
    expect(body.sources.map((source) => source.key)).toContain('iom-2000-ul-summary');
    const leve = body.interactions.groups.find((group) => group.severity === 'leve');
    expect(leve?.items.map((card) => `${card.supplement.name} × ${card.other.name}`)).toContain('Magnésio × Ferro');
    expect(body.interactions.locked).toBe(false);
    expect(body.posology).toBe('Tomar 1 cápsula 2 vezes ao dia, durante 60 dias.');
    expect(body.quantity).toEqual({ units: 120, text: '120 cápsulas' });
  });

  it("checks the patient's drugs and conditions with the components", async () => {
    const body = (await compute({ ...gestanteFormula, drug_ids: [seed.drug('Varfarina').id], condition_ids: [seed.condition('Gestação').id] }).expect(200)).body as FormulaComputeAnswer;
    expect(body.interactions.items.map((item) => item.kind)).toEqual(['form', 'form', 'form', 'drug', 'condition']);
    expect(body.interactions.groups.flatMap((group) => group.items.map((card) => `${card.supplement.name} × ${card.other.name}`))).toContain('Ferro × Gestação');
  });

  it('answers in English for an English caller', async () => {
    const english = await signedInCaller(ctx, 'premium');
    await english.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    const body = (await compute(gestanteFormula, english).expect(200)).body as FormulaComputeAnswer;
    expect(body.posology).toBe('Take 1 capsule twice a day, for 60 days.');
    expect(body.quantity.text).toBe('120 capsules');
    expect(body.nutrients[0]?.warnings[0]).toContain('above the tolerable upper intake level (UL) for the group Pregnancy');
    const refused = (await compute({ ...gestanteFormula, components: [{ form_id: magnesium, amount: 300, unit: 'UI' }] }, english).expect(422)).body as ErrorBody;
    expect(refused.message).toBe('UI does not apply to Magnesium chelate (bisglycinate)');
  });

  it("refuses a free account with 'premium_required' and an anonymous caller with 401", async () => {
    expect(((await compute(gestanteFormula, free).expect(403)).body as ErrorBody).code).toBe('premium_required');
    await compute(gestanteFormula, null).expect(401);
  });

  it('names each unknown form, drug and condition on its field (400)', async () => {
    const body = (
      await compute({ ...gestanteFormula, components: [gestanteFormula.components[0], { form_id: 999, amount: 10, unit: 'mg' }], drug_ids: [9999], condition_ids: [8888] }).expect(400)
    ).body as ErrorBody;
    expect(body.message).toBe('Forma química não encontrada (id 999)');
    expect(body.errors).toEqual({
      'components.1.form_id': ['Forma química não encontrada (id 999)'],
      'drug_ids.0': ['Medicamento não encontrado (id 9999)'],
      'condition_ids.0': ['Condição não encontrada (id 8888)'],
    });
  });

  it('refuses negative, zero and absurd amounts and counts with the schema’s messages (422)', async () => {
    const withAmount = (amount: unknown, unit = 'mg') => ({ ...gestanteFormula, components: [{ form_id: magnesium, amount, unit }] });
    for (const amount of [-5, 0, 'abc']) {
      expect(((await compute(withAmount(amount)).expect(422)).body as ErrorBody).errors).toEqual({ 'components.0.amount': ['Informe a quantidade (um número maior que zero)'] });
    }
    expect(((await compute(withAmount(10_001)).expect(422)).body as ErrorBody).errors).toEqual({ 'components.0.amount': ['Quantidade fora do intervalo aceito (no máximo 10 g por unidade)'] });
    const counts = (await compute({ ...gestanteFormula, units_per_dose: 0, doses_per_day: 11, duration_days: 400 }).expect(422)).body as ErrorBody;
    expect(counts.errors).toEqual({ units_per_dose: ['Unidades por dose: de 1 a 20'], doses_per_day: ['Doses por dia: de 1 a 10'], duration_days: ['Duração: de 1 a 365 dias'] });
    expect(((await compute({ ...gestanteFormula, components: [] }).expect(422)).body as ErrorBody).errors).toEqual({ components: ['Adicione ao menos um componente'] });
  });

  it("refuses 'UI' on magnesium, naming the form (422)", async () => {
    const body = (await compute({ ...gestanteFormula, components: [{ form_id: magnesium, amount: 300, unit: 'UI' }, gestanteFormula.components[2]] }).expect(422)).body as ErrorBody;
    expect(body.message).toBe('A unidade UI não se aplica a Magnésio quelato (bisglicinato)');
    expect(body.errors).toEqual({ 'components.0.unit': ['A unidade UI não se aplica a Magnésio quelato (bisglicinato)'] });
  });
});

const saved = (name: string, patient: string | null = null, caller = premium) =>
  caller.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name, patient_name: patient }).expect(200).then((response) => (response.body as { item: SavedFormula }).item);

describe('saved formulas', () => {
  it('saves, reopens, computes and lists a formula for its owner only', async () => {
    const formula = await saved('Gestação 2º trimestre', 'Ana Souza');
    expect(formula).toMatchObject({ name: 'Gestação 2º trimestre', patient_name: 'Ana Souza', revision: 1, notes: null, drugs: [], conditions: [] });
    expect(formula.components[0]?.form).toMatchObject({ name: 'Magnésio quelato (bisglicinato)', supplement_name: 'Magnésio' });
    const reopened = (await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}`)).expect(200)).body as FormulaAnswer;
    expect(formulaAnswer.safeParse(reopened).success).toBe(true);
    expect(reopened.data).toEqual(formula);
    const computed = (await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}/computed`)).expect(200)).body as FormulaComputeAnswer;
    expect(computed.nutrients[0]?.marks.upper_level).toBe('above');

    // Another premium account: every path answers 404, and its list holds nothing of the owner's.
    for (const request of [
      ctx.api.get(`/api/v1/formulas/${formula.id}`),
      ctx.api.get(`/api/v1/formulas/${formula.id}/computed`),
      ctx.api.post(`/api/v1/formulas/${formula.id}`).send({ ...gestanteFormula, name: 'Tomada', revision: 1 }),
      ctx.api.post(`/api/v1/formulas/${formula.id}/duplicate`),
      ctx.api.delete(`/api/v1/formulas/${formula.id}`),
    ]) {
      expect(((await otherPremium.auth(request).expect(404)).body as ErrorBody).message).toBe('Fórmula não encontrada');
    }
    const othersList = (await otherPremium.auth(ctx.api.get('/api/v1/formulas')).expect(200)).body as FormulaListAnswer;
    expect(othersList.data.map((item) => item.id)).not.toContain(formula.id);
    expect(((await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}`)).expect(200)).body as FormulaAnswer).data.name).toBe('Gestação 2º trimestre');
    await premium.auth(ctx.api.get('/api/v1/formulas/nao-existe')).expect(404);
  });

  it('lists the newest change first and searches by the formula’s or the patient’s name', async () => {
    const owner = await signedInCaller(ctx, 'premium');
    const first = await saved('Sono tranquilo', 'Beatriz Lima', owner);
    await saved('Imunidade inverno', 'Carlos Prado', owner);
    await owner.auth(ctx.api.post(`/api/v1/formulas/${first.id}`)).send({ ...gestanteFormula, name: 'Sono tranquilo', patient_name: 'Beatriz Lima', revision: 1 }).expect(200);
    const list = (await owner.auth(ctx.api.get('/api/v1/formulas')).expect(200)).body as FormulaListAnswer;
    expect(formulaListAnswer.safeParse(list).success).toBe(true);
    expect(list.data.map((item) => item.name)).toEqual(['Sono tranquilo', 'Imunidade inverno']);
    expect(list.data[0]?.components[0]).toEqual({ form_id: magnesium, name: 'Magnésio quelato (bisglicinato)', amount: 1500, unit: 'mg' });
    const byPatient = (await owner.auth(ctx.api.get('/api/v1/formulas').query({ search: 'carlos' })).expect(200)).body as FormulaListAnswer;
    expect(byPatient.data.map((item) => item.name)).toEqual(['Imunidade inverno']);
    const byName = (await owner.auth(ctx.api.get('/api/v1/formulas').query({ search: 'Sono' })).expect(200)).body as FormulaListAnswer;
    expect(byName.data.map((item) => item.patient_name)).toEqual(['Beatriz Lima']);
    expect(((await owner.auth(ctx.api.get('/api/v1/formulas').query({ search: 'zzz' })).expect(200)).body as FormulaListAnswer).total).toBe(0);
  });

  it('keeps one of two saves of the same revision and answers the other 409 edit_conflict, losing nothing written', async () => {
    const formula = await saved('Concorrente');
    const save = (name: string) => premium.auth(ctx.api.post(`/api/v1/formulas/${formula.id}`)).send({ ...gestanteFormula, name, revision: 1 });
    const [a, b] = await Promise.all([save('Versão A'), save('Versão B')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect((lost.body as ErrorBody).code).toBe('edit_conflict');
    expect((lost.body as ErrorBody).details).toEqual({ updated_by: null, updated_at: (won.body as { item: SavedFormula }).item.updated_at });
    const stored = ((await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}`)).expect(200)).body as FormulaAnswer).data;
    expect(stored).toMatchObject({ name: (won.body as { item: SavedFormula }).item.name, revision: 2 });
    // The refused save, sent again on the new revision, goes through.
    await premium.auth(ctx.api.post(`/api/v1/formulas/${formula.id}`)).send({ ...gestanteFormula, name: 'Versão final', revision: 2 }).expect(200);
  });

  it('refuses an update without the revision it was based on (422, no last-save-wins) and changes nothing', async () => {
    const formula = await saved('Sem revisão');
    const refused = (await premium.auth(ctx.api.post(`/api/v1/formulas/${formula.id}`)).send({ ...gestanteFormula, name: 'Sobrescrita' }).expect(422)).body as ErrorBody;
    expect(refused.errors).toEqual({ revision: [REVISION_REQUIRED] });
    const stored = ((await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}`)).expect(200)).body as FormulaAnswer).data;
    expect(stored).toMatchObject({ name: 'Sem revisão', revision: 1 });
  });

  it('duplicates a formula under a new id and deletes one without touching the other', async () => {
    const formula = await saved('Original', 'Dora');
    const copy = ((await premium.auth(ctx.api.post(`/api/v1/formulas/${formula.id}/duplicate`)).expect(200)).body as { message: string; item: SavedFormula });
    expect(copy.message).toBe('Fórmula duplicada com sucesso');
    expect(copy.item).toMatchObject({ name: 'Original (cópia)', patient_name: 'Dora', revision: 1 });
    expect(copy.item.id).not.toBe(formula.id);
    expect(copy.item.components).toEqual(formula.components);
    expect(((await premium.auth(ctx.api.delete(`/api/v1/formulas/${formula.id}`)).expect(200)).body as ErrorBody).message).toBe('Fórmula excluída com sucesso');
    await premium.auth(ctx.api.get(`/api/v1/formulas/${formula.id}`)).expect(404);
    await premium.auth(ctx.api.delete(`/api/v1/formulas/${formula.id}`)).expect(404);
    await premium.auth(ctx.api.get(`/api/v1/formulas/${copy.item.id}`)).expect(200);
  });

  it('refuses a new or duplicated formula once the account has 5,000, in the caller’s language, and saves again after a deletion', async () => {
    const full = await signedInCaller(ctx, 'premium');
    const first = await saved('Primeira', 'Ana', full);
    const stored = await ctx.deps.store.get<FormulaDoc>(COLLECTIONS.formulas, first.id);
    // Written straight to the store, 500 to a transaction (Firestore's limit per commit).
    for (let from = 1; from < MAX_SAVED_FORMULAS; from += 500) {
      await ctx.deps.store.transaction(async (tx) => {
        for (let index = from; index < Math.min(from + 500, MAX_SAVED_FORMULAS); index++) tx.set(COLLECTIONS.formulas, `cheia-${index}`, { ...stored!, id: `cheia-${index}` });
      });
    }
    await ctx.deps.store.update(COLLECTIONS.users, full.uid, { saved_formulas: MAX_SAVED_FORMULAS });
    const refused = (await full.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: 'Mais uma' }).expect(409)).body as ErrorBody;
    expect(refused.message).toBe('Você atingiu o limite de 5.000 fórmulas salvas. Exclua as que não usa mais para salvar outras.');
    await full.auth(ctx.api.post(`/api/v1/formulas/${first.id}/duplicate`)).expect(409);
    expect(((await full.auth(ctx.api.get('/api/v1/formulas')).expect(200)).body as FormulaListAnswer).total).toBe(MAX_SAVED_FORMULAS);
    await full.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    const english = (await full.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: 'One more' }).expect(409)).body as ErrorBody;
    expect(english.message).toBe('You have reached the limit of 5,000 saved formulas. Delete those you no longer use to save others.');
    // Another account is not affected, and a deletion makes room.
    await saved('Outra conta', 'Bia');
    await full.auth(ctx.api.delete(`/api/v1/formulas/${first.id}`)).expect(200);
    await saved('Depois de excluir', 'Ana', full);
  });

  it('holds the 5,000 cap under concurrent saves: with 4,998 saved, five saves at once keep two', async () => {
    const busy = await signedInCaller(ctx, 'premium');
    const first = await saved('Primeira', 'Ana', busy);
    const stored = await ctx.deps.store.get<FormulaDoc>(COLLECTIONS.formulas, first.id);
    const have = MAX_SAVED_FORMULAS - 2;
    for (let from = 1; from < have; from += 500) {
      await ctx.deps.store.transaction(async (tx) => {
        for (let index = from; index < Math.min(from + 500, have); index++) tx.set(COLLECTIONS.formulas, `quase-${index}`, { ...stored!, id: `quase-${index}` });
      });
    }
    // As the saves through the API would have counted them.
    await ctx.deps.store.update(COLLECTIONS.users, busy.uid, { saved_formulas: have });
    // Five saves started together on one instance (HTTP requests would reach it one after another):
    // each checks the cap before any has written.
    const service = createFormulasService({ formulas: createFormulasRepository(ctx.deps.store), clinical: clinicalReader(ctx.deps.store), checker: interactionsReads(ctx.deps.store, () => new Date()), now: () => new Date() });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) => (n % 2 ? service.duplicate(busy.uid, first.id, 'pt') : service.create(busy.uid, formulaSchema.parse({ ...gestanteFormula, name: `Ao mesmo tempo ${n}` }), 'pt'))),
    );
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.status)).toEqual([409, 409, 409]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(((await busy.auth(ctx.api.get('/api/v1/formulas')).expect(200)).body as FormulaListAnswer).total).toBe(MAX_SAVED_FORMULAS);
    // A deletion frees exactly one place.
    await busy.auth(ctx.api.delete(`/api/v1/formulas/${first.id}`)).expect(200);
    await saved('Depois de excluir', 'Ana', busy);
    await busy.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: 'Cheia de novo' }).expect(409);
  });

  it('refuses to save a formula with an unknown form or a name missing', async () => {
    await premium.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: 'X', components: [{ form_id: 999, amount: 1, unit: 'mg' }] }).expect(400);
    const body = (await premium.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: ' ' }).expect(422)).body as ErrorBody;
    expect(body.errors).toEqual({ name: ['Nome da fórmula não foi preenchido'] });
    await free.auth(ctx.api.post('/api/v1/formulas')).send({ ...gestanteFormula, name: 'Grátis' }).expect(403);
  });

  it('offers the seeded Nutra Fórmulas as templates, named in the caller’s language', async () => {
    const body = (await premium.auth(ctx.api.get('/api/v1/formulas/templates')).expect(200)).body as FormulaTemplatesAnswer;
    expect(formulaTemplatesAnswer.safeParse(body).success).toBe(true);
    expect(body.items.map((item) => item.name)).toEqual(['Fórmula Imunidade', 'Fórmula Sono Tranquilo']);
    expect(body.items[0]?.components.map((component) => component.name)).toEqual(['Ascorbato de sódio', 'Zinco quelato (bisglicinato)', 'Colecalciferol (D3)', 'Selênio quelato (glicinato)']);
    expect(body.items[0]?.unmapped).toEqual(['Quercetina 250 mg']);
  });
});

describe('prescriber', () => {
  it('answers the profile’s name, stores the council registration once given, and refuses bad input', async () => {
    const user = await signedInCaller(ctx, 'user');
    const before = (await user.auth(ctx.api.get('/api/v1/prescriber')).expect(200)).body as PrescriberAnswer;
    expect(prescriberAnswer.safeParse(before).success).toBe(true);
    expect(before.data).toMatchObject({ council: null, number: null, region: null, state: null });
    expect(before.data.name.length).toBeGreaterThan(0);
    const refused = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRX', number: '1'.repeat(13), state: 'XX' }).expect(422)).body as ErrorBody;
    expect(refused.errors).toEqual({
      council: ['Selecione o conselho (CRN, CRM ou CRF)'],
      number: ['Número de registro muito longo'],
      state: ['Selecione o estado (UF)'],
    });
    const invalid = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRM', number: '12.345', state: 'RJ' }).expect(422)).body as ErrorBody;
    expect(invalid.errors).toEqual({ number: ['Número de registro inválido'] });
    // CRN asks the region (1–11), CRM/CRF the state.
    const noRegion = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRN', number: '12345', state: 'SP' }).expect(422)).body as ErrorBody;
    expect(noRegion.errors).toEqual({ region: ['Selecione a região do CRN (1 a 11)'] });
    const badRegion = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRN', number: '12345', region: 12 }).expect(422)).body as ErrorBody;
    expect(badRegion.errors).toEqual({ region: ['Selecione a região do CRN (1 a 11)'] });
    const noState = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRM', number: '123456', region: 3 }).expect(422)).body as ErrorBody;
    expect(noState.errors).toEqual({ state: ['Selecione o estado (UF)'] });
    const tooLong = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRN', number: '12345', region: 3, contact: 'x'.repeat(161) }).expect(422)).body as ErrorBody;
    expect(tooLong.errors).toEqual({ contact: ['Contato muito longo'] });
    const saved = (await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRN', number: '12345', region: 3, contact: '(11) 4000-1234 · renata@example.com' }).expect(200)).body as { message: string };
    expect(saved.message).toBe('Registro profissional salvo com sucesso');
    const after = (await user.auth(ctx.api.get('/api/v1/prescriber')).expect(200)).body as PrescriberAnswer;
    expect(after.data).toEqual({ name: before.data.name, council: 'CRN', number: '12345', region: 3, state: null, contact: '(11) 4000-1234 · renata@example.com' });
    await user.auth(ctx.api.post('/api/v1/prescriber')).send({ council: 'CRM', number: '123456', state: 'SP' }).expect(200);
    expect(((await user.auth(ctx.api.get('/api/v1/prescriber')).expect(200)).body as PrescriberAnswer).data).toMatchObject({ council: 'CRM', number: '123456', region: null, state: 'SP' });
    // A CRN stored with a state before regions were asked reads back as the region covering it; an unknown state asks again.
    await ctx.deps.store.update(COLLECTIONS.users, user.uid, { council: { council: 'CRN', number: '777', state: 'CE' } });
    expect(((await user.auth(ctx.api.get('/api/v1/prescriber')).expect(200)).body as PrescriberAnswer).data).toMatchObject({ council: 'CRN', number: '777', region: 11, state: null });
    await ctx.deps.store.update(COLLECTIONS.users, user.uid, { council: { council: 'CRN', number: '777', state: 'XX' } });
    expect(((await user.auth(ctx.api.get('/api/v1/prescriber')).expect(200)).body as PrescriberAnswer).data).toMatchObject({ council: null, number: null, region: null });
    await ctx.api.get('/api/v1/prescriber').expect(401);
  });
});
