import type { AmountUnit } from '../../contract/formulas.js';
import type { InteractionOption } from '../../contract/interactions-answers.js';
import type { CategoryDoc, Locale, NutrientDoc, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import { normalizeText, searchToken } from '../../domain/keywords.js';
import { supplementName, typedName } from './names.js';

/**
 * The chemical forms of the typeahead (GET interactions/options, the checker's and the formula
 * builder's), issue 38 item 3: 'the right form first'. A form is found by its own names and also by
 * its supplement's and its nutrient's ('vitamina d', 'vit d3' and 'd3' find Colecalciferol (D3);
 * 'ferro quelato' finds Ferro bisglicinato (quelato)). Those that hold every typed word come first;
 * among them the catalogue's forms that count toward a nutrient come before the rest, and a 'Nutra
 * Fórmula''s component ('Vitamina D3' of Fórmula Imunidade, which counts toward nothing) comes after
 * every catalogue form and says which formula it belongs to. Each form says the units that apply to
 * it: 'UI' only with a UI factor (the builder would refuse it otherwise), never the default where it
 * does not apply.
 */

/** Forms answered. */
export const FORM_OPTIONS = 8;
/** Candidates read by the form's own words. */
const FORM_CANDIDATES = 40;
/** Supplements (found by their own or their nutrient's name) whose forms are read. */
const SUPPLEMENTS_BY_NAME = 4;
/** Forms read of those supplements. */
const FORMS_OF_NAMED = 40;
/** Nutrients read by their name's word. */
const NUTRIENT_CANDIDATES = 20;

export interface FormOptionReads {
  formsMatching(token: string, limit: number): Promise<SupplementFormDoc[]>;
  formsOfSupplements(ids: readonly number[], limit: number): Promise<SupplementFormDoc[]>;
  nutrientsMatching(token: string, limit: number): Promise<NutrientDoc[]>;
  getNutrients(ids: readonly number[]): Promise<NutrientDoc[]>;
  supplementsMatching(token: string, limit: number): Promise<SupplementDoc[]>;
  getSupplements(ids: readonly number[]): Promise<SupplementDoc[]>;
  getCategories(ids: number[]): Promise<CategoryDoc[]>;
}

/** Every word typed, single letters included ('vitamina d' → ['vitamina', 'd']): a vitamin's letter is a word too. */
export const typedWords = (search: string): string[] => [...new Set(normalizeText(search).split(/[^a-z0-9]+/).filter((word) => word.length > 0))];
const wordsOfTexts = (texts: readonly (string | null | undefined)[]): string[] => texts.flatMap((text) => (text ? normalizeText(text).split(/[^a-z0-9]+/).filter(Boolean) : []));
/** How many of the typed words begin a word of the texts. */
const hits = (typed: readonly string[], words: readonly string[]) => typed.filter((word) => words.some((candidate) => candidate.startsWith(word))).length;
const namesAll = (typed: readonly string[], texts: readonly (string | null | undefined)[]) => typed.length > 0 && hits(typed, wordsOfTexts(texts)) === typed.length;

const supplementTexts = (doc: SupplementDoc | undefined) => (doc ? [doc.name, doc.i18n?.en?.name] : []);
const nutrientTexts = (doc: NutrientDoc | undefined) => (doc ? [doc.name, doc.name_en] : []);

/** The units an amount of the form can be given in, and the one a new row starts with. */
export function unitsOfForm(form: Pick<SupplementFormDoc, 'iu_factor'>, nutrient: Pick<NutrientDoc, 'unit'> | undefined): NonNullable<InteractionOption['units']> {
  const inUi = typeof form.iu_factor === 'number' && form.iu_factor > 0;
  const offered: AmountUnit[] = inUi ? ['mg', 'µg', 'UI'] : ['mg', 'µg'];
  return { offered, default: inUi ? 'UI' : (nutrient?.unit ?? 'mg') };
}

export interface RankedFacts {
  form: SupplementFormDoc;
  supplement: SupplementDoc | undefined;
  nutrient: NutrientDoc | undefined;
  /** The form's supplement is a 'Nutra Fórmula' (a formulas category or one below it). */
  inFormula: boolean;
}

/**
 * The order of the forms found: every typed word named (by the form, its supplement or its
 * nutrient) first; then catalogue forms before a formula's components; then those counting toward a
 * nutrient, those with a way of counting (a basis or a UI factor), those whose own name holds more of
 * the words; then the supplement's order of its forms, then the name.
 */
export function rankForms(found: readonly RankedFacts[], search: string, locale: Locale, limit = FORM_OPTIONS): RankedFacts[] {
  const typed = typedWords(search);
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'pt-BR');
  const scored = found.map((facts) => {
    const own = wordsOfTexts([facts.form.name, facts.form.name_en]);
    const all = namesAll(typed, [facts.form.name, facts.form.name_en, ...supplementTexts(facts.supplement), ...nutrientTexts(facts.nutrient)]);
    const counts = typeof facts.form.nutrient_id === 'number' && facts.nutrient !== undefined;
    const counted = counts && (Boolean(facts.form.basis) || (typeof facts.form.iu_factor === 'number' && facts.form.iu_factor > 0));
    return { facts, key: [all ? 0 : 1, facts.inFormula ? 1 : 0, counts ? 0 : 1, counted ? 0 : 1, -hits(typed, own), facts.form.order ?? 0] };
  });
  scored.sort((a, b) => {
    for (let index = 0; index < a.key.length; index++) {
      const difference = (a.key[index] ?? 0) - (b.key[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return collator.compare(typedName(a.facts.form, locale), typedName(b.facts.form, locale));
  });
  return scored.slice(0, limit).map((entry) => entry.facts);
}

/** The ids of the formulas categories among these and their parents (two reads at most). */
async function formulaCategoryIds(ids: readonly number[], reads: FormOptionReads): Promise<Set<number>> {
  const categories = await reads.getCategories([...new Set(ids)]);
  const parents = await reads.getCategories([...new Set(categories.flatMap((category) => (!category.is_formulas && category.parent_id !== null ? [category.parent_id] : [])))]);
  const formulaParents = new Set(parents.filter((parent) => parent.is_formulas).map((parent) => parent.id));
  return new Set(categories.filter((category) => category.is_formulas || (category.parent_id !== null && formulaParents.has(category.parent_id))).map((category) => category.id));
}

/** The form options of a search, in the order above; reads bounded by the constants above, never by the catalogue. */
export async function formOptions(search: string, locale: Locale, reads: FormOptionReads): Promise<InteractionOption[]> {
  const token = searchToken(search);
  if (!token) return [];
  const typed = typedWords(search);
  const [byOwnWords, nutrientsFound, supplementsFound] = await Promise.all([
    reads.formsMatching(token, FORM_CANDIDATES),
    reads.nutrientsMatching(token, NUTRIENT_CANDIDATES),
    reads.supplementsMatching(token, FORM_CANDIDATES),
  ]);
  // A supplement is named when every typed word begins a word of its name or of its nutrient's.
  const namedNutrients = nutrientsFound.filter((nutrient) => namesAll(typed, nutrientTexts(nutrient)));
  const namedSupplements = supplementsFound.filter((supplement) => namesAll(typed, supplementTexts(supplement)));
  const named = [...new Set([...namedNutrients.flatMap((nutrient) => nutrient.supplement_ids), ...namedSupplements.map((supplement) => supplement.id)])].slice(0, SUPPLEMENTS_BY_NAME);
  const byName = named.length > 0 ? await reads.formsOfSupplements(named, FORMS_OF_NAMED) : [];

  const forms = new Map<number, SupplementFormDoc>();
  for (const form of [...byOwnWords, ...byName]) forms.set(form.id, form);
  const known = new Map([...supplementsFound].map((doc) => [doc.id, doc]));
  const knownNutrients = new Map(nutrientsFound.map((doc) => [doc.id, doc]));
  const [moreSupplements, moreNutrients] = await Promise.all([
    reads.getSupplements([...forms.values()].map((form) => form.supplement_id).filter((id) => !known.has(id))),
    reads.getNutrients([...forms.values()].flatMap((form) => (typeof form.nutrient_id === 'number' && !knownNutrients.has(form.nutrient_id) ? [form.nutrient_id] : []))),
  ]);
  for (const doc of moreSupplements) known.set(doc.id, doc);
  for (const doc of moreNutrients) knownNutrients.set(doc.id, doc);
  const formulas = await formulaCategoryIds([...forms.values()].flatMap((form) => {
    const supplement = known.get(form.supplement_id);
    return supplement ? [supplement.category_id] : [];
  }), reads);

  const ranked = rankForms(
    [...forms.values()].map((form) => {
      const supplement = known.get(form.supplement_id);
      return {
        form,
        supplement,
        nutrient: typeof form.nutrient_id === 'number' ? knownNutrients.get(form.nutrient_id) : undefined,
        inFormula: supplement !== undefined && formulas.has(supplement.category_id),
      };
    }),
    search,
    locale,
  );
  return ranked.map(({ form, supplement, nutrient, inFormula }): InteractionOption => {
    const name = supplement ? supplementName(supplement, locale) : null;
    const detail = name && inFormula ? (locale === 'en' ? `Part of the formula “${name}”` : `Parte da fórmula “${name}”`) : name;
    return { kind: 'form', id: form.id, name: typedName(form, locale), detail, supplement_id: form.supplement_id, units: unitsOfForm(form, nutrient) };
  });
}
