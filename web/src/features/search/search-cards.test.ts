import type { SearchAnswer, SearchGroup } from '@contract/search-answers';
import { describe, expect, it } from 'vitest';
import { clinicalCheckerHref, clinicalNamedFirst, interactionCheckerHref, mergeClinicalPages, mergeSearchPages, namesClinicalItem, searchCardsOf } from './search-cards';

/** A page as the API answers it: the five groups always, in the API's order (those not given empty). */
const page = (current: number, last: number, groups: SearchGroup[]): SearchAnswer => {
  const given = <T extends SearchGroup['type']>(type: T) => (groups.find((group) => group.type === type) ?? { type, data: [] }) as Extract<SearchGroup, { type: T }>;
  return { items: { data: [given('Suplementos'), given('Formas Químicas'), given('Nutra Fórmulas'), given('Tópicos'), given('Interações')], current_page: current, last_page: last } };
};

describe('search result cards', () => {
  it('opens a match in a topic’s text on its supplement with that topic first, and indications on the supplement', () => {
    const cards = searchCardsOf({
      type: 'Tópicos',
      data: [
        {
          item: { is_paid: 0, source: 'topic', topic_id: 4, topic_slug: 'magnesio-interacoes', topic_name: 'Interações', content: '…tetraciclinas…' },
          supplement: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png' },
        },
        {
          item: { is_paid: 1, source: 'indications', topic_id: null, topic_slug: null, topic_name: 'Indicações', content: '' },
          supplement: { name: 'Selênio', slug: 'selenio', image: 'minerais.png' },
        },
      ],
    });
    expect(cards).toMatchObject([
      { name: 'Magnésio', href: '/app/suplementos/topicos/magnesio?topico=4', paid: false, foundIn: { topic: 'Interações', snippet: '…tetraciclinas…' } },
      { name: 'Selênio', href: '/app/suplementos/topicos/selenio', paid: true, foundIn: { topic: 'Indicações', snippet: '' } },
    ]);
  });

  it('opens a supplement’s topics from its own slug, labelled as a supplement', () => {
    const [card] = searchCardsOf({
      type: 'Suplementos',
      data: [{ item: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png', is_paid: 0 } }],
    });
    expect(card).toMatchObject({ name: 'Magnésio', image: 'minerais.png', href: '/app/suplementos/topicos/magnesio', paid: false, foundIn: null });
  });

  it('opens a chemical-forms match on its supplement’s topics, showing the topic and the snippet', () => {
    const [card] = searchCardsOf({
      type: 'Formas Químicas',
      data: [
        {
          item: { is_paid: 1, topic_name: 'Formas Químicas', content: '…quelato…' },
          supplement: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png' },
        },
      ],
    });
    expect(card).toMatchObject({
      name: 'Magnésio',
      href: '/app/suplementos/topicos/magnesio',
      paid: true,
      foundIn: { topic: 'Formas Químicas', snippet: '…quelato…' },
    });
  });

  it('opens a formula topic on the supplement’s topics and a formulas-category supplement on its category', () => {
    const cards = searchCardsOf({
      type: 'Nutra Fórmulas',
      data: [
        {
          item: { name: 'Magnésio', image: 'm.png', slug: 'magnesio', is_paid: 0, source: 'supplement_topic', topic_name: 'Nutra Fórmulas', snippet: '300 mg' },
          supplement: { slug: 'magnesio' },
        },
        {
          item: { name: 'Fórmula Sono', image: 'n.png', slug: 'nutra-formulas', is_paid: 0, source: 'supplement', topic_name: null, snippet: '' },
          supplement: { slug: 'formula-sono' },
        },
      ],
    });
    expect(cards.map((card) => card.href)).toEqual(['/app/suplementos/topicos/magnesio', '/app/categorias/nutra-formulas/suplementos']);
    expect(cards[0]?.foundIn).toEqual({ topic: 'Nutra Fórmulas', snippet: '300 mg' });
    expect(cards[1]?.foundIn).toBeNull();
  });

  it('escapes slugs that would break the address', () => {
    const [card] = searchCardsOf({ type: 'Suplementos', data: [{ item: { name: 'X', slug: 'a/b c', image: 'i.png', is_paid: 0 } }] });
    expect(card?.href).toBe('/app/suplementos/topicos/a%2Fb%20c');
  });
});

describe('merging pages', () => {
  const supplement = (slug: string): SearchGroup => ({
    type: 'Suplementos',
    data: [{ item: { name: slug, slug, image: 'i.png', is_paid: 0 } }],
  });

  it('keeps the groups in the API’s order (the spec’s three, then Tópicos), appending each page to its group', () => {
    const groups = mergeSearchPages([
      page(1, 2, [supplement('a')]),
      page(2, 2, [supplement('b')]),
    ]);
    expect(groups.map((group) => group.type)).toEqual(['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos']);
    expect(groups[0]?.cards.map((card) => card.name)).toEqual(['a', 'b']);
    expect(groups[1]?.cards).toEqual([]);
  });

  it('does not show a card twice when the index changed between two pages', () => {
    const groups = mergeSearchPages([page(1, 2, [supplement('a')]), page(2, 2, [supplement('a')])]);
    expect(groups[0]?.cards).toHaveLength(1);
  });
});

describe('drugs and conditions with their interactions', () => {
  const warfarin = (interactions: number): SearchGroup => ({
    type: 'Interações',
    data: [
      {
        item: { kind: 'drug', id: 4, name: 'Varfarina', matched: 'Marevan' },
        interactions: (
          [
          { id: 11, severity: 'grave', supplement: { id: 7, name: 'Ômega 3', slug: 'omega-3', form: null }, via: null },
          { id: 12, severity: 'moderada', supplement: { id: 2, name: 'Ferro', slug: 'ferro', form: { id: 9, name: 'Sulfato ferroso' } }, via: { kind: 'drug_class', id: 1, name: 'Anticoagulantes' } },
          ] as const
        ).slice(0, interactions),
        interactions_total: interactions,
      },
    ],
  });

  it('lists each drug or condition once across pages, and opens the checker with it, or with it and one supplement (or form)', () => {
    const results = mergeClinicalPages([page(1, 2, [warfarin(2)]), page(2, 2, [warfarin(2)])]);
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(clinicalCheckerHref(result!)).toBe('/app/interacoes?itens=m4');
    expect(interactionCheckerHref(result!, result!.interactions[0]!)).toBe('/app/interacoes?itens=s7-m4');
    expect(interactionCheckerHref(result!, result!.interactions[1]!)).toBe('/app/interacoes?itens=f9-m4');
  });

  it('leaves the card groups as they were', () => {
    expect(mergeSearchPages([page(1, 1, [warfarin(1)])]).map((group) => group.type)).toEqual(['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos']);
  });
});

describe('a query that names a drug, class or condition (issue 41, item 3)', () => {
  const result = (kind: 'drug' | 'drug_class' | 'condition', id: number, name: string, matched: string | null = null) => ({ item: { kind, id, name, matched }, interactions: [], interactions_total: 0 });
  const varfarina = result('drug', 1, 'Varfarina');
  const levotiroxina = result('drug', 2, 'Levotiroxina sódica');
  const avk = result('drug_class', 3, 'Antagonistas da vitamina K (cumarínicos)');
  const gestacao = result('condition', 4, 'Gestação', 'gestante');
  const marevan = result('drug', 1, 'Varfarina', 'Marevan');

  it('is named by its name, its name without the qualifier, its leading words, or the synonym or brand that matched, accents and case aside', () => {
    expect(namesClinicalItem(varfarina, 'varfarina')).toBe(true);
    expect(namesClinicalItem(varfarina, ' VARFARINA ')).toBe(true);
    expect(namesClinicalItem(levotiroxina, 'levotiroxina')).toBe(true);
    expect(namesClinicalItem(avk, 'Antagonistas da vitamina K')).toBe(true);
    expect(namesClinicalItem(avk, 'antagonistas da vitamina k (cumarinicos)')).toBe(true);
    expect(namesClinicalItem(gestacao, 'gestante')).toBe(true);
    expect(namesClinicalItem(gestacao, 'gestacao')).toBe(true);
    expect(namesClinicalItem(marevan, 'marevan')).toBe(true);
  });

  it('is not named by a word being typed nor by a word inside its name', () => {
    expect(namesClinicalItem(varfarina, 'varf')).toBe(false);
    expect(namesClinicalItem(levotiroxina, 'sodica')).toBe(false);
    expect(namesClinicalItem(avk, 'vitamina k')).toBe(false);
    expect(namesClinicalItem(gestacao, 'gest')).toBe(false);
  });

  it('puts the named items first, each part in its order', () => {
    const heparina = result('drug', 9, 'Heparina');
    expect(clinicalNamedFirst([heparina, varfarina], 'varfarina')).toEqual({ named: [varfarina], rest: [heparina] });
  });
});
