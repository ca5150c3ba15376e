import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../platform/app.js';
import { TRANSLATION_NOT_CONFIGURED } from '../../contract/translation.js';
import type { TranslationStatusAnswer } from '../../contract/translation-answers.js';
import { DEVELOPMENT_MARK } from '../../local/translation-server/development-translator.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic, revisionOf } from '../../test/catalogue.js';
import { COLLECTIONS } from '../../domain/docs.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** A table with a merged header cell and a merged row cell, an image and a link. */
const TABLE_TOPIC = [
  '<p>Formas Químicas usadas com dose de 400 UI ao dia.</p>',
  '<table><tbody>',
  '<tr><th colspan="2">Forma química</th><th>Teor</th></tr>',
  '<tr><td rowspan="2">Citrato</td><td>Cápsula</td><td>200 mg</td></tr>',
  '<tr><td>Sachê</td><td>1 g</td></tr>',
  '</tbody></table>',
  '<p><img src="/uploads/images/figura.png" alt="Figura"> <a href="https://example.com/fonte">Fonte dos estudos</a></p>',
].join('');

/** The markup alone: every tag and attribute, no text. */
const skeleton = (html: string) => html.replace(/>[^<]+</g, '><').replace(/^[^<]+|[^>]+$/g, '');

let ctx: TestContext;
let admin: SignedInCaller;
let englishReader: SignedInCaller;
/** Supplement names the translator refuses while this is true (a failing Cloud Translation). */
let refuseSupplements = false;

