import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionCheckAnswer, SupplementInteractionsAnswer } from '../../contract/interactions-answers.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import type { ClinicalSearchResult, SearchAnswer } from '../../contract/search-answers.js';
import { publishSearchIndex } from '../search/port.js';
import { createSearchRepository } from '../search/repository.js';

/** The checker on the seeded demonstration data (issue 31): pairs, severities, the free/paid split and every message of bad input. */
let ctx: TestContext;
let freeUser: SignedInCaller;
let premiumUser: SignedInCaller;
const seed = seededClinical();

const magnesio = { kind: 'supplement', id: seed.supplement('Magnésio').id };
const ferro = { kind: 'supplement', id: seed.supplement('Ferro').id };
const varfarina = { kind: 'drug', id: seed.drug('Varfarina').id };
const gestacao = { kind: 'condition', id: seed.condition('Gestação').id };
const vitaminaK1 = { kind: 'supplement', id: seed.supplement('Vitamina K1').id };

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [freeUser, premiumUser] = await Promise.all([signedInCaller(ctx, 'user'), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

const check = (items: unknown, caller?: SignedInCaller, language = 'pt-BR') => {
  const request = ctx.api.post('/api/v1/interactions/check').set('Accept-Language', language).send({ items });
  return caller ? caller.auth(request) : request;
};
const answer = async (items: unknown, caller?: SignedInCaller) => (await check(items, caller).expect(200)).body as InteractionCheckAnswer;
const severities = (result: InteractionCheckAnswer) => result.groups.map((group) => [group.severity, group.items.map((card) => `${card.supplement.name} × ${card.other.name}`)]);

describe('POST interactions/check', () => {
  it('answers every pair of magnésio, ferro, varfarina and gestação: the interacting ones by severity, the others with their reason', async () => {
    const result = await answer([magnesio, ferro, varfarina, gestacao], premiumUser);
    expect(result.items.map((item) => item.name)).toEqual(['Magnésio', 'Ferro', 'Varfarina', 'Gestação']);
    expect(result.items[1]?.supplement).toEqual({ id: ferro.id, name: 'Ferro', slug: 'ferro' });
    expect(severities(result)).toEqual([
      ['grave', []],
      ['moderada', []],
      ['leve', ['Ferro × Gestação', 'Magnésio × Ferro']],
    ]);
    expect(result.pairs_without_interaction).toEqual([
      { between: [magnesio, varfarina], reason: 'no_record' },
      { between: [magnesio, gestacao], reason: 'no_record' },
      { between: [ferro, varfarina], reason: 'no_record' },
      { between: [varfarina, gestacao], reason: 'outside_scope' },
    ]);
    const magnesioFerro = result.groups[2].items.find((card) => card.supplement.name === 'Magnésio');
    expect(magnesioFerro?.between).toEqual([magnesio, ferro]);
    expect(magnesioFerro?.locked).toBe(false);
    expect(magnesioFerro?.details?.timing).toBeTruthy();
    expect(magnesioFerro?.details?.references.length).toBeGreaterThan(0);
    expect(magnesioFerro?.details?.reviewed).toEqual({ at: '2026-11-27T12:00:00.000Z', by: 'Equipe editorial (demonstração)' });
  });

  it('orders the groups worst first and answers a drug for the records of its classes', async () => {
    const ciprofloxacino = { kind: 'drug', id: seed.drug('Ciprofloxacino').id };
    const result = await answer([vitaminaK1, varfarina, magnesio, ciprofloxacino, { kind: 'supplement', id: seed.supplement('Vitamina A').id }, gestacao], premiumUser);
    expect(result.groups.map((group) => group.severity)).toEqual(['grave', 'moderada', 'leve']);
    expect(result.groups[0].items.map((card) => `${card.supplement.name} × ${card.other.name}`)).toEqual(['Vitamina A × Gestação']);
    const viaClass = result.groups[1].items.find((card) => card.supplement.name === 'Magnésio');
    expect(viaClass?.other).toMatchObject({ kind: 'drug_class', name: 'Quinolonas (fluoroquinolonas)' });
    expect(viaClass?.between).toEqual([magnesio, ciprofloxacino]);
    expect(result.groups[1].items.map((card) => card.other.name)).toContain('Varfarina');
  });

  it("keeps a form's records to that form: MK-7 meets varfarina, MK-4 does not, the supplement as a whole does", async () => {
    const mk7 = { kind: 'form', id: seed.form('Menaquinona-7 (MK-7)').id };
    const mk4 = { kind: 'form', id: seed.form('Menaquinona-4 (MK-4)').id };
    const k2 = { kind: 'supplement', id: seed.supplement('Vitamina K2').id };
    const withMk7 = await answer([mk7, varfarina], premiumUser);
    expect(withMk7.items[0]).toMatchObject({ kind: 'form', name: 'Menaquinona-7 (MK-7)', supplement: { name: 'Vitamina K2', slug: 'vitamina-k2' } });
    expect(withMk7.groups[1].items.map((card) => card.supplement.form?.name)).toEqual(['Menaquinona-7 (MK-7)']);
    expect((await answer([mk4, varfarina], premiumUser)).pairs_without_interaction).toEqual([{ between: [mk4, varfarina], reason: 'no_record' }]);
    expect((await answer([k2, varfarina], premiumUser)).groups[1].items).toHaveLength(1);
    expect((await answer([k2, mk7], premiumUser)).pairs_without_interaction).toEqual([{ between: [k2, mk7], reason: 'same_supplement' }]);
  });

  it('tells free users and anonymous callers which pairs interact and how severely, and nothing more', async () => {
    for (const caller of [undefined, freeUser]) {
      const result = await answer([magnesio, ferro, varfarina, gestacao, vitaminaK1], caller);
      expect(result.locked).toBe(true);
      const cards = result.groups.flatMap((group) => group.items);
      expect(cards.length).toBe(3);
      for (const card of cards) {
        expect(card.locked).toBe(true);
        expect(card.details).toBeNull();
      }
    }
  });

  it("answers an English reader's names and texts in English", async () => {
    const anonymous = (await check([magnesio, gestacao], undefined, 'en').expect(200)).body as InteractionCheckAnswer;
    expect(anonymous.items.map((item) => item.name)).toEqual(['Magnesium', 'Pregnancy']);
    const englishReader = await signedInCaller(ctx, 'premium');
    await englishReader.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
    const english = (await englishReader.auth(ctx.api.get('/api/v1/supplements/slug/vitamina-a/interactions').set('Accept-Language', 'en')).expect(200)).body as SupplementInteractionsAnswer;
    const pregnancy = english.groups[0].items.find((card) => card.other.kind === 'condition' && card.other.id === gestacao.id);
    const seeded = seed.interactions.find((record) => record.id === pregnancy?.id);
    expect(pregnancy?.other.name).toBe('Pregnancy');
    expect(pregnancy?.details?.mechanism).toBe(seeded?.i18n?.en?.mechanism);
    expect(pregnancy?.details?.mechanism).not.toBe(seeded?.mechanism);
  });

  it('refuses bad lists with Portuguese messages, and changes nothing', async () => {
    const errors = async (items: unknown, status = 422) => (await check(items).expect(status)).body as { message: string; errors: Record<string, string[]> };
    expect((await errors([])).errors).toEqual({ items: ['Adicione ao menos um item para verificar'] });
    expect((await errors(undefined)).errors).toEqual({ items: ['Adicione ao menos um item para verificar'] });
    const tooMany = Array.from({ length: 31 }, (_, index) => ({ kind: 'supplement', id: seed.supplements[index]!.id }));
    expect((await errors(tooMany)).errors).toEqual({ items: ['No máximo 30 itens por verificação'] });
    expect((await errors([magnesio, ferro, magnesio])).errors).toEqual({ 'items.2': ['Item repetido na lista'] });
    expect((await errors([{ kind: 'remedio', id: 1 }])).errors).toEqual({ 'items.0.kind': ['Tipo de item inválido'] });
    expect((await errors([{ kind: 'drug', id: 'x' }])).errors).toEqual({ 'items.0.id': ['Item inválido'] });
    const unknown = await errors([magnesio, { kind: 'drug', id: 999 }, { kind: 'condition', id: 888 }, { kind: 'form', id: 7777 }], 400);
    expect(unknown.errors).toEqual({
      'items.1': ['Medicamento não encontrado (id 999)'],
      'items.2': ['Condição não encontrada (id 888)'],
      'items.3': ['Forma química não encontrada (id 7777)'],
    });
    expect(unknown.message).toBe('Medicamento não encontrado (id 999)');
    const english = (await check([{ kind: 'drug', id: 999 }], undefined, 'en').expect(400)).body as { message: string };
    expect(english.message).toBe('Drug not found (id 999)');
  });

  it('accepts 30 items in one call', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => ({ kind: 'supplement', id: seed.supplements[index]!.id }));
    const result = await answer(thirty, premiumUser);
    expect(result.items).toHaveLength(30);
    expect(result.groups.flatMap((group) => group.items).length + result.pairs_without_interaction.length).toBeGreaterThanOrEqual(435);
  });
});

