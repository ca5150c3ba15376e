import { describe, expect, it } from 'vitest';
import { checkerPath, decodeItems, encodeItems } from './checker-url';

describe('the checker list in the address', () => {
  const list = [
    { kind: 'supplement' as const, id: 12 },
    { kind: 'form' as const, id: 3 },
    { kind: 'drug' as const, id: 5 },
    { kind: 'drug_class' as const, id: 7 },
    { kind: 'condition' as const, id: 2 },
  ];

  it('writes one short code per item, in the list order, and reads the same list back', () => {
    expect(encodeItems(list)).toBe('s12-f3-m5-cm7-c2');
    expect(decodeItems(encodeItems(list))).toEqual(list);
  });

  it('opens the checker with the list, or bare when the list is empty', () => {
    expect(checkerPath([{ kind: 'supplement', id: 4 }])).toBe('/app/interacoes?itens=s4');
    expect(checkerPath([])).toBe('/app/interacoes');
  });

  it('skips what it cannot read and keeps a repeated item once', () => {
    expect(decodeItems('s12-x9-s12--m0-m05-drug5-c2 ')).toEqual([
      { kind: 'supplement', id: 12 },
      { kind: 'condition', id: 2 },
    ]);
    expect(decodeItems(null)).toEqual([]);
    expect(decodeItems('')).toEqual([]);
  });

  it('keeps only the first 30 items, as many as one check takes', () => {
    const many = Array.from({ length: 35 }, (_, index) => `m${index + 1}`).join('-');
    const read = decodeItems(many);
    expect(read).toHaveLength(30);
    expect(read.at(-1)).toEqual({ kind: 'drug', id: 30 });
  });
});
