import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer, SearchGroup } from '../../contract/search-answers.js';
import { SEARCH_INDEX_NOT_READY } from '../../contract/search.js';
import { COLLECTIONS, type CategoryDoc, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { buildCatalogueIndex } from './catalogue-index.js';
import { encodeIndex } from './index-build.js';
import { bumpSearchVersion, createSearchRepository } from './repository.js';
import { createSearchService, STATE_CHECK_INTERVAL_MS } from './service.js';

const STAMP = '2026-01-01T00:00:00.000Z';

function category(id: number, name: string, slug: string, extra: Partial<CategoryDoc> = {}): CategoryDoc {
  return {
    id, name, slug, image: `${slug}.png`, has_subcategory: 0, order: id, parent_id: null, supplements_count: 0,
    is_formulas: false, keywords: [], created_at: STAMP, updated_at: STAMP, ...extra,
  };
}

function supplement(id: number, name: string, slug: string, of: CategoryDoc, extra: Partial<SupplementDoc> = {}): SupplementDoc {
  const { id: categoryId, slug: categorySlug, name: categoryName, image } = of;
  return {
    id, name, slug, is_paid: 0, order: id, category_id: categoryId, category: { id: categoryId, slug: categorySlug, name: categoryName, image },
    keywords: [], created_at: STAMP, updated_at: STAMP, ...extra,
  };
}

function topic(id: number, of: SupplementDoc, name: string, content: string, extra: Partial<TopicDoc> = {}): TopicDoc {
  return {
    id, name, slug: `${of.slug}-${id}`, tags: null, order: id, is_paid: 0, content, supplement_id: of.id,
    supplement: { id: of.id, slug: of.slug, name: of.name, is_paid: of.is_paid, category: of.category },
    created_at: STAMP, updated_at: STAMP, ...extra,
  };
}

const minerais = category(1, 'Minerais', 'minerais');
const formulas = category(2, 'Nutra Fórmulas', 'nutra-formulas', { is_formulas: true, has_subcategory: 1 });
const sleep = category(3, 'Sono', 'sono', { parent_id: 2 });
const magnesio = supplement(1, 'Magnésio', 'magnesio', minerais, { i18n: { en: { name: 'Magnesium' } } });
const zinco = supplement(2, 'Zinco', 'zinco', minerais, { is_paid: 1 });
const sonoTranquilo = supplement(3, 'Fórmula Sono Tranquilo', 'formula-sono-tranquilo', sleep);
const topics = [
  topic(1, magnesio, 'Descrição', '<p>Mineral cofator de mais de 300 reações.</p>', { tags: 'sono, cãibras' }),
  topic(2, magnesio, 'Formas Químicas', '<table><tr><td>Magnésio quelato (bisglicinato)</td><td>~14% de Mg elementar</td></tr></table>', {
    i18n: { en: { name: 'Chemical Forms', content: '<table><tr><td>Magnesium chelate (bisglycinate)</td></tr></table>' } },
  }),
  topic(3, magnesio, 'Nutra Fórmulas', '<p>Magnésio treonato 300 mg com melatonina 0,21 mg, à noite, para o sono.</p>'),
  topic(4, zinco, 'Formas Químicas', '<p>Zinco quelato (bisglicinato): boa absorção e menor irritação gástrica.</p>'),
  topic(5, sonoTranquilo, 'Nutra Fórmulas', '<ul><li>Magnésio bisglicinato 200 mg</li><li>L-teanina 200 mg</li><li>Melatonina 0,21 mg</li></ul>'),
  topic(6, magnesio, 'Posologia', '<table><tr><th>Indicação</th><th>Dose</th></tr><tr><td>Cãibras noturnas</td><td>400 mg à noite</td></tr></table>', {
    i18n: { en: { name: 'Dosage', content: '<table><tr><th>Indication</th><th>Dose</th></tr><tr><td>Night cramps</td><td>400 mg at night</td></tr></table>' } },
  }),
  topic(7, zinco, 'Interações', '<p>Reduz a absorção de quinolonas.</p>'),
];

async function writeCatalogue(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    for (const doc of [minerais, formulas, sleep]) tx.set(COLLECTIONS.categories, String(doc.id), doc);
    for (const doc of [magnesio, zinco, sonoTranquilo]) tx.set(COLLECTIONS.supplements, String(doc.id), doc);
    for (const doc of topics) tx.set(COLLECTIONS.topics, String(doc.id), doc);
    // New items created through the API take ids after these.
    for (const collection of [COLLECTIONS.categories, COLLECTIONS.supplements, COLLECTIONS.topics]) tx.set(COLLECTIONS.counters, collection, { next: 1000 });
    bumpSearchVersion(tx);
  });
}