describe('the monograph, the typeahead and the forms', () => {
  it("GET supplements/slug/{slug}/interactions: a supplement's interactions on either side, worst first", async () => {
    const result = (await premiumUser.auth(ctx.api.get('/api/v1/supplements/slug/ferro/interactions')).expect(200)).body as SupplementInteractionsAnswer;
    expect(result.supplement).toEqual({ id: ferro.id, name: 'Ferro', slug: 'ferro' });
    const all = result.groups.flatMap((group) => group.items);
    // Every seeded record with Ferro on either side (the count grows with the seed, issue 39).
    const ferroRecords = seed.interactions.filter((record) => record.supplement_id === ferro.id || (record.other_kind === 'supplement' && record.other_id === ferro.id));
    expect(ferroRecords.length).toBeGreaterThanOrEqual(10);
    expect(all.map((card) => card.id).sort((a, b) => a - b)).toEqual(ferroRecords.map((record) => record.id).sort((a, b) => a - b));
    expect(all.some((card) => card.supplement.name === 'Cálcio' && card.other.name === 'Ferro')).toBe(true);
    const free = (await ctx.api.get('/api/v1/supplements/slug/ferro/interactions').expect(200)).body as SupplementInteractionsAnswer;
    expect(free.locked).toBe(true);
    expect(free.groups.flatMap((group) => group.items).every((card) => card.details === null)).toBe(true);
    await ctx.api.get('/api/v1/supplements/slug/nao-existe/interactions').expect(404);
  });

  it('GET interactions/options finds drugs by brand, conditions by synonym and forms with their supplement', async () => {
    const options = async (search: string, kinds?: string) => (await ctx.api.get('/api/v1/interactions/options').query({ search, ...(kinds ? { kinds } : {}) }).expect(200)).body.items as { kind: string; name: string; detail: string | null }[];
    expect(await options('Marevan')).toContainEqual(expect.objectContaining({ kind: 'drug', name: 'Varfarina', detail: 'Marevan' }));
    expect(await options('gestante')).toContainEqual(expect.objectContaining({ kind: 'condition', name: 'Gestação', detail: 'gestante' }));
    expect(await options('menaquinona')).toContainEqual(expect.objectContaining({ kind: 'form', name: 'Menaquinona-7 (MK-7)', detail: 'Vitamina K2' }));
    expect((await options('magn', 'supplement')).map((option) => option.name)).toContain('Magnésio');
    expect((await options('magn', 'drug')).every((option) => option.kind === 'drug')).toBe(true);
    expect((await ctx.api.get('/api/v1/interactions/options').expect(422)).body.errors).toEqual({ search: ['Informe o termo de busca'] });
  });

  it('GET interactions/options lists first what holds every word typed, then the rest', async () => {
    const names = async (search: string, kinds: string) =>
      ((await ctx.api.get('/api/v1/interactions/options').query({ search, kinds }).expect(200)).body.items as { name: string }[]).map((option) => option.name);
    // Looked up by 'sulfato' alone, Sulfato de manganês came first by name.
    const sulfates = await names('sulfato ferroso', 'form');
    expect(sulfates[0]).toBe('Sulfato ferroso');
    expect(sulfates).toEqual(expect.arrayContaining(['Sulfato de manganês', 'Sulfato de zinco']));
    expect((await names('vitamina k1', 'supplement'))[0]).toBe('Vitamina K1');
    expect((await names('k2 vitamina', 'supplement'))[0]).toBe('Vitamina K2');
  });

  it("GET supplements/{id}/forms lists a supplement's forms in order, for everyone", async () => {
    const forms = (await ctx.api.get(`/api/v1/supplements/${seed.supplement('Vitamina K2').id}/forms`).expect(200)).body.items;
    expect(forms.map((form: { name: string }) => form.name)).toEqual(['Menaquinona-7 (MK-7)', 'Menaquinona-4 (MK-4)']);
    await ctx.api.get('/api/v1/supplements/987654/forms').expect(404);
  });
});

