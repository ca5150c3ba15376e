import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISION_REQUIRED } from '../../contract/catalogue-fields.js';
import { COLLECTIONS, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let supplement: { id: number; slug: string };
let topic: { id: number; slug: string };
const clock = Date.parse('2026-05-02T10:30:00.000Z');

const HOLICK = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: 'N Engl J Med', year: 2007, doi: '10.1056/NEJMra070553', pmid: '17634462' };
const MARTINEAU = {
  authors: 'Martineau AR, Jolliffe DA, Hooper RL, et al.',
  title: 'Vitamin D supplementation to prevent acute respiratory tract infections: systematic review and meta-analysis of individual participant data',
  journal: 'BMJ',
  year: 2017,
  doi: '10.1136/bmj.i6583',
  pmid: '28202713',
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  [admin, user] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'user')]);
  const category = await createCategory(ctx, admin);
  supplement = await createSupplement(ctx, admin, category.id, { name: 'Vitamina D3 das evidências' });
  topic = await createTopic(ctx, admin, supplement.id, { name: 'Referências' });
});
afterAll(() => ctx.close());

const storedTopic = () => ctx.deps.store.get<TopicDoc>(COLLECTIONS.topics, String(topic.id));
const readTopics = () => user.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${supplement.slug}`)).expect(200);
/** The references editor's save, based on the topic's revision as it loaded it. */
const postReferences = (body: object, revision: number | undefined) => admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}/references`)).send({ ...body, revision });
const topicRevision = async () => (await storedTopic())?.revision;

describe('POST supplement-topics/{id}/references', () => {
  it('stores the references in the order given (a doi.org address kept as the bare DOI) and readers get them', async () => {
    const response = await postReferences({ references: [{ ...MARTINEAU, doi: `https://doi.org/${MARTINEAU.doi}` }, HOLICK] }, await topicRevision()).expect(200);
    expect(response.body.message).toBe('Referências atualizadas');
    expect(response.body.item.references).toEqual([MARTINEAU, HOLICK]);
    const read = await readTopics();
    expect(read.body.items.find((item: { id: number }) => item.id === topic.id).references).toEqual([MARTINEAU, HOLICK]);

    await postReferences({ references: [HOLICK] }, await topicRevision()).expect(200);
    expect((await storedTopic())?.references).toEqual([HOLICK]);
  });

  it('refuses a save without the revision it was based on (422) or with an older one (409), and changes nothing', async () => {
    const before = await storedTopic();
    const missing = await postReferences({ references: [MARTINEAU] }, undefined).expect(422);
    expect(missing.body.errors).toEqual({ revision: [REVISION_REQUIRED] });
    const stale = await postReferences({ references: [MARTINEAU] }, before!.revision! - 1).expect(409);
    expect(stale.body.code).toBe('edit_conflict');
    expect(await storedTopic()).toEqual(before);
  });

  it('refuses malformed DOI and PMID, and a reference with neither, by field, and changes nothing', async () => {
    const response = await postReferences(
      {
      references: [
        { ...HOLICK, doi: 'NEJMra070553' },
        { ...HOLICK, doi: '', pmid: 'PMC5310969' },
        { authors: 'Sem identificador', title: 'Referência sem DOI nem PMID' },
      ],
      },
      await topicRevision(),
    ).expect(422);
    expect(response.body.errors).toEqual({
      'references.0.doi': ['DOI inválido (ex.: 10.1056/NEJMra070553)'],
      'references.1.pmid': ['PMID inválido (somente números, ex.: 17634462)'],
      'references.2.doi': ['Informe o DOI ou o PMID'],
    });
    expect((await storedTopic())?.references).toEqual([HOLICK]);
  });

  it('is for admins only and answers 404 for an unknown topic', async () => {
    await user.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}/references`)).send({ references: [], revision: 1 }).expect(403);
    const missing = await admin.auth(ctx.api.post('/api/v1/supplement-topics/987654/references')).send({ references: [], revision: 1 }).expect(404);
    expect(missing.body.message).toBe('Tópico não encontrado');
  });

  it('withholds the references of a paid topic from readers without premium', async () => {
    const paidTopic = await createTopic(ctx, admin, supplement.id, { name: 'Posologia premium', is_paid: '1' });
    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${paidTopic.id}/references`)).send({ references: [HOLICK], revision: 1 }).expect(200);
    const read = await readTopics();
    expect(read.body.items.find((item: { id: number }) => item.id === paidTopic.id)).toMatchObject({ locked: true, content: null, references: [] });
  });
});

describe('POST supplement-topics/{id}/review', () => {
  it("records the reviewing admin's name and the time, which readers see", async () => {
    expect((await readTopics()).body.items[0]).toMatchObject({ reviewed_at: null, reviewed_by: null });
    const response = await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}/review`)).expect(200);
    expect(response.body.message).toBe('Tópico marcado como revisado');
    const profile = await admin.auth(ctx.api.get('/api/v1/user')).expect(200);
    const read = await readTopics();
    expect(read.body.items.find((item: { id: number }) => item.id === topic.id)).toMatchObject({
      reviewed_at: new Date(clock).toISOString(),
      reviewed_by: profile.body.data.user.name,
    });
  });
});

describe('POST supplements/{id}/indications', () => {
  it('stores graded indications that the topics answer carries, and refuses an unknown grade', async () => {
    const indications = [
      { text: 'Tratamento da deficiência de vitamina D', grade: 'A' },
      { text: 'Prevenção de infecções respiratórias agudas', grade: 'B' },
    ];
    const response = await admin.auth(ctx.api.post(`/api/v1/supplements/${supplement.id}/indications`)).send({ indications, revision: (await admin.auth(ctx.api.get(`/api/v1/supplements/${supplement.id}`)).expect(200)).body.item.revision }).expect(200);
    expect(response.body).toEqual({ message: 'Indicações atualizadas', indications });
    expect((await readTopics()).body.indications).toEqual(indications);
    // The dashboard's indications editor loads them with the supplement's revision.
    expect((await admin.auth(ctx.api.get(`/api/v1/supplements/${supplement.id}`)).expect(200)).body.item).toMatchObject({ indications, revision: expect.any(Number) });

    const refused = await admin.auth(ctx.api.post(`/api/v1/supplements/${supplement.id}/indications`)).send({ indications: [{ text: 'Insônia', grade: 'E' }], revision: 1 }).expect(422);
    expect(refused.body.errors).toEqual({ 'indications.0.grade': ['Selecione o nível de evidência'] });
    expect((await ctx.deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(supplement.id)))?.indications).toEqual(indications);
  });
});