let ctx: TestContext;
let freeUser: SignedInCaller;
let premiumUser: SignedInCaller;
let admin: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  await writeCatalogue(ctx.deps.store);
  // Written straight to the store, as a migration would: the first search finds no index, asks for a build and answers 503.
  await ctx.api.get('/api/v1/search').query({ search: 'magnesio' }).expect(503);
  await ctx.jobs.idle();
  freeUser = await signedInCaller(ctx, 'user');
  premiumUser = await signedInCaller(ctx, 'premium');
  admin = await signedInCaller(ctx, 'admin');
});
afterAll(() => ctx.close());

type Group<T extends SearchGroup['type']> = Extract<SearchGroup, { type: T }>;

function group<T extends SearchGroup['type']>(answer: SearchAnswer, type: T): Group<T>['data'] {
  const found = answer.items.data.find((candidate): candidate is Group<T> => candidate.type === type);
  if (!found) throw new Error(`the answer has no '${type}' group`);
  return found.data as Group<T>['data'];
}

async function search(term: string, options: { caller?: SignedInCaller; page?: number; locale?: string } = {}) {
  let req = ctx.api.get('/api/v1/search').query({ search: term, page: options.page ?? 1 });
  if (options.locale) req = req.set('Accept-Language', options.locale);
  if (options.caller) req = options.caller.auth(req);
  const answer = (await req.expect(200)).body as SearchAnswer;
  return {
    answer,
    supplements: group(answer, 'Suplementos'),
    chemicalForms: group(answer, 'Formas Químicas'),
    formulas: group(answer, 'Nutra Fórmulas'),
    topics: group(answer, 'Tópicos'),
  };
}

