import { DOSE_SOURCE_UNKNOWN, POPULATION_GROUPS, type NutrientData, type SupplementFormData } from '../../contract/doses.js';
import { isElementSymbol, type ElementSymbol } from '../../domain/chemistry/elements.js';
import { moietyFraction, parseFormula } from '../../domain/chemistry/formula.js';
import { formulaProblem } from '../../domain/chemistry/formula-problem.js';
import type { NutrientDoc, SupplementFormDoc } from '../../domain/docs.js';
import { AppError } from '../../http/errors.js';

/**
 * The refusals of nutrient and form writes beyond the shared schema, each on its field's path and
 * in Portuguese (English in contract/messages-en.ts). Pure checks run before the transaction; the
 * ones that read (ids that must exist, forms that count by a nutrient) run in its `read`.
 */
export const ELEMENT_UNKNOWN = 'Elemento químico desconhecido';
export const SOURCE_KEY_REPEATED = 'Chave de fonte repetida';
export const FORMULA_REQUIRED = 'Informe a fórmula molecular';
export const MOIETY_REQUIRED = 'Informe a fórmula da parte que conta como nutriente';
export const MOIETY_TOO_LARGE = 'A parte que conta como nutriente não pode ser maior que a fórmula';
export const NUTRIENT_REQUIRED = 'Selecione o nutriente da forma';
export const NUTRIENT_NOT_FOR_SUPPLEMENT = 'O nutriente não se aplica ao suplemento desta forma';
export const NUTRIENT_HAS_NO_ELEMENT = 'O nutriente não é um elemento químico: escolha outra base';
export const NUTRIENT_IN_USE = 'Nutriente em uso por formas químicas';
export const ELEMENT_IN_USE = 'Há formas químicas que contam por este elemento: altere-as antes';
export const SUPPLEMENT_IN_USE = 'Há formas químicas deste suplemento que contam para o nutriente: altere-as antes';
export const FORM_NAME_TAKEN = 'Este suplemento já tem uma forma com este nome';
export const formulaLacks = (element: string) => `A fórmula não contém ${element}`;
export const supplementMissing = (id: number) => `Suplemento não encontrado (id ${id})`;
export const nutrientMissing = (id: number) => `Nutriente não encontrado (id ${id})`;

type Problems = Record<string, string[]>;

/** Throws the problems found (first message as `message`), or returns. */
export function refuse(problems: Problems, status: 400 | 422 = 422): void {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new AppError(status, first, problems);
}

const add = (problems: Problems, path: string, message: string) => void (problems[path] ??= []).push(message);

/** Every value cites a source of the nutrient's list; keys are unique; `element` is a chemical symbol. */
export function nutrientProblems(input: NutrientData): Problems {
  const problems: Problems = {};
  if (input.element !== null && !isElementSymbol(input.element)) add(problems, 'element', ELEMENT_UNKNOWN);
  const keys = new Set<string>();
  input.sources.forEach((source, index) => {
    if (keys.has(source.key)) add(problems, `sources.${index}.key`, SOURCE_KEY_REPEATED);
    keys.add(source.key);
  });
  for (const group of POPULATION_GROUPS) {
    const values = input.groups[group];
    for (const field of ['intake', 'upper_level', 'anvisa_max', 'usual_dose'] as const) {
      const value = values[field];
      if (value && !keys.has(value.source)) add(problems, `groups.${group}.${field}.source`, DOSE_SOURCE_UNKNOWN);
    }
  }
  return problems;
}

/** A nutrient change that would leave forms counting by it wrongly: an element they no longer contain, a supplement they belong to. */
export function nutrientChangeProblems(input: NutrientData, forms: readonly SupplementFormDoc[]): Problems {
  const problems: Problems = {};
  const byElement = forms.filter((form) => form.basis === 'element');
  const element = input.element;
  if (byElement.some((form) => !element || !isElementSymbol(element) || !form.formula || !contains(form.formula, element))) add(problems, 'element', ELEMENT_IN_USE);
  if (forms.some((form) => !input.supplement_ids.includes(form.supplement_id))) add(problems, 'supplement_ids', SUPPLEMENT_IN_USE);
  return problems;
}

