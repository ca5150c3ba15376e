import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormChemistry, SupplementDosesAnswer, SupplementFormEditable } from '../../contract/doses-answers.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** The monograph's dose table and the dashboard's chemistry of chemical forms (issue 32). */
let ctx: TestContext;
let admin: SignedInCaller;
let otherAdmin: SignedInCaller;
let user: SignedInCaller;
/** An admin whose profile is in English: errors are answered in the profile's language. */
let englishAdmin: SignedInCaller;
const seed = seededClinical();
const magnesio = seed.supplement('Magnésio');
const citrate = seed.forms.find((form) => form.supplement_id === magnesio.id && form.name === 'Citrato de magnésio')!;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  [admin, otherAdmin, user] = await Promise.all([signedInCaller(ctx, 'admin', { name: 'Ana Editora' }), signedInCaller(ctx, 'admin', { name: 'Bruno Revisor' }), signedInCaller(ctx, 'user')]);
  englishAdmin = await signedInCaller(ctx, 'admin');
  await ctx.deps.store.update(COLLECTIONS.users, englishAdmin.uid, { locale: 'en' });
}, 60_000);
afterAll(() => ctx?.close());

const table = async (language = 'pt-BR') => (await ctx.api.get(`/api/v1/supplements/slug/${magnesio.slug}/doses`).set('Accept-Language', language).expect(200)).body as SupplementDosesAnswer;
const formIn = (answer: SupplementDosesAnswer, id: number) => answer.forms.find((form) => form.id === id) as FormChemistry;
const editable = async (id: number) => (await admin.auth(ctx.api.get(`/api/v1/supplement-forms/${id}`)).expect(200)).body.data as SupplementFormEditable;
const save = (caller: SignedInCaller, id: number, fields: Record<string, unknown>) => caller.auth(ctx.api.post(`/api/v1/supplement-forms/${id}`)).send(fields);
const citrateBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Citrato de magnésio',
  name_en: 'Magnesium citrate',
  formula: 'C6H6MgO7',
  formula_source: { key: 'teste-citrato', title: 'Fonte de teste do citrato', url: 'https://example.org/citrato' },
  nutrient_id: formIn(seeded, citrate.id).nutrient?.id ?? null,
  basis: 'element',
  moiety_formula: null,
  iu_factor: null,
  counts_toward_upper_level: true,
  ...fields,
});
let seeded: SupplementDosesAnswer;

