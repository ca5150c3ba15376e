import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../contract/search-answers.js';
import { normalizeText } from '../../domain/keywords.js';
import { buildCatalogue } from '../../local/seed/catalogue.js';
import { buildClinicalDocs } from '../../local/seed/clinical-docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { publishSearchIndex } from './index-build.js';
import { createSearchRepository } from './repository.js';
import { firstParagraphText, htmlToUnitText, queryTerms } from './text.js';

/**
 * Full-text search of the seeded monographs (issue 30): words of the topics' text and of the graded
 * indications find their supplements, and paid text never reaches a reader without premium.
 */
let ctx: TestContext;
let freeUser: SignedInCaller;
let premiumUser: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [freeUser, premiumUser] = await Promise.all([signedInCaller(ctx, 'user'), signedInCaller(ctx, 'premium')]);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function search(term: string, caller?: SignedInCaller): Promise<SearchAnswer> {
  const request = ctx.api.get('/api/v1/search').query({ search: term, page: 1 });
  return (await (caller ? caller.auth(request) : request).expect(200)).body as SearchAnswer;
}

/** Every card of every group as (supplement slug, topic name, text shown, paid). */
function cards(answer: SearchAnswer) {
  return answer.items.data.flatMap((group) => {
    switch (group.type) {
      case 'Suplementos':
        return group.data.map(({ item }) => ({ slug: item.slug, topic: null, text: '', paid: item.is_paid }));
      case 'Formas Químicas':
        return group.data.map(({ item, supplement }) => ({ slug: supplement.slug, topic: item.topic_name, text: item.content, paid: item.is_paid }));
      case 'Nutra Fórmulas':
        return group.data.map(({ item, supplement }) => ({ slug: supplement.slug, topic: item.topic_name, text: item.snippet, paid: item.is_paid }));
      case 'Tópicos':
        return group.data.map(({ item, supplement }) => ({ slug: supplement.slug, topic: item.topic_name, text: item.content, paid: item.is_paid }));
      case 'Interações':
        return group.data.flatMap(({ item, interactions }) => interactions.map(({ supplement }) => ({ slug: supplement.slug, topic: item.name, text: '', paid: 0 as const })));
    }
  });
}

const slugsOf = (answer: SearchAnswer) => [...new Set(cards(answer).map((card) => card.slug))];

describe('searching the text of the seeded monographs', () => {
  it("finds the supplements whose interactions name the drug: 'varfarina', 'anticoagulantes', 'tetraciclinas'", async () => {
    expect(slugsOf(await search('varfarina'))).toEqual(expect.arrayContaining(['vitamina-k2', 'coenzima-q10', 'vitamina-k1']));
    expect(slugsOf(await search('anticoagulantes'))).toEqual(expect.arrayContaining(['omega-3', 'vitamina-e', 'gengibre']));
    const tetraciclinas = await search('Tetraciclinas');
    expect(slugsOf(tetraciclinas)).toEqual(expect.arrayContaining(['magnesio', 'zinco', 'ferro']));
    const magnesio = tetraciclinas.items.data[3].data.find((result) => result.supplement.slug === 'magnesio');
    expect(magnesio?.item).toMatchObject({ source: 'topic', topic_name: 'Interações', topic_slug: 'magnesio-interacoes', is_paid: 0 });
    expect(magnesio?.item.content).toContain('Reduz a absorção de tetraciclinas');
  });

  it("finds Magnésio by its graded indications, accents ignored ('insonia')", async () => {
    const answer = await search('insonia');
    const indications = answer.items.data[3].data.find((result) => result.supplement.slug === 'magnesio');
    expect(indications?.item).toEqual({
      is_paid: 0, source: 'indications', topic_id: null, topic_slug: null, topic_name: 'Indicações',
      content: 'Correção da deficiência de magnésio · Insônia primária em idosos',
    });
  });

  it("finds Selênio's 'deiodinases' (a paid supplement) in its teaser for anyone, and its whole text for premium", async () => {
    for (const caller of [undefined, freeUser]) {
      const found = cards(await search('deiodinases', caller));
      expect(found).toEqual([{ slug: 'selenio', topic: 'Descrição', text: expect.stringContaining('deiodinases') as string, paid: 0 }]);
      // Only the teaser's paragraph: 'Conversão de T4 em T3 (deiodinases)' further down is not shown.
      expect(found[0]?.text).not.toContain('Conversão de T4');
    }
    const [premium] = cards(await search('deiodinases', premiumUser));
    expect(premium?.text).toContain('deiodinases');
  });

  it('keeps table cells apart in snippets', async () => {
    const forms = cards(await search('bisglicinato', premiumUser)).filter((card) => card.topic === 'Formas Químicas');
    expect(forms.length).toBeGreaterThan(0);
    for (const card of forms) expect(card.text).not.toMatch(/Forma química Teor|Teor Observações/);
    expect(forms.some((card) => card.text.includes(' · '))).toBe(true);
  });

  it("ranks a supplement's name first and keeps 'vit d' to vitamin D", async () => {
    const magnesio = await search('magnésio');
    expect(magnesio.items.data.map((group) => group.type)).toEqual(['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos', 'Interações']);
    expect(magnesio.items.data[0].data[0]?.item.slug).toBe('magnesio');
    const vitD = await search('vit d', premiumUser);
    expect(vitD.items.data[0].data[0]?.item.slug).toBe('vitamina-d3');
    // The 'Interações' group lists, under 'Antagonistas da vitamina K' (matched by 'vit' + 'da'), every
    // record of varfarina, vitamin E's among them (issue 39): the supplement and text groups are what 'vit d' must keep to D.
    const textSlugs = new Set(cards(vitD).filter((card) => !vitD.items.data.some((group) => group.type === 'Interações' && group.data.some(({ item }) => item.name === card.topic))).map((card) => card.slug));
    expect([...textSlugs]).not.toContain('vitamina-e');
    expect(slugsOf(vitD)).not.toContain('vitamina-b7-biotina');
  });
});

