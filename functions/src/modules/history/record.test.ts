import { describe, expect, it } from 'vitest';
import { changedFields } from './record.js';

describe('changedFields', () => {
  const reference = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: 'N Engl J Med', year: 2007, doi: '10.1056/NEJMra070553', pmid: '17634462' };

  it('names only the fields whose value changed', () => {
    expect(changedFields({ severity: 'leve', references: [reference] }, { severity: 'grave', references: [reference] })).toEqual(['severity']);
  });

  it('takes the same reference with its fields in another order as unchanged', () => {
    const reordered = { pmid: reference.pmid, doi: reference.doi, year: reference.year, journal: reference.journal, title: reference.title, authors: reference.authors };
    expect(changedFields({ references: [reference] }, { references: [reordered] })).toEqual([]);
  });

  it('sees a reference edited, added or moved', () => {
    expect(changedFields({ references: [reference] }, { references: [{ ...reference, year: 2008 }] })).toEqual(['references']);
    expect(changedFields({ references: [reference] }, { references: [reference, reference] })).toEqual(['references']);
  });

  it('takes an empty English overlay as no overlay, and leaves out bookkeeping', () => {
    expect(changedFields({ i18n: { en: {} }, updated_at: 'a' }, { updated_at: 'b' })).toEqual([]);
  });
});
