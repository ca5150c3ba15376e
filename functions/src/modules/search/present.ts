import type { ChemicalFormSearchResult, ClinicalSearchResult, FormulaSearchResult, SearchAnswer, SupplementSearchResult, TopicTextSearchResult } from '../../contract/search-answers.js';
import { SEARCH_GROUP_SIZE } from '../../contract/search.js';
import type { Flag, Locale } from '../../domain/docs.js';
import type { IndexEntry, IndexMatch, ChemicalFormsEntry, FormulaSupplementEntry, FormulaTopicEntry, LocalizedText, SupplementEntry, TopicCard, TopicTextEntry } from './index-entries.js';
import type { GroupedMatches } from './index-search.js';
import type { RankedGroup } from './ranked-group.js';
import { openingOf, snippetAround } from './text.js';

/** Who is asking: the language of names and snippets, and whether paid text may be shown. */
export interface Viewer {
  locale: Locale;
  premium: boolean;
}

const inLocale = (text: LocalizedText, locale: Locale): string => (locale === 'en' && text.en ? text.en : text.pt);

/**
 * The snippet of a topic match in the viewer's language. When the matched words are only in the
 * other language's text (an English word searched by a Portuguese reader), that text's snippet is
 * shown, since it explains why the card was found; with no match at all, the topic's opening.
 */
function topicSnippet(topic: TopicCard, terms: string[][], viewer: Viewer, paid: Flag): string {
  if (paid === 1 && !viewer.premium) return '';
  const own = inLocale(topic.text, viewer.locale);
  const other = viewer.locale === 'en' ? topic.text.pt : topic.text.en;
  // The passage with a word as typed wins over one found by prefix or typo (the opening disclaimer
  // matches 'd…' of 'vitamina d' by prefix; the forms table says 'vitamina D3' as typed).
  for (const tier of terms) {
    const snippet = snippetAround(own, tier) ?? (other ? snippetAround(other, tier) : null);
    if (snippet) return snippet;
  }
  return openingOf(own);
}

const paidFlag = (...flags: Flag[]): Flag => (flags.includes(1) ? 1 : 0);

function pageOf<E extends IndexEntry>(group: RankedGroup<E>, page: number): IndexMatch<E>[] {
  return group.slice((page - 1) * SEARCH_GROUP_SIZE, page * SEARCH_GROUP_SIZE);
}

function supplementResult(match: IndexMatch<SupplementEntry>, viewer: Viewer): SupplementSearchResult {
  const { supplement } = match.entry;
  return { item: { name: inLocale(supplement.name, viewer.locale), slug: supplement.slug, image: supplement.image, is_paid: supplement.is_paid } };
}

function chemicalFormResult(match: IndexMatch<ChemicalFormsEntry>, viewer: Viewer): ChemicalFormSearchResult {
  const { supplement, topic } = match.entry;
  const isPaid = paidFlag(supplement.is_paid, topic.is_paid);
  return {
    item: { is_paid: isPaid, topic_name: inLocale(topic.name, viewer.locale), content: topicSnippet(topic, match.terms, viewer, isPaid) },
    supplement: { name: inLocale(supplement.name, viewer.locale), slug: supplement.slug, image: supplement.image },
  };
}

function formulaResult(match: IndexMatch<FormulaSupplementEntry | FormulaTopicEntry>, viewer: Viewer): FormulaSearchResult {
  const { entry } = match;
  const { supplement } = entry;
  const common = { name: inLocale(supplement.name, viewer.locale), image: supplement.image };
  if (entry.kind === 'formula_supplement') {
    return {
      item: { ...common, slug: supplement.categorySlug, is_paid: supplement.is_paid, source: 'supplement', topic_name: null, snippet: '' },
      supplement: { slug: supplement.slug },
    };
  }
  const isPaid = paidFlag(supplement.is_paid, entry.topic.is_paid);
  return {
    item: {
      ...common,
      slug: supplement.slug,
      is_paid: isPaid,
      source: 'supplement_topic',
      topic_name: inLocale(entry.topic.name, viewer.locale),
      snippet: topicSnippet(entry.topic, match.terms, viewer, isPaid),
    },
    supplement: { slug: supplement.slug },
  };
}

/**
 * A match in another topic's text or in the indications. Without premium, a paid one names the
 * supplement and the topic (the web shows the lock) and carries no text.
 */
function topicTextResult(match: IndexMatch<TopicTextEntry>, viewer: Viewer): TopicTextSearchResult {
  const { supplement, topic } = match.entry;
  // A paid supplement's teaser (issue 41, item 4) is what anyone is shown of it: free text.
  const isPaid = topic.teaser ? 0 : paidFlag(supplement.is_paid, topic.is_paid);
  return {
    item: {
      is_paid: isPaid,
      source: topic.source,
      topic_id: topic.id,
      topic_slug: topic.slug,
      topic_name: inLocale(topic.name, viewer.locale),
      content: topicSnippet(topic, match.terms, viewer, isPaid),
    },
    supplement: { name: inLocale(supplement.name, viewer.locale), slug: supplement.slug, image: supplement.image },
  };
}

/**
 * One page of every group; the page count follows the largest group. `clinical` is the page of
 * 'Interações' (drugs, classes and conditions, found in the store by the interactions module) and
 * `clinicalTotal` how many there are in all.
 */
export function presentSearch(groups: GroupedMatches, page: number, viewer: Viewer, clinical: ClinicalSearchResult[] = [], clinicalTotal = 0): SearchAnswer {
  const largest = Math.max(groups.supplements.length, groups.chemicalForms.length, groups.formulas.length, groups.topics.length, clinicalTotal);
  return {
    items: {
      data: [
        { type: 'Suplementos', data: pageOf(groups.supplements, page).map((match) => supplementResult(match, viewer)) },
        { type: 'Formas Químicas', data: pageOf(groups.chemicalForms, page).map((match) => chemicalFormResult(match, viewer)) },
        { type: 'Nutra Fórmulas', data: pageOf(groups.formulas, page).map((match) => formulaResult(match, viewer)) },
        { type: 'Tópicos', data: pageOf(groups.topics, page).map((match) => topicTextResult(match, viewer)) },
        { type: 'Interações', data: clinical },
      ],
      current_page: page,
      last_page: Math.max(1, Math.ceil(largest / SEARCH_GROUP_SIZE)),
    },
  };
}
