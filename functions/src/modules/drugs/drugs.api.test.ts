import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createCategory, createSupplement } from '../../test/catalogue.js';

/** Drugs, drug classes and conditions in the dashboard (issue 31): admin only, validated, versioned, refused when in use. */
let ctx: TestContext;
let admin: SignedInCaller;
let otherAdmin: SignedInCaller;
let premium: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, otherAdmin, premium] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'premium')]);
});
afterAll(() => ctx?.close());

const post = (caller: SignedInCaller, path: string, body: Record<string, unknown>) => caller.auth(ctx.api.post(`/api/v1/${path}`)).send(body);

describe('drug classes, drugs and conditions', () => {
  it('creates a class and a drug in it, found by brand and synonym, and lists the class with its drug count', async () => {
    const klass = (await post(admin, 'drug-classes', { name: 'Anticoagulantes de teste', name_en: 'Test anticoagulants', synonyms: 'anticoagulante\nafinar o sangue' }).expect(200)).body;
    expect(klass.message).toBe('Nova classe de medicamentos cadastrada');
    expect(klass.item).toMatchObject({ synonyms: ['anticoagulante', 'afinar o sangue'], drugs_count: 0, revision: 1 });
    const drug = (await post(admin, 'drugs', { name: 'Varfarina teste', name_en: 'Warfarin test', synonyms: ['warfarina'], brands: ['Marevan', 'Marevan'], class_ids: [klass.item.id] }).expect(200)).body;
    expect(drug.message).toBe('Novo medicamento cadastrado');
    expect(drug.item).toMatchObject({ brands: ['Marevan'], classes: [{ id: klass.item.id, name: 'Anticoagulantes de teste' }] });
    expect((await admin.auth(ctx.api.get('/api/v1/drugs').query({ search: 'marevan' })).expect(200)).body.items.data.map((item: { id: number }) => item.id)).toEqual([drug.item.id]);
    expect((await admin.auth(ctx.api.get(`/api/v1/drug-classes/${klass.item.id}`)).expect(200)).body.item.drugs_count).toBe(1);
    expect((await admin.auth(ctx.api.get('/api/v1/selects/drug-classes')).expect(200)).body.data.items).toContainEqual({ id: klass.item.id, name: 'Anticoagulantes de teste' });
    const options = (await ctx.api.get('/api/v1/interactions/options').query({ search: 'Marevan' }).expect(200)).body.items;
    expect(options).toContainEqual({ kind: 'drug', id: drug.item.id, name: 'Varfarina teste', detail: 'Marevan', supplement_id: null, units: null });

    // A class that drugs name is not deleted; nor is a drug an interaction names.
    expect((await admin.auth(ctx.api.delete(`/api/v1/drug-classes/${klass.item.id}`)).expect(422)).body.message).toBe('Não é possível deletar: esta classe possui medicamentos. Retire-a deles antes.');
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    await post(admin, 'interactions', { supplement_id: supplement.id, other_kind: 'drug', other_id: drug.item.id, severity: 'leve', likelihood: 'possivel', evidence: 'D', mechanism: 'm', management: 'c' }).expect(200);
    expect((await admin.auth(ctx.api.delete(`/api/v1/drugs/${drug.item.id}`)).expect(422)).body.message).toBe('Não é possível deletar: este medicamento está em interações cadastradas. Remova-as antes.');
  });

  it('refuses invalid fields and classes that do not exist, in Portuguese', async () => {
    expect((await post(admin, 'drugs', {}).expect(422)).body.errors).toEqual({ name: ['Nome não foi preenchido'], name_en: ['Nome em inglês não foi preenchido'] });
    expect((await post(admin, 'drugs', { name: 'Droga', name_en: 'Drug', brands: Array.from({ length: 31 }, (_, n) => `Marca ${n}`), class_ids: [0] }).expect(422)).body.errors).toEqual({
      brands: ['No máximo 30 marcas'],
      'class_ids.0': ['Classe de medicamentos inválida'],
    });
    expect((await post(admin, 'drugs', { name: 'Droga', name_en: 'Drug', class_ids: [987654] }).expect(422)).body.errors).toEqual({ class_ids: ['Classe de medicamentos não encontrada'] });
    expect((await post(admin, 'conditions', { name: 'G', name_en: '' }).expect(422)).body.errors).toEqual({ name: ['Nome muito curto'], name_en: ['Nome em inglês não foi preenchido'] });
  });

  for (const [path, fields, updated] of [
    ['drugs', { name: 'Levodopa teste', name_en: 'Levodopa test' }, 'Medicamento foi atualizado!'],
    ['drug-classes', { name: 'Classe teste', name_en: 'Test class' }, 'Classe de medicamentos foi atualizada!'],
    ['conditions', { name: 'Gestação teste', name_en: 'Pregnancy test', synonyms: ['gestante'] }, 'Condição foi atualizada!'],
  ] as const) {
    it(`${path}: two saves of one revision answer one 200 and one 409; deleting moves it to the trash; admin only`, async () => {
      const { item } = (await post(admin, path, fields).expect(200)).body;
      const [first, second] = await Promise.all([post(admin, `${path}/${item.id}`, { ...fields, name: `${fields.name} A`, revision: 1 }), post(otherAdmin, `${path}/${item.id}`, { ...fields, name: `${fields.name} B`, revision: 1 })]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      expect((first.status === 200 ? first : second).body.message).toBe(updated);
      expect((first.status === 409 ? first : second).body.code).toBe('edit_conflict');
      await post(premium, path, fields).expect(403);
      await premium.auth(ctx.api.get(`/api/v1/${path}`)).expect(403);
      await premium.auth(ctx.api.delete(`/api/v1/${path}/${item.id}`)).expect(403);
      await admin.auth(ctx.api.delete(`/api/v1/${path}/${item.id}`)).expect(200);
      await admin.auth(ctx.api.get(`/api/v1/${path}/${item.id}`)).expect(404);
      const type = { drugs: 'drug', 'drug-classes': 'drug_class', conditions: 'condition' }[path];
      const trash = (await admin.auth(ctx.api.get('/api/v1/trash').query({ type })).expect(200)).body.items.data;
      expect(trash.map((entry: { item_id: number }) => entry.item_id)).toContain(item.id);
    });
  }
});
