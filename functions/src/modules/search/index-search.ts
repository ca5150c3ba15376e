import type { ChemicalFormsEntry, FormulaSupplementEntry, FormulaTopicEntry, IndexEntry, SupplementEntry, TopicTextEntry } from './index-entries.js';
import { serialiseIndex, type IndexParts } from './index-format.js';
import { queryVariants, type SynonymGroups } from './synonyms.js';
import { RankedGroup, type RankedHits } from './ranked-group.js';
import type { QueryPlan, TermQuery } from './term-index.js';
import { isLetterWord, pairAfter, pairBefore, queryTerms } from './text.js';

/**
 * A supplement whose name is what was typed ranks above one that merely mentions it: the score is
 * multiplied when the query (or one of its synonym variants) is the name, or begins its words.
 */
const NAME_IS_QUERY = 4;
const NAME_BEGINS_WITH_QUERY = 2;

/**
 * Issue 41, item 3: a population or condition typed ('gestante', 'enxaqueca', 'idoso') is meant as
 * "what is indicated, and at which dose, for it". In 'Tópicos' a match in the graded indications, or
 * in the dosage topic (where the dose groups are named: 'Gestantes e lactantes', 'Profilaxia de
 * enxaqueca'), ranks above a mention in any other text (a caution in 'Interações', a line of the
 * description). The weights only reorder the text group; names keep their own groups.
 */
const INDICATIONS_WEIGHT = 3;
const DOSE_GROUPS_WEIGHT = 2;
/** The topic whose headings are the dose groups (the seed's and the admin's 'Posologia'). */
const DOSE_TOPIC = 'posologia';

function textWeight(entry: IndexEntry): number {
  if (entry.kind !== 'topic_text') return 1;
  if (entry.topic.source === 'indications') return INDICATIONS_WEIGHT;
  const name = entry.topic.name.pt.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
  return name === DOSE_TOPIC ? DOSE_GROUPS_WEIGHT : 1;
}

/** Bit of the name field in a term's field mask (term-index.ts: name, tags, content). */
const NAME_FIELD = 1;

function nameMultiplier(names: string[][] | null, variants: string[][]): number {
  if (!names) return 1;
  let best = 1;
  for (const words of names) {
    if (words.length === 0) continue;
    for (const terms of variants) {
      if (terms.length === words.length && terms.every((term, i) => words[i] === term)) return NAME_IS_QUERY;
      if (terms.every((term) => words.some((word) => word.startsWith(term)))) best = NAME_BEGINS_WITH_QUERY;
    }
  }
  return best;
}

const GROUP_OF: Record<IndexEntry['kind'], keyof GroupedMatches> = {
  supplement: 'supplements',
  formula_supplement: 'formulas',
  chemical_forms: 'chemicalForms',
  formula_topic: 'formulas',
  topic_text: 'topics',
};

const isOneLetter = (term: string) => term.length === 1 && /[a-z]/.test(term);

/** Prefix for every word of 3 letters or more and for the last (being typed); typos from 4 letters; a one-letter word reaches only itself and itself with digits. */
function querySpecs(terms: string[]): TermQuery[] {
  return terms.map((term, i) =>
    isOneLetter(term)
      ? { term, prefix: false, fuzzy: false, letterWithDigits: true }
      : { term, prefix: term.length >= 3 || i === terms.length - 1, fuzzy: term.length >= 4 ? 0.2 : false },
  );
}

/**
 * Issue 41: a typo of a word the texts hold as typed (or begun) weighs this much less. 'lactante'
 * (who breastfeeds) should not rank 'lactente' (the infant) above 'lactantes'; a word the texts do
 * not hold ('magnsio') keeps its typos at full weight. (The term index itself scores as MiniSearch.)
 */
const TYPO_WHEN_TYPED_FOUND = 0.25;

function demoteTypos(plan: QueryPlan): QueryPlan {
  const expansions = plan.expansions.map((found, i) => {
    const word = plan.words[i]!;
    if (!found.some((expansion) => expansion.term.startsWith(word))) return found;
    return found.map((expansion) => (expansion.term.startsWith(word) ? expansion : { ...expansion, weight: expansion.weight * TYPO_WHEN_TYPED_FOUND }));
  });
  return { words: plan.words, expansions };
}

/** Documents found for a query: per document its best score over the variants and that variant's plan. */
interface Hits {
  docs: number[];
  scores: number[];
  plans: QueryPlan[];
}