/** Whether a stored formula holds the element (a formula that does not parse holds nothing). */
function contains(formula: string, element: ElementSymbol): boolean {
  try {
    return Boolean(parseFormula(formula)[element]);
  } catch {
    return false;
  }
}

/** The form's formulas parse (an unknown symbol named) and its basis has what it needs, before anything is read. */
export function formProblems(input: Omit<SupplementFormData, 'revision'>): Problems {
  const problems: Problems = {};
  const formulaProblemFound = input.formula === null ? null : formulaProblem(input.formula);
  const moietyProblemFound = input.moiety_formula === null ? null : formulaProblem(input.moiety_formula);
  const formulaOk = formulaProblemFound === null;
  const moietyOk = moietyProblemFound === null;
  if (formulaProblemFound) add(problems, 'formula', formulaProblemFound);
  if (moietyProblemFound) add(problems, 'moiety_formula', moietyProblemFound);
  if ((input.basis !== null || input.iu_factor !== null || input.intake_factor !== null) && input.nutrient_id === null) add(problems, 'nutrient_id', NUTRIENT_REQUIRED);
  if ((input.basis === 'element' || input.basis === 'moiety') && input.formula === null) add(problems, 'formula', FORMULA_REQUIRED);
  if (input.basis === 'moiety' && input.moiety_formula === null) add(problems, 'moiety_formula', MOIETY_REQUIRED);
  if (input.basis === 'moiety' && formulaOk && moietyOk && input.formula && input.moiety_formula && moietyFraction(input.moiety_formula, input.formula) > 1) {
    add(problems, 'moiety_formula', MOIETY_TOO_LARGE);
  }
  return problems;
}

/** The form against its nutrient (read in the transaction): the same supplement, and an element its formula contains. */
export function formNutrientProblems(input: Omit<SupplementFormData, 'revision'>, form: Pick<SupplementFormDoc, 'supplement_id'>, nutrient: NutrientDoc): Problems {
  const problems: Problems = {};
  if (!nutrient.supplement_ids.includes(form.supplement_id)) add(problems, 'nutrient_id', NUTRIENT_NOT_FOR_SUPPLEMENT);
  if (input.basis === 'element') {
    const element = nutrient.element;
    if (!element || !isElementSymbol(element)) add(problems, 'basis', NUTRIENT_HAS_NO_ELEMENT);
    else if (input.formula && !parseFormula(input.formula)[element]) add(problems, 'formula', formulaLacks(element));
  }
  return problems;
}

/** What uses a chemical form, as its refused deletion says it (each use named, so the editor knows where to go). */
export interface FormUses {
  interactions: string[];
  /** Saved formulas that name it (up to the limit read). */
  savedFormulas: number;
  templates: string[];
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** 'Esta forma química está em uso e não pode ser excluída: interação Magnésio × Levotiroxina sódica; 2 fórmulas salvas por profissionais.' Null when nothing uses it. */
export function formInUseMessage(uses: FormUses, limit: number): string | null {
  const parts: string[] = [];
  if (uses.interactions.length > 0) parts.push(`${plural(uses.interactions.length, 'interação', 'interações')} ${uses.interactions.join(', ')}`);
  if (uses.savedFormulas > 0) {
    const count = uses.savedFormulas >= limit ? `${limit} ou mais` : String(uses.savedFormulas);
    parts.push(`${count} ${plural(uses.savedFormulas, 'fórmula salva', 'fórmulas salvas')} por profissionais`);
  }
  if (uses.templates.length > 0) parts.push(`${plural(uses.templates.length, 'modelo de fórmula', 'modelos de fórmula')} ${uses.templates.map((name) => `"${name}"`).join(', ')}`);
  return parts.length > 0 ? `${FORM_IN_USE_PREFIX}${parts.join('; ')}.` : null;
}
export const FORM_IN_USE_PREFIX = 'Esta forma química está em uso e não pode ser excluída: ';
