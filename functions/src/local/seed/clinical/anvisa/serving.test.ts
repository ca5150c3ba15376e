import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from '../../catalogue.js';
import { buildClinicalDocs } from '../../clinical-docs.js';
import { buildDoseDocs } from '../../dose-docs.js';

// A generated module with one checked and one unchecked value: only the checked one is served, citing its act.
vi.mock('./limits.generated.js', () => ({
  ANVISA_LIMITS: {
    version: 'test',
    rows: [
      { nutrient: 'ferro', group: 'gestantes', kind: 'max', value: 40, unit: 'mg', act: 'IN 999/2099 (Anexo IV)', consolidatedDate: '2099-01-01', checkedAgainst: 'DOU test text', checkedUrl: 'https://example.org/dou', note: '' },
      { nutrient: 'ferro', group: 'lactantes', kind: 'max', value: 41, unit: 'mg', act: 'IN 999/2099 (Anexo IV)', consolidatedDate: '2099-01-01', checkedAgainst: null, checkedUrl: null, note: '' },
    ],
  },
}));

describe('serving ANVISA limits in the nutrient documents', () => {
  it('serves a checked maximum with its act as the cited source, and never an unchecked one', () => {
    const { supplements } = buildCatalogue();
    const iron = buildDoseDocs(supplements, buildClinicalDocs(supplements).forms).nutrients.find((nutrient) => nutrient.slug === 'ferro');
    const served = iron?.groups.gestantes?.anvisa_max;
    expect(served?.value).toBe(40);
    expect(iron?.groups.lactantes?.anvisa_max).toBeNull();
    const source = iron?.sources.find((candidate) => candidate.key === served?.source);
    expect(source?.title).toContain('IN 999/2099 (Anexo IV)');
    expect(source?.title).toContain('DOU test text');
    expect(source?.url).toBe('https://example.org/dou');
  });
});