/** Every index built or loaded answers through this: the three groups, ranked. */
export function searchableIndex(parts: IndexParts, synonyms: SynonymGroups) {
  const { entries, terms: index, nameRank, nameTerms, letterPairs } = parts;
  /** Per letter, the one-letter words (with digits) the texts hold: d → d, d2, d3. */
  const letterWords = new Map<string, Set<string>>();
  for (const key of letterPairs.keys()) {
    const word = /^([a-z]\d*)</.exec(key)?.[1] ?? /(?:^|>)([a-z]\d*)$/.exec(key)?.[1];
    if (!word) continue;
    const words = letterWords.get(word[0]!) ?? new Set<string>();
    words.add(word);
    letterWords.set(word[0]!, words);
  }

  /** The text entries where `letter` stands right after (or, when `letterFirst`, before) one of `neighbours`. */
  function entriesWithLetterBeside(letter: string, neighbours: string[], letterFirst: boolean): Set<number> {
    const found = new Set<number>();
    for (const letterWord of letterWords.get(letter) ?? []) {
      for (const neighbour of neighbours) {
        for (const doc of letterPairs.get(letterFirst ? pairBefore(letterWord, neighbour) : pairAfter(neighbour, letterWord)) ?? []) found.add(doc);
      }
    }
    return found;
  }
  const isSupplement = (doc: number) => entries[doc]!.kind === 'supplement' || entries[doc]!.kind === 'formula_supplement';
  /** Scratch of one query: a document's position in the hits so far, plus one (0: not found yet). */
  const slotOf = new Int32Array(entries.length);

  /** Each document once, with its best score over the query's synonym variants. */
  function searchVariants(variants: string[], combineWith: 'AND' | 'OR'): Hits {
    const hits: Hits = { docs: [], scores: [], plans: [] };
    for (const variant of variants) {
      const plan = demoteTypos(index.plan(querySpecs(queryTerms(variant))));
      const { docs, scores } = index.search(plan, combineWith);
      for (let i = 0; i < docs.length; i += 1) {
        const doc = docs[i]!;
        const slot = slotOf[doc]! - 1;
        if (slot < 0) {
          slotOf[doc] = hits.docs.push(doc);
          hits.scores.push(scores[i]!);
          hits.plans.push(plan);
        } else if (scores[i]! > hits.scores[slot]!) {
          hits.scores[slot] = scores[i]!;
          hits.plans[slot] = plan;
        }
      }
    }
    for (const doc of hits.docs) slotOf[doc] = 0;
    return hits;
  }

  /**
   * A one-letter word ('vitamina d', 'vit d', 'complexo b') would prefix-match half the catalogue; it
   * counts only where it meets that letter alone or followed by digits (d, d3, b12). For a supplement
   * that must be in its name (not in the tags of its formulas, which list what they combine it with);
   * in a text, right beside a word the neighbouring query word found ('vitamina D3', not 'Vitamina E
   * (d-alfa-tocoferol)' nor 'D-biotina' for 'vit d').
   */
  function honoursLetters(doc: number, plan: QueryPlan, letters: string[], beside: Map<QueryPlan, Map<string, Set<number> | null>>): boolean {
    if (isSupplement(doc)) {
      const matched = [...index.matchedTerms(plan, doc)];
      return letters.every((letter) => matched.some(([term, fields]) => isLetterWord(term, letter) && (fields & NAME_FIELD) !== 0));
    }
    let perLetter = beside.get(plan);
    if (!perLetter) beside.set(plan, (perLetter = new Map()));
    return letters.every((letter) => {
      let allowed = perLetter.get(letter);
      if (allowed === undefined) {
        const at = plan.words.indexOf(letter);
        const neighbour = plan.expansions[at > 0 ? at - 1 : at + 1];
        allowed = at < 0 || !neighbour ? null : entriesWithLetterBeside(letter, neighbour.map((expansion) => expansion.term), at === 0);
        perLetter.set(letter, allowed);
      }
      // A query of the letter alone: any text that says it.
      return allowed ? allowed.has(doc) : [...index.matchedTerms(plan, doc).keys()].some((term) => isLetterWord(term, letter));
    });
  }

  function withLetters(hits: Hits, letters: string[]): Hits {
    if (letters.length === 0) return hits;
    const kept: Hits = { docs: [], scores: [], plans: [] };
    const beside = new Map<QueryPlan, Map<string, Set<number> | null>>();
    hits.docs.forEach((doc, i) => {
      if (!honoursLetters(doc, hits.plans[i]!, letters, beside)) return;
      kept.docs.push(doc);
      kept.scores.push(hits.scores[i]!);
      kept.plans.push(hits.plans[i]!);
    });
    return kept;
  }

  /**
   * Issue 41, item 4: what a reader may find. Without premium, of a paid supplement only its name and
   * its teaser (the description's first paragraph); with premium, everything but the teaser entry
   * (the whole description is found instead).
   */
  function visible(entry: IndexEntry, premium: boolean): boolean {
    const teaser = entry.kind === 'topic_text' && entry.topic.teaser === true;
    if (premium) return !teaser;
    if (entry.supplement.is_paid !== 1) return true;
    return teaser || entry.kind === 'supplement' || entry.kind === 'formula_supplement';
  }

  /** The hits a reader may see; a paid supplement found without premium must be found by its name (its topics' tags are its paid text's keywords). */
  function visibleHits(hits: Hits, premium: boolean): Hits {
    const kept: Hits = { docs: [], scores: [], plans: [] };
    hits.docs.forEach((doc, i) => {
      const entry = entries[doc]!;
      if (!visible(entry, premium)) return;
      if (!premium && entry.supplement.is_paid === 1 && isSupplement(doc)) {
        const plan = hits.plans[i]!;
        const matched = index.matchedTerms(plan, doc);
        const byName = plan.expansions.every((expansions) => expansions.some((expansion) => ((matched.get(expansion.term) ?? 0) & NAME_FIELD) !== 0));
        if (!byName) return;
      }
      kept.docs.push(doc);
      kept.scores.push(hits.scores[i]!);
      kept.plans.push(hits.plans[i]!);
    });
    return kept;
  }

  /** Final scores (× the name multiplier), split into the groups, each ranked when a page is asked. */
  function grouped(hits: Hits, variants: string[][]): GroupedMatches {
    const scores = new Float64Array(hits.docs.length);
    const members: Record<keyof GroupedMatches, number[]> = { supplements: [], chemicalForms: [], formulas: [], topics: [] };
    for (let hit = 0; hit < hits.docs.length; hit += 1) {
      const doc = hits.docs[hit]!;
      scores[hit] = hits.scores[hit]! * nameMultiplier(nameTerms[doc] ?? null, variants) * textWeight(entries[doc]!);
      const kind = entries[doc]!.kind;
      members[GROUP_OF[kind]].push(hit);
    }
    const ranked: RankedHits = { entries, index, nameRank, docs: hits.docs, scores, plans: hits.plans, typed: new Set(variants.flat()) };
    return {
      supplements: new RankedGroup(ranked, members.supplements),
      chemicalForms: new RankedGroup(ranked, members.chemicalForms),
      formulas: new RankedGroup(ranked, members.formulas),
      topics: new RankedGroup(ranked, members.topics),
    };
  }

  /** Every word must match (typos and prefixes allowed); if nothing does, any word may. Premium readers by default (the relevance set, the bench). */
  function search(query: string, reader: { premium: boolean } = { premium: true }): GroupedMatches {
    const words = queryTerms(query);
    if (words.length === 0) return grouped({ docs: [], scores: [], plans: [] }, []);
    const variants = queryVariants(query, synonyms);
    const letters = words.filter(isOneLetter);
    let hits = visibleHits(withLetters(searchVariants(variants, 'AND'), letters), reader.premium);
    if (hits.docs.length === 0) hits = visibleHits(searchVariants([words.join(' ')], 'OR'), reader.premium);
    return grouped(hits, variants.map((variant) => variant.split(' ')));
  }

  /** The entries, ranking data and postings in the stored format (index-format.ts), what the build job keeps. */
  const serialise = (): Buffer => serialiseIndex(parts);

  return { search, serialise, size: entries.length };
}
export type CatalogueIndex = ReturnType<typeof searchableIndex>;

/**
 * The result groups of a search, each ranked on demand (`slice` for a page, `all()` for every match):
 * the spec's three, then 'Tópicos' (matches in any other topic's text or in the graded indications).
 */
export interface GroupedMatches {
  supplements: RankedGroup<SupplementEntry>;
  chemicalForms: RankedGroup<ChemicalFormsEntry>;
  formulas: RankedGroup<FormulaSupplementEntry | FormulaTopicEntry>;
  topics: RankedGroup<TopicTextEntry>;
}