describe("the monograph's dose table", () => {
  it('answers magnesium by population for anyone: the gestantes UL of 350 mg with its source, and each form’s fraction', async () => {
    seeded = await table();
    expect(seeded.supplement).toEqual({ id: magnesio.id, name: 'Magnésio', slug: magnesio.slug });
    const [magnesium] = seeded.nutrients;
    expect(magnesium).toMatchObject({ name: 'Magnésio', unit: 'mg', expressed_as: 'magnésio elementar', element: 'Mg', upper_level_scope: 'supplemental_only' });
    expect(magnesium?.groups.map((row) => row.group)).toEqual(['lactentes-0-6m', 'lactentes-7-11m', 'criancas-1-3a', 'criancas-4-8a', '9-18a', 'adultos-19a', 'gestantes', 'lactantes']);
    const pregnancy = magnesium?.groups[6];
    expect(pregnancy?.name).toBe('Gestantes');
    expect(pregnancy?.doses.upper_level).toMatchObject({ kind: 'value', low: 350, high: 350 });
    const source = magnesium?.sources.find((entry) => entry.key === (pregnancy?.doses.upper_level as { source: string }).source);
    expect(source?.title).toMatch(/\w{5,}/);
    // ANVISA's maxima were not read in a reachable copy: empty, never guessed.
    expect(magnesium?.groups.every((row) => row.doses.anvisa_max === null)).toBe(true);

    const bisglycinate = seeded.forms.find((form) => form.name === 'Magnésio quelato (bisglicinato)');
    expect(bisglycinate).toMatchObject({ formula: 'C4H8MgN2O4', basis: 'element', nutrient: { name: 'Magnésio', unit: 'mg' }, counts_toward_upper_level: true });
    expect(Math.abs((bisglycinate?.fraction ?? 0) - 0.141)).toBeLessThan(0.005);
    expect(bisglycinate?.molar_mass).toBeCloseTo(172.4, 1);
    expect(bisglycinate?.formula_source?.title).toBeTruthy();
    // The seeded citrate is USP's anhydrous trimagnesium dicitrate (issue 38).
    expect(formIn(seeded, citrate.id)).toMatchObject({ formula: 'C12H10Mg3O14', basis: 'element' });
    expect(formIn(seeded, citrate.id).fraction).toBeCloseTo(0.1616, 3);
    // A form without a confirmed formula has no fraction.
    const malate = seeded.forms.find((form) => form.name === 'Malato de magnésio');
    expect(malate).toMatchObject({ formula: null, fraction: null, molar_mass: null });
    expect(seeded.forms.map((form) => form.id)).toEqual(seed.forms.filter((form) => form.supplement_id === magnesio.id).sort((a, b) => a.order - b.order).map((form) => form.id));
  });

  it('answers folic acid as 1.7 µg DFE per µg toward the intake and its mass toward the UL', async () => {
    const folate = seed.supplement('Vitamina B9 (Metilfolato)');
    const answer = (await ctx.api.get(`/api/v1/supplements/slug/${folate.slug}/doses`).expect(200)).body as SupplementDosesAnswer;
    const folic = answer.forms.find((form) => form.name === 'Ácido fólico');
    expect(folic).toMatchObject({ basis: 'whole', fraction: 1.7, upper_level_fraction: 1, intake_factor: 1.7, nutrient: { unit: 'µg' } });
    expect(answer.forms.find((form) => form.name === 'Ácido folínico')).toMatchObject({ fraction: null, upper_level_fraction: null, intake_factor: null });
    expect(answer.nutrients[0]).toMatchObject({ upper_level_scope: 'synthetic_only' });
  });

  it('answers in English: nutrient, groups and what the amounts count as', async () => {
    const english = await table('en');
    expect(english.nutrients[0]).toMatchObject({ name: 'Magnesium', expressed_as: 'elemental magnesium' });
    expect(english.nutrients[0]?.groups.map((row) => row.name)).toContain('Pregnancy');
  });

  it("answers a premium-only supplement's reference values to an anonymous reader: they are public facts, not paid text", async () => {
    const selenio = seed.supplement('Selênio');
    expect(selenio.is_paid).toBe(1);
    const answer = (await ctx.api.get(`/api/v1/supplements/slug/${selenio.slug}/doses`).expect(200)).body as SupplementDosesAnswer;
    expect(answer.nutrients[0]?.groups.find((row) => row.group === 'adultos-19a')?.doses.intake).toMatchObject({ kind: 'RDA', low: 55, high: 55 });
  });

  it('answers 404 for a slug that names no supplement', async () => {
    const missing = await ctx.api.get('/api/v1/supplements/slug/nao-existe/doses').expect(404);
    expect(missing.body.message).toBe('Suplemento não encontrado');
  });
});