/**
 * Words of the seed that appear only in paid text: in no free topic, no indication of a free
 * supplement, no name of a supplement, category or topic, no tag, and no name, synonym or brand of a
 * drug, drug class or condition ('Interações' lists those for everyone).
 */
function paidOnlyWords(): string[] {
  const { categories, supplements, topics } = buildCatalogue();
  const paidSupplements = new Set(supplements.filter((supplement) => supplement.is_paid === 1).map((supplement) => supplement.id));
  const isPaid = (topic: (typeof topics)[number]) => topic.is_paid === 1 || paidSupplements.has(topic.supplement_id);
  const visible = new Set<string>();
  const paid = new Set<string>();
  const add = (into: Set<string>, text: string) => queryTerms(text).forEach((term) => into.add(term));
  for (const item of [...categories, ...supplements, ...topics]) add(visible, `${item.name} ${item.i18n?.en?.name ?? ''}`);
  const clinical = buildClinicalDocs(supplements);
  for (const item of [...clinical.drugs, ...clinical.drugClasses, ...clinical.conditions]) add(visible, [item.name, item.name_en, ...item.synonyms].join(' '));
  for (const drug of clinical.drugs) add(visible, drug.brands.join(' '));
  for (const topic of topics) {
    add(visible, topic.tags ?? '');
    add(isPaid(topic) ? paid : visible, htmlToUnitText(topic.content));
    // A paid supplement's teaser (its description's first paragraph) is shown to anyone.
    if (paidSupplements.has(topic.supplement_id) && topic.name === 'Descrição') add(visible, firstParagraphText(topic.content) ?? '');
  }
  for (const supplement of supplements) add(supplement.is_paid === 1 ? paid : visible, (supplement.indications ?? []).map((indication) => indication.text).join(' '));
  // Long, distinctive words: short ones are prefixes or typos of visible words.
  return [...paid].filter((word) => word.length >= 8 && !/\d/.test(word) && ![...visible].some((seen) => seen.startsWith(word.slice(0, 6)))).sort();
}

describe('paid text and readers without premium', () => {
  const words = paidOnlyWords();

  it('has words that only paid text holds, and premium readers find them in snippets', async () => {
    expect(words.length).toBeGreaterThan(20);
    const shown = await Promise.all(words.slice(0, 10).map(async (word) => cards(await search(word, premiumUser)).some((card) => normalizeText(card.text).includes(word))));
    expect(shown.filter(Boolean).length).toBeGreaterThan(5);
  });

  it('finds for anonymous and free readers no paid supplement by those words (issue 41, item 4: only its name and teaser are findable), never their text', async () => {
    const { supplements } = buildCatalogue();
    const paidSlugs = new Set(supplements.filter((supplement) => supplement.is_paid === 1).map((supplement) => supplement.slug));
    for (const caller of [undefined, freeUser]) {
      for (const word of words) {
        const answer = await search(word, caller);
        const found = cards(answer);
        for (const card of found) expect(paidSlugs.has(card.slug), `${word}: ${card.slug}`).toBe(false);
        for (const card of found) if (card.paid === 1) expect(card.text, `${word}: ${card.slug}`).toBe('');
        // Nothing in the answer, snippets of free topics included, says the paid word.
        expect(queryTerms(JSON.stringify(answer)), word).not.toContain(word);
      }
    }
  }, 60_000);

  it('finds every paid supplement by a word of its teaser for anyone, showing that paragraph (what the teaser shows)', async () => {
    const { supplements, topics } = buildCatalogue();
    const paid = supplements.filter((supplement) => supplement.is_paid === 1);
    expect(paid.length).toBeGreaterThan(0);
    const teaserOf = (id: number) => {
      const description = topics.find((topic) => topic.supplement_id === id && topic.name === 'Descrição');
      return description ? firstParagraphText(description.content) : null;
    };
    // A word of one teaser only (every teaser carries the demonstration mark).
    const teasers = new Map(paid.map((supplement) => [supplement.id, teaserOf(supplement.id)]));
    const counts = new Map<string, number>();
    for (const teaser of teasers.values()) for (const term of new Set(queryTerms(teaser ?? ''))) counts.set(term, (counts.get(term) ?? 0) + 1);
    let checked = 0;
    for (const supplement of paid) {
      const teaser = teasers.get(supplement.id);
      if (!teaser) continue;
      const word = queryTerms(teaser).filter((term) => term.length >= 6 && !/\d/.test(term) && counts.get(term) === 1).sort((a, b) => b.length - a.length)[0];
      if (!word) continue;
      checked += 1;
      const teaserCard = cards(await search(word)).find((card) => card.slug === supplement.slug && card.topic === 'Descrição');
      expect(teaserCard, `${supplement.slug}: ${word}`).toMatchObject({ paid: 0 });
      expect(teaser, `${supplement.slug}: ${word}`).toContain(teaserCard!.text.replace(/^…|…$/g, '').trim().slice(0, 40));
    }
    expect(checked).toBeGreaterThan(paid.length / 2);
  }, 60_000);
});