const status = async () => (await admin.auth(ctx.api.get('/api/v1/settings/translate')).expect(200)).body as TranslationStatusAnswer;
const translate = async () => {
  await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
  await ctx.jobs.idle();
};
const englishTopic = async (slug: string) => (await englishReader.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${slug}`)).expect(200)).body.item;

beforeAll(async () => {
  ctx = await createTestContext({
    wrapTranslator: (translator) => ({
      async translateHtml(fragments) {
        if (refuseSupplements && fragments.some((fragment) => fragment.startsWith('Suplemento'))) throw new Error('14 UNAVAILABLE: translation service unreachable');
        return translator.translateHtml(fragments);
      },
    }),
  });
  [admin, englishReader] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'premium')]);
  await englishReader.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the translation job on content written through the API', () => {
  let supplement: { id: number; slug: string };
  let tableTopic: { id: number; slug: string };
  let otherTopic: { id: number; slug: string; content: string };

  it('keeps a table with merged cells, an image and a link, and applies the glossary', async () => {
    const category = await createCategory(ctx, admin);
    supplement = await createSupplement(ctx, admin, category.id);
    tableTopic = await createTopic(ctx, admin, supplement.id, { name: 'Posologia', content: TABLE_TOPIC });
    otherTopic = await createTopic(ctx, admin, supplement.id, { content: '<p>Tomar antes do sono.</p>' });
    await translate();

    const english = await englishTopic(tableTopic.slug);
    const portuguese = (await admin.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${tableTopic.slug}`)).expect(200)).body.item;
    expect(english.content).not.toBe(portuguese.content);
    expect(english.content).toContain(DEVELOPMENT_MARK);
    expect(skeleton(english.content)).toBe(skeleton(portuguese.content));
    expect(english.content).toContain('<th colspan="2">');
    expect(english.content).toContain('<td rowspan="2">');
    expect(english.content).toContain('Chemical Forms');
    expect(english.content).toContain('400 IU');
    expect(english.name).toBe(`${DEVELOPMENT_MARK} Dosage`);
    expect(english.supplement.name).toContain(DEVELOPMENT_MARK);
  });

  it('answers an English reader the machine names on every catalogue page, and a Portuguese reader the originals', async () => {
    const category = (await admin.auth(ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}`)).expect(200)).body.item.category;
    const englishName = (await englishTopic(tableTopic.slug)).supplement.name as string;
    expect(englishName).toMatch(/^\[EN dev\] Supplement [0-9a-f]{8}$/);

    const byCategory = (await englishReader.auth(ctx.api.get(`/api/v1/supplements/category/slug/${category.slug}`)).expect(200)).body;
    expect(byCategory.category.name).toBe(`${DEVELOPMENT_MARK} ${category.name}`);
    expect(byCategory.items.data.map((item: { name: string }) => item.name)).toEqual([englishName]);
    const categories = (await englishReader.auth(ctx.api.get('/api/v1/categories').query({ search: category.name })).expect(200)).body;
    expect(categories.items.data.map((item: { name: string }) => item.name)).toContain(`${DEVELOPMENT_MARK} ${category.name}`);
    const recent = (await englishReader.auth(ctx.api.get('/api/v1/supplements/updateds/3')).expect(200)).body;
    expect(recent.items.map((item: { name: string }) => item.name)).toContain(englishName);

    await englishReader.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id: supplement.id }).expect(200);
    const favourites = (await englishReader.auth(ctx.api.get('/api/v1/favorites')).expect(200)).body;
    expect(JSON.stringify(favourites)).toContain(englishName);

    const portuguese = (await admin.auth(ctx.api.get(`/api/v1/supplements/category/slug/${category.slug}`)).expect(200)).body;
    expect(portuguese.category.name).toBe(category.name);
  });

  it("lets the checker's and the builder's typeahead find a supplement by the English name the job wrote", async () => {
    const englishName = ((await englishTopic(tableTopic.slug)).supplement.name as string).replace(`${DEVELOPMENT_MARK} `, '');
    const options = (await englishReader.auth(ctx.api.get('/api/v1/interactions/options')).set('Accept-Language', 'en').query({ search: englishName, kinds: 'supplement' }).expect(200)).body.items;
    expect(options).toEqual([expect.objectContaining({ kind: 'supplement', id: supplement.id })]);
  });

  it('marks a topic whose Portuguese changed as pending, and the next run translates only it', async () => {
    await admin
      .auth(ctx.api.post(`/api/v1/supplement-topics/${otherTopic.id}`))
      .field({ name: 'Uso noturno', order: '2', is_paid: '0', content: '<p>Tomar depois do jantar.</p>', supplement_id: String(supplement.id), tags: 'null', revision: String(await revisionOf(ctx, COLLECTIONS.topics, otherTopic.id)) })
      .expect(200);
    expect((await status()).item.supplement_topics).toBe('Pendente: 1 novo ou alterado desde a última tradução');
    expect((await englishTopic(otherTopic.slug)).content).toBe('<p>Tomar depois do jantar.</p>');

    const sentBefore = ctx.translation.received().length;
    await translate();
    expect(ctx.translation.received().slice(sentBefore)).toEqual(['Uso noturno', '<p>Tomar depois do jantar.</p>']);
    expect((await englishTopic(otherTopic.slug)).content).toBe(`<p>${DEVELOPMENT_MARK} Take after of the jantar.</p>`);
    expect((await status()).item.supplement_topics).toBe('Traduzido: 2 de 2');
  });

  it('keeps English corrected by hand through later runs, and hands an emptied field back to the job', async () => {
    const saved = await admin
      .auth(ctx.api.post(`/api/v1/supplement-topics/${tableTopic.id}/english`))
      .send({ name: 'Dosage guide', content: '<p>Written by an editor.</p>', revision: await revisionOf(ctx, COLLECTIONS.topics, tableTopic.id) })
      .expect(200);
    expect(saved.body.item.origin).toEqual({ name: 'manual', content: 'manual' });

    const sentBefore = ctx.translation.received().length;
    await translate();
    expect(ctx.translation.received()).toHaveLength(sentBefore);
    const english = await englishTopic(tableTopic.slug);
    expect(english).toMatchObject({ name: 'Dosage guide', content: '<p>Written by an editor.</p>' });

    const onlyName = await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${otherTopic.id}/english`)).send({ name: 'Night use', content: (await englishTopic(otherTopic.slug)).content, revision: await revisionOf(ctx, COLLECTIONS.topics, otherTopic.id) }).expect(200);
    expect(onlyName.body.item.origin).toEqual({ name: 'manual', content: 'machine' });

    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${tableTopic.id}/english`)).send({ name: 'Dosage guide', content: '', revision: await revisionOf(ctx, COLLECTIONS.topics, tableTopic.id) }).expect(200);
    await translate();
    const back = (await admin.auth(ctx.api.get(`/api/v1/supplement-topics/${tableTopic.id}/english`)).expect(200)).body.item;
    expect(back).toMatchObject({ name: 'Dosage guide', origin: { name: 'manual', content: 'machine' } });
    expect(back.content).toContain(DEVELOPMENT_MARK);
  });

  it('refuses a too-short English name with a Portuguese message and changes nothing', async () => {
    const refused = await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${tableTopic.id}/english`)).send({ name: 'D', content: '', revision: await revisionOf(ctx, COLLECTIONS.topics, tableTopic.id) }).expect(422);
    expect(refused.body.message).toBe('Nome muito curto');
    expect((await englishTopic(tableTopic.slug)).name).toBe('Dosage guide');
  });

  it('records a failing run on its collection, and a new run resumes without translating anything twice', async () => {
    const sentBefore = ctx.translation.received().length;
    const category = await createCategory(ctx, admin);
    const supplements = await Promise.all([createSupplement(ctx, admin, category.id), createSupplement(ctx, admin, category.id)]);
    refuseSupplements = true;
    await translate();
    const failed = await status();
    expect(failed.running).toBe(false);
    expect(failed.item.supplements).toBe('Falhou: o serviço de tradução não concluiu o pedido (tentar novamente)');
    expect(failed.item.categories).toBe('Traduzido: 2 de 2');

    refuseSupplements = false;
    await translate();
    const sent = ctx.translation.received().slice(sentBefore);
    expect(sent.sort()).toEqual([category.name, ...supplements.map((created) => created.name)].sort());
    for (const text of Object.values((await status()).item)) expect(text).toMatch(/^Traduzido: (\d+) de \1$/);
  });

  it('sends a topic longer than one request in pieces cut between elements, and stores it whole', async () => {
    const paragraphs = Array.from({ length: 600 }, (_, index) => `<p>Parágrafo ${index} com dose para o paciente.</p>`).join('');
    const long = await createTopic(ctx, admin, supplement.id, { content: `${paragraphs}${TABLE_TOPIC}` });
    const sentBefore = ctx.translation.received().length;
    await translate();
    const pieces = ctx.translation.received().slice(sentBefore).filter((fragment) => fragment.includes('Parágrafo'));
    expect(pieces.length).toBeGreaterThan(1);
    const english = await englishTopic(long.slug);
    const portuguese = (await admin.auth(ctx.api.get(`/api/v1/supplement-topics/slug/${long.slug}`)).expect(200)).body.item;
    expect(skeleton(english.content)).toBe(skeleton(portuguese.content));
    expect(english.content).toContain('<p>Parágrafo 599 with dose for the patient.</p>');
  });

  it('answers 503 with a Portuguese message where no translator is configured, starting nothing', async () => {
    const app = createApp({ ...ctx.deps, translator: undefined });
    const answer = await admin.auth(request(app).post('/api/v1/settings/translate')).expect(503);
    expect(answer.body.message).toBe(TRANSLATION_NOT_CONFIGURED);
    expect((await status()).running).toBe(false);
  });
});
