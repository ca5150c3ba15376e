import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('Magnésio Quelato')).toBe('magnesio-quelato');
    expect(slugify('Ômega 3')).toBe('omega-3');
    expect(slugify('Formas Químicas')).toBe('formas-quimicas');
  });

  it('collapses punctuation and trims hyphens at the ends', () => {
    expect(slugify('  L-Carnitina (tartarato)  ')).toBe('l-carnitina-tartarato');
    expect(slugify('Vitamina B12 — Metilcobalamina!')).toBe('vitamina-b12-metilcobalamina');
    expect(slugify('5-HTP')).toBe('5-htp');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify(' — ')).toBe('');
  });
});
