import type { ClinicalSearchResult, SearchAnswer, SearchGroup } from '@contract/search-answers';
import { checkerPath } from '@/lib/checker-url';
import { supplementTopicsPath } from '@/lib/topic-url';

/** The groups shown as cards; 'Interações' (drugs, classes and conditions with their interactions) has cards of its own. */
type CardGroup = Exclude<SearchGroup, { type: 'Interações' }>;
export type SearchGroupType = CardGroup['type'];

/**
 * The API's order of the card groups (SEARCH_GROUP_TYPES in the contract, 'Interações' last), restated so this module stays
 * type-only towards the contract: importing its values would pull zod into the search chunk.
 */
const GROUP_ORDER: readonly SearchGroupType[] = ['Suplementos', 'Formas Químicas', 'Nutra Fórmulas', 'Tópicos'];

/** One result card, whatever group it came from. */
export interface SearchCard {
  key: string;
  name: string;
  /** File name under /uploads/categories (the supplement's category image). */
  image: string;
  /** Where the card leads when it may be opened. */
  href: string;
  paid: boolean;
  /** null: the card is a supplement (label 'suplemento'); otherwise the topic the match was found in. */
  foundIn: { topic: string; snippet: string } | null;
}

export interface SearchCardGroup {
  type: SearchGroupType;
  cards: SearchCard[];
}

const topicsOf = (supplementSlug: string) => supplementTopicsPath(supplementSlug);

/**
 * Where a match in a topic's text opens: that topic's address (lib/topic-url.ts, as notifications
 * and the topic list link). Indications (no topic id) open the supplement's page, where they are listed.
 */
export const topicHref = (supplementSlug: string, topicId: number | null): string =>
  supplementTopicsPath(supplementSlug, topicId);

/**
 * A formulas-category supplement carries its own category's slug. That category holds supplements,
 * never subcategories (docs/decisions/catalogue-and-content.md), so its supplements page is where the card is found; the
 * spec's /subcategorias address would show an empty list.
 */
const supplementsOfCategory = (categorySlug: string) => `/app/categorias/${encodeURIComponent(categorySlug)}/suplementos`;

/** Spec section 2 "Search results": each group's item shape mapped to a card and its link. */
export function searchCardsOf(group: CardGroup): SearchCard[] {
  switch (group.type) {
    case 'Suplementos':
      return group.data.map(({ item }) => ({
        key: `supplement:${item.slug}`,
        name: item.name,
        image: item.image,
        href: topicsOf(item.slug),
        paid: item.is_paid === 1,
        foundIn: null,
      }));
    case 'Formas Químicas':
      return group.data.map(({ item, supplement }) => ({
        key: `chemical-form:${supplement.slug}:${item.topic_name}`,
        name: supplement.name,
        image: supplement.image,
        href: topicsOf(supplement.slug),
        paid: item.is_paid === 1,
        foundIn: { topic: item.topic_name, snippet: item.content },
      }));
    case 'Nutra Fórmulas':
      return group.data.map(({ item, supplement }) =>
        item.source === 'supplement_topic'
          ? {
              key: `formula-topic:${supplement.slug}:${item.topic_name ?? ''}`,
              name: item.name,
              image: item.image,
              href: topicsOf(item.slug),
              paid: item.is_paid === 1,
              foundIn: { topic: item.topic_name ?? '', snippet: item.snippet },
            }
          : {
              key: `formula:${supplement.slug}`,
              name: item.name,
              image: item.image,
              href: supplementsOfCategory(item.slug),
              paid: item.is_paid === 1,
              foundIn: null,
            },
      );
    case 'Tópicos':
      return group.data.map(({ item, supplement }) => ({
        key: `topic-text:${supplement.slug}:${item.topic_slug ?? item.source}`,
        name: supplement.name,
        image: supplement.image,
        href: topicHref(supplement.slug, item.topic_id),
        paid: item.is_paid === 1,
        foundIn: { topic: item.topic_name, snippet: item.content },
      }));
  }
}

/** Joins the loaded pages group by group (page n holds the n-th ten of every group), in the API's order. */
export function mergeSearchPages(pages: readonly SearchAnswer[]): SearchCardGroup[] {
  return GROUP_ORDER.map((type) => {
    const seen = new Set<string>();
    const cards: SearchCard[] = [];
    for (const page of pages) {
      const group = page.items.data.find((candidate): candidate is CardGroup => candidate.type === type);
      if (!group) continue;
      for (const card of searchCardsOf(group)) {
        // The index may be rebuilt between two pages; a card already shown is not shown twice.
        if (seen.has(card.key)) continue;
        seen.add(card.key);
        cards.push(card);
      }
    }
    return { type, cards };
  });
}


/** A drug, class or condition and the interactions that involve it (search's 'Interações' group). */
export type ClinicalResult = ClinicalSearchResult;

const clinicalKey = ({ item }: ClinicalResult) => `${item.kind}:${item.id}`;

/** The 'Interações' group of the loaded pages, each drug or condition once, in the API's order. */
export function mergeClinicalPages(pages: readonly SearchAnswer[]): ClinicalResult[] {
  const seen = new Set<string>();
  const results: ClinicalResult[] = [];
  for (const page of pages) {
    for (const group of page.items.data) {
      if (group.type !== 'Interações') continue;
      for (const result of group.data) {
        if (seen.has(clinicalKey(result))) continue;
        seen.add(clinicalKey(result));
        results.push(result);
      }
    }
  }
  return results;
}

/** The checker with the drug, class or condition on its list ('Ver no verificador'). */
const normalized = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether what was typed names this drug, class or condition (issue 41, item 3): its name, its name
 * without the parenthesised qualifier ('Antagonistas da vitamina K'), its leading whole words
 * ('levotiroxina' for 'Levotiroxina sódica'), or the synonym or brand that matched ('gestante',
 * 'Marevan'). Such an item comes before the catalogue's names and text mentions; a word being typed
 * ('varf') does not name it.
 */
export function namesClinicalItem({ item }: ClinicalResult, term: string): boolean {
  const typed = normalized(term);
  if (typed.length < 2) return false;
  const name = normalized(item.name);
  const bare = normalized(item.name.replace(/\([^)]*\)/g, ' '));
  if (typed === name || typed === bare || (item.matched !== null && typed === normalized(item.matched))) return true;
  return name.startsWith(`${typed} `);
}

/** The clinical results that the term names exactly, before the others (each keeps its order). */
export function clinicalNamedFirst(results: readonly ClinicalResult[], term: string): { named: ClinicalResult[]; rest: ClinicalResult[] } {
  const named = results.filter((result) => namesClinicalItem(result, term));
  return { named, rest: results.filter((result) => !named.includes(result)) };
}

export const clinicalCheckerHref = ({ item }: ClinicalResult): string => checkerPath([{ kind: item.kind, id: item.id }]);

/** The checker with one of its interactions' pair: the supplement (or its form) and the drug, class or condition. */
export function interactionCheckerHref({ item }: ClinicalResult, interaction: ClinicalResult['interactions'][number]): string {
  const supplementSide = interaction.supplement.form ? { kind: 'form' as const, id: interaction.supplement.form.id } : { kind: 'supplement' as const, id: interaction.supplement.id };
  return checkerPath([supplementSide, { kind: item.kind, id: item.id }]);
}
