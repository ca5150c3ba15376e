/**
 * Which drugs, drug classes and conditions a monograph's text names (issue 39): the words of the
 * drug list (names in both languages, synonyms, brands) found in prose. One matcher for the
 * monograph's 'Interações' section (names without a structured record) and the content-quality job.
 *
 * How a name is found: whole words, accents and case ignored, a plural 's'/'es' on either side
 * forgiven ('diurético' finds 'diuréticos', 'oral' finds 'orais'); at each place the longest name wins and matches do not
 * overlap ('anticoagulantes orais diretos' is the direct anticoagulants, not also 'anticoagulantes
 * orais'). A class's name is also found without its bracketed part and by that part alone
 * ('Antagonistas da vitamina K (cumarínicos)'). Acronyms ('AAS', 'IBP', 'IECA') match only in capitals.
 * A word that several entries share ('antibiótico', 'diurético') is one mention naming all of them.
 */
import { normalizeText } from './keywords.js';

export type ClinicalMentionKind = 'drug' | 'drug_class' | 'condition';

/** A drug, class or condition as the matcher reads it (the stored documents fit). */
export interface ClinicalNameEntry {
  kind: ClinicalMentionKind;
  id: number;
  name: string;
  name_en: string;
  synonyms: readonly string[];
  brands?: readonly string[];
}

export interface ClinicalRef {
  kind: ClinicalMentionKind;
  id: number;
}

/** A name found in the text: as first written there, and every entry it names. */
export interface ProseMention {
  phrase: string;
  targets: ClinicalRef[];
}

/**
 * Synonyms the drug list keeps for the typeahead (a clinician types 'colesterol' to find the statins)
 * that in prose name a disease, an organ, a lab value or an effect, not a medicine: never a mention.
 */
const NOT_A_MEDICINE = new Set(['colesterol', 'osteoporose', 'parkinson', 'epilepsia', 'tireoide', 'hipotireoidismo', 'transplante', 'digital', 't4', 'antiacido', 'afinar o sangue', 'risco de sangramento'].map(normalizeText));

const MIN_SINGLE_WORD = 3;
const ACRONYM = /^[A-Z0-9]{2,6}$/;

interface Word {
  /** Normalised (lower case, no accents). */
  norm: string;
  /** As written. */
  raw: string;
  start: number;
  end: number;
}

interface Term {
  words: { norm: string; acronym: boolean }[];
  target: ClinicalRef;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    words.push({ raw, norm: normalizeText(raw), start: match.index, end: match.index + raw.length });
  }
  return words;
}

/** Equal, or one is the other's Portuguese or English plural ('diurético(s)', 'inibidor(es)', 'oral/orais', 'ção/ções'). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long === `${short}s` || long === `${short}es`) return true;
  if (short.endsWith('l') && long === `${short.slice(0, -1)}is`) return true;
  if (short.endsWith('m') && long === `${short.slice(0, -1)}ns`) return true;
  return short.endsWith('ao') && (long === `${short.slice(0, -2)}oes` || long === `${short.slice(0, -2)}aes`);
}

/** The phrases an entry is found by. */
function phrasesOf(entry: ClinicalNameEntry): string[] {
  const phrases = [entry.name, entry.name_en, ...entry.synonyms, ...(entry.brands ?? [])];
  for (const name of [entry.name, entry.name_en]) {
    const bracketed = /^(.+?)\s*\((.+)\)\s*$/.exec(name);
    if (bracketed) phrases.push(bracketed[1]!, bracketed[2]!);
  }
  return phrases.filter((phrase) => !NOT_A_MEDICINE.has(normalizeText(phrase)));
}

function termsOf(entry: ClinicalNameEntry): Term[] {
  const terms: Term[] = [];
  for (const phrase of phrasesOf(entry)) {
    const words = wordsOf(phrase).map((word) => ({ norm: word.norm, acronym: ACRONYM.test(word.raw) && /[A-Z]/.test(word.raw) }));
    if (words.length === 0) continue;
    if (words.length === 1 && !words[0]!.acronym && words[0]!.norm.length < MIN_SINGLE_WORD) continue;
    terms.push({ words, target: { kind: entry.kind, id: entry.id } });
  }
  return terms;
}

/** The first letters a term is filed under: a plural ending never reaches them. */
const bucketOf = (norm: string) => norm.slice(0, 3);

/** A matcher over one drug list; build it once per list and run it over many texts. */
export function createProseMentionMatcher(entries: readonly ClinicalNameEntry[]) {
  const buckets = new Map<string, Term[]>();
  for (const term of entries.flatMap(termsOf)) {
    const key = bucketOf(term.words[0]!.norm);
    buckets.set(key, [...(buckets.get(key) ?? []), term]);
  }

  const matchesAt = (words: Word[], at: number, term: Term) =>
    term.words.every((expected, offset) => {
      const word = words[at + offset];
      if (!word) return false;
      return expected.acronym ? word.raw === word.raw.toUpperCase() && word.norm === expected.norm : sameWord(word.norm, expected.norm);
    });

  /** The names `text` (plain text: see contract/readable-text.ts for HTML) holds, in order of first appearance. */
  function mentionsIn(text: string): ProseMention[] {
    const words = wordsOf(text);
    const found = new Map<string, ProseMention>();
    let at = 0;
    while (at < words.length) {
      const candidates = (buckets.get(bucketOf(words[at]!.norm)) ?? []).filter((term) => matchesAt(words, at, term));
      const length = Math.max(0, ...candidates.map((term) => term.words.length));
      if (length === 0) {
        at += 1;
        continue;
      }
      const targets = uniqueRefs(candidates.filter((term) => term.words.length === length).map((term) => term.target));
      const key = targets.map(refKey).join(',');
      if (!found.has(key)) found.set(key, { phrase: text.slice(words[at]!.start, words[at + length - 1]!.end), targets });
      at += length;
    }
    return [...found.values()];
  }

  return { mentionsIn };
}
export type ProseMentionMatcher = ReturnType<typeof createProseMentionMatcher>;

export const refKey = (ref: ClinicalRef): string => `${ref.kind}:${ref.id}`;

function uniqueRefs(refs: readonly ClinicalRef[]): ClinicalRef[] {
  const seen = new Map(refs.map((ref) => [refKey(ref), ref]));
  return [...seen.values()].sort((a, b) => refKey(a).localeCompare(refKey(b)));
}

/**
 * The mentions no structured record answers: a mention is answered when any entry it names is
 * `recorded` (its side keys, e.g. 'drug:5'; a drug counts as recorded through its classes when
 * the caller adds them).
 */
export function unrecordedMentions(mentions: readonly ProseMention[], recorded: ReadonlySet<string>): ProseMention[] {
  return mentions.filter((mention) => !mention.targets.some((target) => recorded.has(refKey(target))));
}
