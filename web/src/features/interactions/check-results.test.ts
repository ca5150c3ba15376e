import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { describe, expect, it } from 'vitest';
import { itemName, summarise } from './check-results';

const magnesium = { kind: 'supplement' as const, id: 1, name: 'Magnésio', supplement: { id: 1, name: 'Magnésio', slug: 'magnesio' } };
const iron = { kind: 'form' as const, id: 9, name: 'Sulfato ferroso', supplement: { id: 2, name: 'Ferro', slug: 'ferro' } };
const warfarin = { kind: 'drug' as const, id: 4, name: 'Varfarina', supplement: null };
const pregnancy = { kind: 'condition' as const, id: 3, name: 'Gestação', supplement: null };
const ref = ({ kind, id }: { kind: 'supplement' | 'form' | 'drug' | 'condition'; id: number }) => ({ kind, id });

function card(id: number, between: [typeof magnesium | typeof iron, typeof warfarin | typeof pregnancy | typeof iron]) {
  return {
    id,
    severity: 'moderada' as const,
    supplement: { id: 1, name: 'Magnésio', slug: 'magnesio', form: null },
    other: { kind: 'supplement' as const, id: 2, name: 'Ferro', slug: 'ferro', form: null },
    locked: true,
    details: null,
    between: [ref(between[0]), ref(between[1])] as [ReturnType<typeof ref>, ReturnType<typeof ref>],
  };
}

const answer: InteractionCheckAnswer = {
  items: [magnesium, iron, warfarin, pregnancy],
  groups: [
    { severity: 'grave', items: [] },
    { severity: 'moderada', items: [card(7, [magnesium, iron])] },
    { severity: 'leve', items: [card(8, [iron, pregnancy])] },
  ],
  pairs_without_interaction: [
    { between: [ref(magnesium), ref(warfarin)], reason: 'no_record' },
    { between: [ref(magnesium), ref(pregnancy)], reason: 'no_record' },
    { between: [ref(iron), ref(warfarin)], reason: 'no_record' },
    { between: [ref(warfarin), ref(pregnancy)], reason: 'outside_scope' },
  ],
  items_without_records: [ref(warfarin)],
  locked: true,
  checked_at: '2026-11-27T12:00:00.000Z',
};

describe('summarise', () => {
  it('counts the interactions and the pairs checked, and names the pairs without a record and the items without any, in list order', () => {
    expect(summarise(answer)).toEqual({
      found: 2,
      checked: 5,
      noneKnown: [
        ['Magnésio', 'Varfarina'],
        ['Magnésio', 'Gestação'],
        ['Sulfato ferroso (Ferro)', 'Varfarina'],
      ],
      outsideScope: [['Varfarina', 'Gestação']],
      uncovered: ['Varfarina'],
    });
  });

  it('counts a pair answered by two records once', () => {
    const twice = { ...answer, groups: [answer.groups[0], { severity: 'moderada' as const, items: [card(7, [magnesium, iron]), card(10, [magnesium, iron])] }, answer.groups[2]] as InteractionCheckAnswer['groups'] };
    expect(summarise(twice)).toMatchObject({ found: 3, checked: 5 });
  });
});

describe('itemName', () => {
  it('names a chemical form with its supplement', () => {
    expect(itemName(iron)).toBe('Sulfato ferroso (Ferro)');
    expect(itemName(warfarin)).toBe('Varfarina');
  });
});
