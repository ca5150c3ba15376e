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

function cardsOf(query: string, premium = true) {
  return presentSearch(index.search(query), 1, { locale: 'pt', premium }).items.data;
}

describe('search snippets over the seeded catalogue', () => {
  it('never run table cells together', () => {
    for (const query of ['bisglicinato', 'teor', 'citrato', 'posologia', 'dose']) {
      for (const group of cardsOf(query)) {
        for (const result of group.data) {
          const text = 'content' in result.item ? result.item.content : 'snippet' in result.item ? result.item.snippet : '';
          expect(text, query).not.toMatch(/Forma química Teor|Teor Observações|Indicação Dose|Ingrediente Dose/);
        }
      }
    }
  });

  it("keep 'vit d' to vitamin D: no Vitamina E nor Biotina card in any group", () => {
    const supplements = cardsOf('vit d').flatMap((group) => group.data.map((result) => ('supplement' in result && 'name' in result.supplement ? result.supplement.name : 'name' in result.item ? result.item.name : '')));
    expect(supplements).toContain('Vitamina D3');
    expect(supplements.filter((name) => /Vitamina E|Biotina/.test(name))).toEqual([]);
  });


  it('cut from the passage with the words as typed, not the opening disclaimer a prefix matched', () => {
    const card = chemicalFormCards('vitamina d').find((result) => result.supplement.name === 'Vitamina D3')!;
    expect(card.item.content).not.toContain('demonstração');
    expect(card.item.content).toMatch(/D3|D2/);
  });

  it('show the chemical form that was searched for', () => {
    for (const card of chemicalFormCards('picolinato')) expect(card.item.content.toLowerCase()).toContain('picolinato');
  });
});
