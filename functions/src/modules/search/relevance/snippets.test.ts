import { describe, expect, it } from 'vitest';
import type { ChemicalFormSearchResult } from '../../../contract/search-answers.js';
import { buildCatalogue } from '../../../local/seed/catalogue.js';
import { buildCatalogueIndex } from '../catalogue-index.js';
import { presentSearch } from '../present.js';

const index = buildCatalogueIndex(buildCatalogue());
const premiumReader = { locale: 'pt' as const, premium: true };

function chemicalFormCards(query: string): ChemicalFormSearchResult[] {
  const groups = presentSearch(index.search(query), 1, premiumReader).items.data;
  const group = groups.find((candidate) => candidate.type === 'Formas Químicas');
  return group?.type === 'Formas Químicas' ? group.data : [];
}

describe('search snippets over the seeded catalogue', () => {
  it('cut from the passage with the words as typed, not the opening disclaimer a prefix matched', () => {
    const card = chemicalFormCards('vitamina d').find((result) => result.supplement.name === 'Vitamina D3')!;
    expect(card.item.content).not.toContain('demonstração');
    expect(card.item.content).toMatch(/D3|D2/);
  });

  it('show the chemical form that was searched for', () => {
    for (const card of chemicalFormCards('picolinato')) expect(card.item.content.toLowerCase()).toContain('picolinato');
  });
});
