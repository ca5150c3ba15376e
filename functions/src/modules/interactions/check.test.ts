import { describe, expect, it } from 'vitest';
import type { InteractionDoc } from '../../domain/docs.js';
import { candidatePairKeys, matchPairs, type ResolvedItem } from './check.js';
import { chunksOf, pairKey } from './keys.js';
import { emptyNames } from './names.js';

const supplement = (id: number): ResolvedItem => ({ ref: { kind: 'supplement', id }, keys: [`supplement:${id}`], formId: null, supplementId: id });
const form = (id: number, supplementId: number): ResolvedItem => ({ ref: { kind: 'form', id }, keys: [`supplement:${supplementId}`], formId: id, supplementId });
const drug = (id: number, classes: number[] = []): ResolvedItem => ({ ref: { kind: 'drug', id }, keys: [`drug:${id}`, ...classes.map((c) => `drug_class:${c}`)], formId: null, supplementId: null });

const record = (fields: Partial<InteractionDoc> & Pick<InteractionDoc, 'id' | 'supplement_id' | 'other_kind' | 'other_id'>): InteractionDoc => ({
  name: `Interação ${fields.id}`,
  form_id: null,
  other_form_id: null,
  pair_key: pairKey(`supplement:${fields.supplement_id}`, `${fields.other_kind}:${fields.other_id}`),
  other_key: `${fields.other_kind}:${fields.other_id}`,
  severity: 'moderada',
  likelihood: 'possivel',
  evidence: 'B',
  mechanism: 'm',
  management: 'c',
  timing: null,
  references: [],
  reviewed_at: null,
  reviewed_by: null,
  keywords: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function namesFor(records: InteractionDoc[]) {
  const names = emptyNames();
  for (const r of records) {
    names.supplement.set(r.supplement_id, { id: r.supplement_id, name: `S${r.supplement_id}`, slug: `s${r.supplement_id}` } as never);
    if (r.other_kind === 'supplement') names.supplement.set(r.other_id, { id: r.other_id, name: `S${r.other_id}`, slug: `s${r.other_id}` } as never);
    else names[r.other_kind].set(r.other_id, { id: r.other_id, name: `O${r.other_id}`, name_en: `O${r.other_id}` } as never);
    for (const formId of [r.form_id, r.other_form_id]) if (formId !== null) names.form.set(formId, { id: formId, name: `F${formId}`, name_en: `F${formId}` } as never);
  }
  return names;
}

describe('the pairs a check asks for', () => {
  it('asks only for pairs with a supplement, never a supplement with its own form, a drug with its classes too', () => {
    const keys = candidatePairKeys([supplement(1), form(7, 1), drug(5, [3]), drug(6), { ref: { kind: 'condition', id: 2 }, keys: ['condition:2'], formId: null, supplementId: null }]);
    expect(keys.sort()).toEqual(
      [
        'drug:5|supplement:1',
        'drug_class:3|supplement:1',
        'drug:6|supplement:1',
        'condition:2|supplement:1',
      ].sort(),
    );
  });

  it('grows with the list, not the catalogue: 30 supplements make 435 keys in 15 queries of at most 30', () => {
    const keys = candidatePairKeys(Array.from({ length: 30 }, (_, index) => supplement(index + 1)));
    expect(keys).toHaveLength(435);
    expect(chunksOf(keys).map((chunk) => chunk.length)).toEqual([...Array(14).fill(30), 15]);
  });
});

describe('matching records to the pairs of the list', () => {
  const viewer = { locale: 'pt' as const, premium: false };

  it("answers a form's record only for that form, and a supplement's record for any of its forms", () => {
    const formRecord = record({ id: 1, supplement_id: 1, form_id: 7, other_kind: 'drug', other_id: 5 });
    const wholeRecord = record({ id: 2, supplement_id: 1, other_kind: 'drug', other_id: 5 });
    const names = namesFor([formRecord, wholeRecord]);
    const other = matchPairs([form(8, 1), drug(5)], [formRecord, wholeRecord], names, viewer);
    expect(other.found.map((entry) => entry.card.id)).toEqual([2]);
    const same = matchPairs([form(7, 1), drug(5)], [formRecord, wholeRecord], names, viewer);
    expect(same.found.map((entry) => entry.card.id)).toEqual([1, 2]);
    const whole = matchPairs([supplement(1), drug(5)], [formRecord, wholeRecord], names, viewer);
    expect(whole.found.map((entry) => entry.card.supplement.form?.name ?? null)).toEqual(['F7', null]);
  });

  it('reads a supplement pair in either order, and gives a free reader no details', () => {
    const pair = record({ id: 3, supplement_id: 2, other_kind: 'supplement', other_id: 1 });
    const { found, without } = matchPairs([supplement(1), supplement(2), drug(9)], [pair], namesFor([pair]), viewer);
    expect(found.map((entry) => [entry.card.between, entry.card.details, entry.card.locked])).toEqual([[[{ kind: 'supplement', id: 1 }, { kind: 'supplement', id: 2 }], null, true]]);
    expect(without.map((entry) => entry.reason)).toEqual(['no_record', 'no_record']);
  });
});