describe("search's 'Interações' group", () => {
  const clinical = async (term: string) => {
    const answer = (await ctx.api.get('/api/v1/search').query({ search: term, page: 1 }).expect(200)).body as SearchAnswer;
    expect(answer.items.data.map((group) => group.type)).toEqual(['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos', 'Interações']);
    return answer.items.data[4].data as ClinicalSearchResult[];
  };

  it("finds 'varfarina' and 'Marevan' with the drug's interactions, its classes' included, worst first", async () => {
    const [varfarinaHit] = await clinical('varfarina');
    expect(varfarinaHit?.item).toEqual({ kind: 'drug', id: varfarina.id, name: 'Varfarina', matched: null });
    const supplements = varfarinaHit?.interactions.map((interaction) => interaction.supplement.name) ?? [];
    expect(supplements).toEqual(expect.arrayContaining(['Vitamina K1', 'Vitamina K2', 'Ômega 3', 'Gengibre']));
    expect(varfarinaHit?.interactions[0]?.severity).toBe('moderada');
    expect(varfarinaHit?.interactions_total).toBe(supplements.length);
    const [marevan] = await clinical('Marevan');
    expect(marevan?.item).toEqual({ kind: 'drug', id: varfarina.id, name: 'Varfarina', matched: 'Marevan' });
  });

  it("finds classes and conditions by synonym: 'anticoagulante', 'gestante'", async () => {
    const anticoagulante = await clinical('anticoagulante');
    expect(anticoagulante.map((hit) => hit.item.kind)).toEqual(expect.arrayContaining(['drug_class', 'condition']));
    const [gestante] = await clinical('gestante');
    expect(gestante?.item).toEqual({ kind: 'condition', id: gestacao.id, name: 'Gestação', matched: 'gestante' });
    expect(gestante?.interactions.map((interaction) => [interaction.severity, interaction.supplement.name])).toEqual([
      ['grave', 'Vitamina A'],
      ['leve', 'Cafeína'],
      ['leve', 'Ferro'],
    ]);
  });

  it('keeps the groups as they were for a term that names no drug', async () => {
    expect(await clinical('magnésio')).toEqual([]);
  });
});