describe("the chemical forms' chemistry in the dashboard", () => {
  it("lists a supplement's forms with their chemistry for admins only", async () => {
    const listed = (await admin.auth(ctx.api.get(`/api/v1/supplements/${magnesio.id}/forms/chemistry`)).expect(200)).body.items as SupplementFormEditable[];
    expect(listed.map((form) => form.id)).toEqual(seeded.forms.map((form) => form.id));
    expect(listed.find((form) => form.name === 'Magnésio quelato (bisglicinato)')).toMatchObject({ revision: 1, name_en: expect.any(String) });
    await user.auth(ctx.api.get(`/api/v1/supplements/${magnesio.id}/forms/chemistry`)).expect(403);
    await ctx.api.get(`/api/v1/supplement-forms/${citrate.id}`).expect(401);
    await save(user, citrate.id, citrateBody()).expect(403);
    await admin.auth(ctx.api.get('/api/v1/supplement-forms/987654')).expect(404);
  });

  it('refuses a formula that does not parse, or lacks the element, or a basis without what it needs, writing nothing', async () => {
    const before = await editable(citrate.id);
    const refusal = async (fields: Record<string, unknown>, status = 422) => (await save(admin, citrate.id, citrateBody({ revision: before.revision, ...fields })).expect(status)).body;
    expect((await refusal({ formula: 'C6H6Mg)O7' })).errors).toEqual({ formula: ['Fórmula molecular inválida'] });
    expect((await refusal({ formula: 'CaCO3' })).errors).toEqual({ formula: ['A fórmula não contém Mg'] });
    expect((await refusal({ basis: 'moiety' })).errors).toEqual({ moiety_formula: ['Informe a fórmula da parte que conta como nutriente'] });
    expect((await refusal({ nutrient_id: null })).errors).toEqual({ nutrient_id: ['Selecione o nutriente da forma'] });
    expect((await refusal({ nutrient_id: 987654 }, 400)).errors).toEqual({ nutrient_id: ['Nutriente não encontrado (id 987654)'] });
    expect((await refusal({ formula: 'Qq2' })).errors).toEqual({ formula: ['Elemento desconhecido na fórmula: Qq'] });
    const english = await save(englishAdmin, citrate.id, citrateBody({ formula: 'Qq2', revision: before.revision })).expect(422);
    expect(english.body.errors).toEqual({ formula: ['Unknown element in the formula: Qq'] });
    expect(await editable(citrate.id)).toEqual(before);
  });

  it("saves a formula: the dose table's fraction follows, the English name is shown and found by the typeahead, and the change is versioned", async () => {
    const saved = (await save(admin, citrate.id, citrateBody({ revision: (await editable(citrate.id)).revision })).expect(200)).body;
    expect(saved.message).toBe('Forma química atualizada com sucesso');
    expect(saved.item).toMatchObject({ formula: 'C6H6MgO7', name_en: 'Magnesium citrate', basis: 'element' });
    const after = formIn(await table(), citrate.id);
    expect(after.fraction).toBeCloseTo(24.305 / 214.41, 3);
    expect(after.molar_mass).toBeCloseTo(214.41, 1);
    expect(formIn(await table('en'), citrate.id).name).toBe('Magnesium citrate');
    const options = (await ctx.api.get('/api/v1/interactions/options').query({ search: 'citrate', kinds: 'form' }).expect(200)).body.items;
    expect(options.map((option: { id: number }) => option.id)).toContain(citrate.id);
    const versions = (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'supplement_form', item_id: citrate.id })).expect(200)).body.items.data;
    expect(versions[0]).toMatchObject({ action: 'update', actor: { name: 'Ana Editora' } });
  });

  it('saves an intake factor: the form then counts by it toward the intake and by its share toward the UL', async () => {
    const saved = (await save(admin, citrate.id, citrateBody({ intake_factor: 0.5, revision: (await editable(citrate.id)).revision })).expect(200)).body;
    expect(saved.item).toMatchObject({ intake_factor: 0.5 });
    const after = formIn(await table(), citrate.id);
    expect(after.upper_level_fraction).toBeCloseTo(24.305 / 214.41, 3);
    expect(after.fraction).toBeCloseTo((24.305 / 214.41) * 0.5, 3);
    await save(admin, citrate.id, citrateBody({ intake_factor: 0, revision: (await editable(citrate.id)).revision })).expect(422);
    await save(admin, citrate.id, citrateBody({ intake_factor: null, revision: (await editable(citrate.id)).revision })).expect(200);
    expect(formIn(await table(), citrate.id)).toMatchObject({ intake_factor: null });
  });

  it('answers one 200 and one 409 to two saves of one revision, and keeps the first', async () => {
    const { revision } = await editable(citrate.id);
    const [first, second] = await Promise.all([
      save(admin, citrate.id, citrateBody({ name_en: 'Magnesium citrate A', revision })),
      save(otherAdmin, citrate.id, citrateBody({ name_en: 'Magnesium citrate B', revision })),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({ code: 'edit_conflict', details: { updated_by: expect.any(String) } });
    const now = await editable(citrate.id);
    expect(now).toMatchObject({ name_en: winner.body.item.name_en, revision: revision + 1 });
  });
});
