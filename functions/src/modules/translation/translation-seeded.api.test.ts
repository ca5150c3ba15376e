import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_ALREADY_RUNNING, TRANSLATION_KEYS, TRANSLATION_STARTED } from '../../contract/translation.js';
import type { TranslationStatusAnswer } from '../../contract/translation-answers.js';
import { COLLECTIONS, type TopicDoc } from '../../domain/docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { publishSearchIndex } from '../search/port.js';
import { createSearchRepository } from '../search/repository.js';
import { DEVELOPMENT_MARK } from '../../local/translation-server/development-translator.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;
let englishReader: SignedInCaller;
let portugueseReader: SignedInCaller;
let topicCount: number;
/** The translator waits for this gate, so the test sees the run under way before it ends. */
let openGate: () => void;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

const status = async () => (await admin.auth(ctx.api.get('/api/v1/settings/translate'))).body as TranslationStatusAnswer;
const search = (term: string) => englishReader.auth(ctx.api.get('/api/v1/search').query({ page: 1, search: term }));
const resultCount = (body: { items: { data: { data: unknown[] }[] } }) => body.items.data.reduce((sum, group) => sum + group.data.length, 0);

beforeAll(async () => {
  ctx = await createTestContext({ wrapTranslator: (translator) => ({ translateHtml: async (fragments) => gate.then(() => translator.translateHtml(fragments)) }) });
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  // As `npm run seed` does: the seeded catalogue's search index is published at once.
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  topicCount = await ctx.deps.store.count({ collection: COLLECTIONS.topics });
  [admin, englishReader, portugueseReader] = await Promise.all([signedInCaller(ctx, 'admin'), signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'premium')]);
  await englishReader.auth(ctx.api.post('/api/v1/locale/en')).expect(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('translating the seeded catalogue with the local development translator', () => {
  it('shows the seeded topics pending before any run (their names have English, their contents none)', async () => {
    const before = await status();
    expect(before.running).toBe(false);
    expect(before.item.supplement_topics).toBe(`Pendente: ${topicCount} de ${topicCount} sem tradução`);
    expect(before.item.categories).toMatch(/^Traduzido: (\d+) de \1$/);
    expect((await search('compounding pharmacy')).body.items.data.every((group: { data: unknown[] }) => group.data.length === 0)).toBe(true);
  });

  it('starts one run, refuses a second while it runs, and brings every status to translated', async () => {
    const started = await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
    expect(started.body).toEqual({ message: TRANSLATION_STARTED.text, started: true });
    const again = await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
    expect(again.body).toEqual({ message: TRANSLATION_ALREADY_RUNNING, started: false });

    const during = await status();
    expect(during.running).toBe(true);
    expect(during.item.supplement_topics).toBe(`Em andamento: 0 de ${topicCount}`);
    openGate();

    await ctx.jobs.idle();
    const after = await status();
    expect(after.running).toBe(false);
    for (const key of TRANSLATION_KEYS) expect(after.item[key]).toMatch(/^Traduzido: (\d+) de \1$/);
    expect(after.item.supplement_topics).toBe(`Traduzido: ${topicCount} de ${topicCount}`);
  }, 120_000);

  it('sent each topic content once and nothing that already had English (names, terms, plans)', () => {
    const sent = ctx.translation.received();
    expect(sent).toHaveLength(topicCount);
    expect(new Set(sent).size).toBe(topicCount);
  });

  it('answers an English reader English topic contents, and a Portuguese reader the Portuguese ones', async () => {
    const [first] = await ctx.deps.store.query<TopicDoc>({ collection: COLLECTIONS.topics, orderBy: [{ field: 'id' }], limit: 1 });
    const slug = first!.data.supplement.slug;
    const english = await englishReader.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${slug}`)).expect(200);
    const portuguese = await portugueseReader.auth(ctx.api.get(`/api/v1/supplement-topics/supplement/slug/${slug}`)).expect(200);
    expect(english.body.items.length).toBeGreaterThan(0);
    for (const item of english.body.items) expect(item.content).toContain(DEVELOPMENT_MARK);
    for (const item of portuguese.body.items) expect(item.content).not.toContain(DEVELOPMENT_MARK);
    expect(english.body.items.map((item: { name: string }) => item.name)).toContain('Chemical Forms');
  });

  it('finds supplements by the English words of their translated topics', async () => {
    const answer = await search('compounding pharmacy').expect(200);
    expect(resultCount(answer.body)).toBeGreaterThan(0);
  });

  it('translates nothing again when nothing changed', async () => {
    await admin.auth(ctx.api.post('/api/v1/settings/translate')).expect(200);
    await ctx.jobs.idle();
    expect(ctx.translation.received()).toHaveLength(topicCount);
    for (const text of Object.values((await status()).item)) expect(text).toMatch(/^Traduzido: /);
  });
});