describe('GET search', () => {
  it('finds a supplement by its name, ignoring accents and case', async () => {
    for (const term of ['magnesio', 'MAGNÉSIO', 'Magnésio']) {
      const { answer, supplements } = await search(term);
      expect(answer.items.data.map((group) => group.type)).toEqual(['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos', 'Interações']);
      expect(answer.items).toMatchObject({ current_page: 1, last_page: 1 });
      expect(supplements[0]).toEqual({ item: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png', is_paid: 0 } });
    }
  });

  it('tolerates a typo and finds a name by its beginning', async () => {
    expect((await search('magnezio')).supplements.map((result) => result.item.slug)).toContain('magnesio');
    expect((await search('magn')).supplements.map((result) => result.item.slug)).toContain('magnesio');
    const shortLastWord = await search('formula s');
    expect(shortLastWord.formulas.map((result) => result.supplement.slug)).toContain('formula-sono-tranquilo');
  });

  it('finds a supplement by the tags of its topics', async () => {
    expect((await search('cãibras')).supplements.map((result) => result.item.slug)).toEqual(['magnesio']);
  });

  it('finds a word of a chemical-forms topic and names the supplement to open', async () => {
    const { chemicalForms, supplements } = await search('bisglicinato', { caller: premiumUser });
    expect(supplements).toEqual([]);
    const magnesioCard = chemicalForms.find((result) => result.supplement.slug === 'magnesio');
    expect(magnesioCard).toEqual({
      item: { is_paid: 0, topic_name: 'Formas Químicas', content: 'Magnésio quelato (bisglicinato) · ~14% de Mg elementar' },
      supplement: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png' },
    });
  });

  it('answers formula topics and formula supplements in Nutra Fórmulas, and formula supplements nowhere else', async () => {
    const { supplements, formulas } = await search('sono');
    expect(supplements.map((result) => result.item.slug)).toEqual(['magnesio']);
    expect(formulas).toContainEqual({
      item: { name: 'Fórmula Sono Tranquilo', image: 'sono.png', slug: 'sono', is_paid: 0, source: 'supplement', topic_name: null, snippet: '' },
      supplement: { slug: 'formula-sono-tranquilo' },
    });
    const topicResult = formulas.find((result) => result.item.source === 'supplement_topic');
    expect(topicResult).toEqual({
      item: {
        name: 'Magnésio', image: 'minerais.png', slug: 'magnesio', is_paid: 0, source: 'supplement_topic', topic_name: 'Nutra Fórmulas',
        snippet: 'Magnésio treonato 300 mg com melatonina 0,21 mg, à noite, para o sono.',
      },
      supplement: { slug: 'magnesio' },
    });

    const melatonina = await search('melatonina');
    expect(melatonina.formulas.map((result) => [result.item.source, result.supplement.slug]).sort()).toEqual([
      ['supplement_topic', 'formula-sono-tranquilo'],
      ['supplement_topic', 'magnesio'],
    ]);
  });

  it("finds a paid supplement's topics only for premium callers, and its name for anyone (issue 41, item 4)", async () => {
    const zincCard = (results: Awaited<ReturnType<typeof search>>) => results.chemicalForms.find((result) => result.supplement.slug === 'zinco');
    for (const caller of [undefined, freeUser]) {
      expect(zincCard(await search('bisglicinato', { caller }))).toBeUndefined();
    }
    expect(zincCard(await search('bisglicinato', { caller: premiumUser }))?.item.content).toContain('Zinco quelato (bisglicinato)');
    expect((await search('zinco', { caller: freeUser })).supplements).toEqual([{ item: { name: 'Zinco', slug: 'zinco', image: 'minerais.png', is_paid: 1 } }]);
  });

  it('answers names and snippets in English when asked, falling back to Portuguese', async () => {
    const { supplements, chemicalForms } = await search('magnesium', { locale: 'en-US' });
    expect(supplements[0]?.item.name).toBe('Magnesium');
    expect(chemicalForms[0]).toMatchObject({
      item: { topic_name: 'Chemical Forms', content: 'Magnesium chelate (bisglycinate)' },
      supplement: { name: 'Magnesium', slug: 'magnesio' },
    });
    expect((await search('zinco', { locale: 'en' })).supplements[0]?.item.name).toBe('Zinco');
  });

  it('refuses an empty or missing term', async () => {
    for (const query of [{ search: '   ' }, {}]) {
      const response = await ctx.api.get('/api/v1/search').query(query).expect(422);
      expect(response.body.message).toBe('Informe o termo de busca');
    }
  });

  it('finds a word of any other topic in Tópicos, table cells kept apart, in either language', async () => {
    const { supplements, topics } = await search('noturnas');
    expect(supplements).toEqual([]);
    expect(topics).toEqual([
      {
        item: { is_paid: 0, source: 'topic', topic_id: 6, topic_slug: 'magnesio-6', topic_name: 'Posologia', content: 'Indicação · Dose · Cãibras noturnas · 400 mg à noite' },
        supplement: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png' },
      },
    ]);
    const english = await search('cramps', { locale: 'en' });
    expect(english.topics.map((result) => [result.item.topic_name, result.item.content])).toEqual([['Dosage', 'Indication · Dose · Night cramps · 400 mg at night']]);
    // A Portuguese reader who typed an English word sees the English passage that explains the match.
    expect((await search('cramps')).topics[0]?.item).toMatchObject({ topic_name: 'Posologia', content: 'Indication · Dose · Night cramps · 400 mg at night' });
  });

  it("does not find a paid supplement by its topics' text for anonymous and free callers (issue 41, item 4)", async () => {
    for (const caller of [undefined, freeUser]) {
      expect((await search('quinolonas', { caller })).topics).toEqual([]);
    }
    expect((await search('quinolonas', { caller: premiumUser })).topics[0]?.item.content).toBe('Reduz a absorção de quinolonas.');
  });

  it('answers every group empty when nothing matches', async () => {
    const { answer } = await search('xyzzy');
    expect(answer.items).toEqual({
      data: [{ type: 'Suplementos', data: [] }, { type: 'Formas Químicas', data: [] }, { type: 'Nutra Fórmulas', data: [] }, { type: 'Tópicos', data: [] }, { type: 'Interações', data: [] }],
      current_page: 1,
      last_page: 1,
    });
  });

  it('finds what the dashboard writes once the index build job has run', async () => {
    expect((await search('selenio')).supplements).toEqual([]);
    const selenio = await createSupplement(ctx, admin, minerais.id, { name: 'Selênio' });
    await createTopic(ctx, admin, selenio.id, { name: 'Formas Químicas', content: '<p>Selênio como selenometionina.</p>' });
    await ctx.jobs.idle();
    expect((await search('selenio')).supplements.map((result) => result.item.slug)).toEqual([selenio.slug]);
    expect((await search('selenometionina')).chemicalForms.map((result) => result.supplement.slug)).toEqual([selenio.slug]);
  });

  it('pages each group by 10, counting pages by the largest group', async () => {
    for (let n = 1; n <= 23; n++) await createSupplement(ctx, admin, minerais.id, { name: `Colina ${n}` });
    await ctx.jobs.idle();
    const first = await search('colina');
    expect(first.answer.items).toMatchObject({ current_page: 1, last_page: 3 });
    expect(first.supplements).toHaveLength(10);
    const third = await search('colina', { page: 3 });
    expect(third.supplements).toHaveLength(3);
    expect(third.answer.items).toMatchObject({ current_page: 3, last_page: 3 });
  });
});

describe('the serialised index in the blob store', () => {
  it('is private: the uploads route never serves it, whatever the path', async () => {
    const { pointer } = await createSearchRepository(ctx.deps.store, ctx.deps.blobs).readState();
    expect(pointer?.blob).toMatch(/^index-v\d+-[0-9a-f]{16}\.json\.gz$/);
    expect(await ctx.deps.blobs.exists('search-index', pointer!.blob)).toBe(true);
    const name = pointer!.blob;
    for (const path of [
      `/uploads/search-index/${name}`,
      `/uploads/private/${name}`,
      `/uploads/images/..%2F..%2Fprivate%2Fsearch-index%2F${name}`,
      `/uploads/images/../../private/search-index/${name}`,
      `/uploads/..%2Fprivate%2Fsearch-index/${name}`,
      `/private/search-index/${name}`,
    ]) {
      const response = await ctx.api.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/json/);
    }
  });
});

describe('search index of another instance', () => {
  it('answers from its index until its next check, then loads the newer one in the background', async () => {
    let now = 0;
    const repository = createSearchRepository(ctx.deps.store, ctx.deps.blobs);
    const service = createSearchService({ repository, jobs: ctx.jobs, clock: () => now });
    const viewer = { locale: 'pt' as const, premium: false };
    const found = async () => group(await service.search({ search: 'cromo', page: 1 }, viewer), 'Suplementos').map((result) => result.item.slug);
    expect(await found()).toEqual([]);

    // Another instance's build job publishes a newer index (not through this process's job queue).
    await ctx.deps.store.transaction(async (tx) => {
      tx.set(COLLECTIONS.supplements, '200', supplement(200, 'Cromo', 'cromo', minerais));
      bumpSearchVersion(tx);
    });
    const { version } = await repository.readState();
    const index = buildCatalogueIndex(await repository.loadCatalogue());
    await repository.writeIndexBlob('index-other-instance.json.gz', encodeIndex(index));
    await repository.publishPointer({ version, blob: 'index-other-instance.json.gz', entries: index.size, bytes: 0, built_at: STAMP });

    expect(await found()).toEqual([]);
    now += STATE_CHECK_INTERVAL_MS;
    // The check sees the new pointer; the previous index answers while the new one loads.
    expect(await found()).toEqual([]);
    await vi.waitFor(async () => expect(await found()).toEqual(['cromo']));
  });
});

describe('a fresh deploy', () => {
  it('answers empty groups for an empty catalogue, and 503 with a clear message until the first index is built', async () => {
    const fresh = await createTestContext();
    try {
      const empty = await fresh.api.get('/api/v1/search').query({ search: 'magnesio' }).expect(200);
      expect((empty.body as SearchAnswer).items.data.every((entry) => entry.data.length === 0)).toBe(true);

      await writeCatalogue(fresh.deps.store);
      // The empty index answers until the next check; a new app instance checks at once.
      const instance = createSearchService({ repository: createSearchRepository(fresh.deps.store, fresh.deps.blobs), jobs: fresh.jobs });
      const viewer = { locale: 'pt' as const, premium: false };
      await expect(instance.search({ search: 'magnesio', page: 1 }, viewer)).rejects.toMatchObject({ status: 503, message: SEARCH_INDEX_NOT_READY });
      await fresh.jobs.idle();
      const answer = await instance.search({ search: 'magnesio', page: 1 }, viewer);
      expect(group(answer, 'Suplementos')[0]?.item.slug).toBe('magnesio');
    } finally {
      await fresh.close();
    }
  });

  it('says so in Portuguese over HTTP', async () => {
    const fresh = await createTestContext();
    try {
      await writeCatalogue(fresh.deps.store);
      const response = await fresh.api.get('/api/v1/search').query({ search: 'magnesio' }).expect(503);
      expect(response.body).toEqual({ message: SEARCH_INDEX_NOT_READY });
    } finally {
      await fresh.close();
    }
  });
});
