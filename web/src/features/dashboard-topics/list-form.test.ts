import { topicReferencesSchema } from '@contract/evidence';
import { describe, expect, it } from 'vitest';
import { moveItem, validateListForm } from './list-form';

describe('moveItem', () => {
  it('swaps an item with its neighbour and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('validateListForm', () => {
  it('answers the first message per row and field, and each message once', () => {
    const row = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: '', year: '', doi: 'x', pmid: '' };
    const result = validateListForm(topicReferencesSchema, { references: [row, row] });
    expect(result).toEqual({
      ok: false,
      errors: { 'references.0.doi': 'DOI inválido (ex.: 10.1056/NEJMra070553)', 'references.1.doi': 'DOI inválido (ex.: 10.1056/NEJMra070553)' },
      messages: ['DOI inválido (ex.: 10.1056/NEJMra070553)'],
    });
  });
});
