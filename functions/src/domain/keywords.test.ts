import { describe, expect, it } from 'vitest';
import { buildKeywords, everyWordFirst, normalizeText, searchToken, searchWords } from './keywords.js';

describe('normalizeText', () => {
  it('lower-cases, strips diacritics and collapses spaces', () => {
    expect(normalizeText('  Magnésio   QUELATO\t Ácido ')).toBe('magnesio quelato acido');
    expect(normalizeText('Coenzima Q10 – Ubiquinol')).toBe('coenzima q10 – ubiquinol');
  });
});

describe('buildKeywords', () => {
  it('holds every prefix of two or more characters of each word', () => {
    const keywords = buildKeywords('Magnésio Quelato');
    expect(keywords).toEqual(expect.arrayContaining(['ma', 'mag', 'magnesio', 'qu', 'quelato']));
    expect(keywords).not.toContain('m');
  });

  it('has no duplicates and skips empty inputs', () => {
    const keywords = buildKeywords('Zinco zinco', null, undefined, '');
    expect(keywords).toEqual(['zi', 'zin', 'zinc', 'zinco']);
  });

  it('caps prefixes at twelve characters', () => {
    const keywords = buildKeywords('Eleutherococcus senticosus');
    expect(keywords).toContain('eleutherococ');
    expect(keywords.every((k) => k.length <= 12)).toBe(true);
  });

  it('indexes a punctuated CPF by its digits so that a CPF search finds it', () => {
    const keywords = buildKeywords('529.982.247-25');
    expect(keywords).toContain('52998224725');
    expect(keywords).toContain('529982');
    expect(buildKeywords('52998224725')).toContain('5299822');
  });

  it('splits e-mail addresses into searchable words', () => {
    expect(buildKeywords('usuario@nutrindex.demo')).toEqual(expect.arrayContaining(['usuario', 'nutrindex', 'demo']));
  });
});

describe('searchToken', () => {
  it('picks the longest normalised word', () => {
    expect(searchToken('vitamina D')).toBe('vitamina');
    expect(searchToken('Ômega 3')).toBe('omega');
  });

  it('cuts long words to the stored prefix length so they still match', () => {
    const token = searchToken('Eleutherococcus');
    expect(buildKeywords('Eleutherococcus senticosus')).toContain(token);
  });

  it('searches a punctuated CPF by its digits', () => {
    expect(searchToken('529.982.247-25')).toBe('52998224725');
    expect(searchToken('529.98')).toBe('52998');
  });

  it('answers empty when nothing searchable is left', () => {
    expect(searchToken('  ')).toBe('');
    expect(searchToken('a')).toBe('');
  });
});

describe('searchWords', () => {
  it('answers every searchable word, normalised and cut as stored', () => {
    expect(searchWords('Sulfato  Ferroso')).toEqual(['sulfato', 'ferroso']);
    expect(searchWords('vitamina K1 a')).toEqual(['vitamina', 'k1']);
    expect(searchWords('Eleutherococcus')).toEqual(['eleutherococ']);
    expect(searchWords('529.982.247-25')).toEqual(['52998224725']);
  });
});

describe('everyWordFirst', () => {
  const doc = (name: string) => ({ name, keywords: buildKeywords(name) });
  const sulfates = [doc('Sulfato de manganês'), doc('Sulfato de zinco'), doc('Sulfato ferroso')];

  it('puts the documents holding every word first, keeping the order given in each part', () => {
    expect(everyWordFirst(sulfates, 'sulfato ferroso', 8).map((found) => found.name)).toEqual(['Sulfato ferroso', 'Sulfato de manganês', 'Sulfato de zinco']);
    expect(everyWordFirst(sulfates, 'sulf fer', 8)[0]?.name).toBe('Sulfato ferroso');
  });

  it('keeps the order given for a single word, and answers at most the limit', () => {
    expect(everyWordFirst(sulfates, 'sulfato', 2).map((found) => found.name)).toEqual(['Sulfato de manganês', 'Sulfato de zinco']);
  });
});
