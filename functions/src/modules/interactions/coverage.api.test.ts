import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionCheckAnswer, SupplementInteractionsAnswer } from '../../contract/interactions-answers.js';
import type { ClinicalSearchResult, SearchAnswer } from '../../contract/search-answers.js';
import type { InteractionDoc } from '../../domain/docs.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { publishSearchIndex } from '../search/port.js';
import { createSearchRepository } from '../search/repository.js';

/**
 * Issue 39, items 2 and 4: a class's records reach its drugs and a drug's records its class (checker
 * and search), and the checker and the monograph say what is not recorded. Cases are picked from the
 * seed's own records, so new seeded interactions do not break them.
 */
let ctx: TestContext;
let admin: SignedInCaller;
let premium: SignedInCaller;
const seed = seededClinical();

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [admin, premium] = await Promise.all([signedInCaller(ctx, 'admin', { name: 'Ana Editora' }), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

const check = async (items: { kind: string; id: number }[], caller: SignedInCaller = premium) =>
  (await caller.auth(ctx.api.post('/api/v1/interactions/check')).send({ items }).expect(200)).body as InteractionCheckAnswer;
const cards = (answer: InteractionCheckAnswer) => answer.groups.flatMap((group) => group.items);

/** A seeded record on a whole supplement and a drug that belongs to a class. */
function recordOnAMemberDrug(): { record: InteractionDoc; classId: number } {
  for (const record of seed.interactions) {
    if (record.other_kind !== 'drug' || record.form_id !== null) continue;
    const drug = seed.drugs.find((doc) => doc.id === record.other_id);
    if (drug && drug.class_ids.length > 0) return { record, classId: drug.class_ids[0]! };
  }
  throw new Error('the seed has no record on a drug with a class');
}

/** A seeded supplement no seeded record names. */
function supplementWithoutRecords() {
  const named = new Set(seed.interactions.flatMap((record) => [record.supplement_id, record.other_kind === 'supplement' ? record.other_id : -1]));
  const found = seed.supplements.find((supplement) => !named.has(supplement.id) && supplement.is_paid === 0);
  if (!found) throw new Error('every seeded supplement has a record');
  return found;
}

describe('class-level records', () => {
  it("answers a class on the list for its member drugs' records, naming the drug", async () => {
    const { record, classId } = recordOnAMemberDrug();
    const supplement = { kind: 'supplement', id: record.supplement_id };
    const drugClass = { kind: 'drug_class', id: classId };
    const answer = await check([supplement, drugClass]);
    const card = cards(answer).find((found) => found.id === record.id);
    expect(card?.between).toEqual([supplement, drugClass]);
    expect(card?.other).toMatchObject({ kind: 'drug', id: record.other_id });
    expect(answer.pairs_without_interaction).toEqual([]);
  });

  it('answers a drug for its class records, and does not repeat a member record under the class when the drug is listed too', async () => {
    const { record, classId } = recordOnAMemberDrug();
    const supplement = { kind: 'supplement', id: record.supplement_id };
    const drug = { kind: 'drug', id: record.other_id };
    const answer = await check([supplement, drug, { kind: 'drug_class', id: classId }]);
    expect(cards(answer).filter((found) => found.id === record.id).map((found) => found.between)).toEqual([[supplement, drug]]);
  });

  it("lists a class's member records in search: 'Hormônios tireoidianos' and 'Antagonistas da vitamina K' are not silent", async () => {
    for (const term of ['Hormônios tireoidianos', 'Antagonistas da vitamina K']) {
      const body = (await ctx.api.get('/api/v1/search').query({ page: 1, search: term }).expect(200)).body as SearchAnswer;
      const hit = body.items.data[4].data.find((found: ClinicalSearchResult) => found.item.kind === 'drug_class');
      const classDoc = seed.drugClasses.find((doc) => doc.id === hit?.item.id);
      const members = seed.drugs.filter((drug) => classDoc && drug.class_ids.includes(classDoc.id)).map((drug) => drug.id);
      const expected = seed.interactions.filter((record) => (record.other_kind === 'drug' && members.includes(record.other_id)) || record.other_key === `drug_class:${classDoc?.id}`);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(hit?.interactions_total, term).toBe(expected.length);
      const viaMember = hit?.interactions.find((interaction) => interaction.via?.kind === 'drug');
      expect(viaMember?.via?.name, term).toBe(seed.drugs.find((drug) => drug.id === viaMember?.via?.id)?.name);
    }
  });
});

describe('coverage said out loud', () => {
  it('names the items no structured interaction covers at all, and only those', async () => {
    const uncovered = supplementWithoutRecords();
    const { record } = recordOnAMemberDrug();
    const items = [
      { kind: 'supplement', id: uncovered.id },
      { kind: 'supplement', id: record.supplement_id },
      { kind: 'drug', id: record.other_id },
    ];
    const answer = await check(items);
    expect(answer.items_without_records).toEqual([{ kind: 'supplement', id: uncovered.id }]);
    expect(answer.pairs_without_interaction).toEqual(expect.arrayContaining([{ between: [items[0], items[1]], reason: 'no_record' }]));
  });

  it('counts a drug covered when its class has a record, and a drug without any as uncovered', async () => {
    const created = (await admin.auth(ctx.api.post('/api/v1/drugs')).send({ name: 'Fármaco de teste', name_en: 'Test drug', synonyms: [], brands: [], class_ids: [] }).expect(200)).body.item;
    const classRecord = seed.interactions.find((record) => record.other_kind === 'drug_class')!;
    const member = seed.drugs.find((drug) => drug.class_ids.includes(classRecord.other_id))!;
    const answer = await check([
      { kind: 'supplement', id: supplementWithoutRecords().id },
      { kind: 'drug', id: member.id },
      { kind: 'drug', id: created.id },
    ]);
    expect(answer.items_without_records).toEqual([
      { kind: 'supplement', id: supplementWithoutRecords().id },
      { kind: 'drug', id: created.id },
    ]);
  });
});

describe("the monograph's 'Interações': what its text names without a record", () => {
  it('flags a drug and a class the text names until a record answers them', async () => {
    const supplement = supplementWithoutRecords();
    const varfarina = seed.drug('Varfarina');
    const interactionsOf = async () => (await premium.auth(ctx.api.get(`/api/v1/supplements/slug/${supplement.slug}/interactions`)).expect(200)).body as SupplementInteractionsAnswer;
    await admin
      .auth(ctx.api.post('/api/v1/supplement-topics'))
      .field({ name: 'Interações de teste', order: '9', is_paid: '0', supplement_id: String(supplement.id), content: '<p>Pode reduzir o efeito da varfarina (Marevan); cautela com diuréticos tiazídicos.</p>' })
      .expect(200);
    const before = await interactionsOf();
    expect(before.unrecorded_mentions.map((mention) => [mention.phrase, mention.items.map((item) => item.name)])).toEqual(
      expect.arrayContaining([
        ['varfarina', ['Varfarina']],
        ['diuréticos tiazídicos', ['Diuréticos tiazídicos']],
      ]),
    );

    await admin
      .auth(ctx.api.post('/api/v1/interactions'))
      .send({ supplement_id: supplement.id, other_kind: 'drug', other_id: varfarina.id, severity: 'moderada', likelihood: 'possivel', evidence: 'C', mechanism: 'Texto de teste.', management: 'Texto de teste.', timing: null, references: [] })
      .expect(200);
    const after = await interactionsOf();
    expect(after.unrecorded_mentions.map((mention) => mention.phrase)).not.toContain('varfarina');
    expect(after.unrecorded_mentions.map((mention) => mention.phrase)).toContain('diuréticos tiazídicos');
    expect(after.groups[1].items.map((card) => card.other.name)).toEqual(['Varfarina']);
  });

  it("does not read a paid supplement's text for a reader without premium", async () => {
    const paid = seed.supplements.find((doc) => doc.is_paid === 1)!;
    const body = (await ctx.api.get(`/api/v1/supplements/slug/${paid.slug}/interactions`).expect(200)).body as SupplementInteractionsAnswer;
    expect(body.unrecorded_mentions).toEqual([]);
  });
});
