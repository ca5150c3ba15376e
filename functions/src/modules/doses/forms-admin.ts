import type { SupplementFormEditable } from '../../contract/doses-answers.js';
import type { SupplementFormCreateData, SupplementFormData } from '../../contract/doses.js';
import { COLLECTIONS, type Actor, type NutrientDoc, type SupplementFormDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store, Transaction } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import { formulaUsesOfForm } from '../formulas/port.js';
import { interactionsNamingForm } from '../interactions/port.js';
import { FORM_NAME_TAKEN, formInUseMessage, formNutrientProblems, formProblems, nutrientMissing, refuse } from './checks.js';
import { presentFormEditable } from './present.js';
import { formsOfSupplement } from './repository.js';
import { FORM_NOT_FOUND, SUPPLEMENT_NOT_FOUND } from './service.js';

/** More forms than any supplement has; the name and order checks read them all. */
const MAX_FORMS_PER_SUPPLEMENT = 500;
/** Uses of each kind a refused deletion names (enough to say where to go). */
const USES_NAMED = 20;

type FormFields = Omit<SupplementFormData, 'revision'>;

/** The stored fields of a form from the editor's input; `keywords` follow both names (the checker's typeahead finds forms by them). */
const formFields = (input: FormFields) => ({
  name: input.name,
  name_en: input.name_en,
  keywords: buildKeywords(input.name, input.name_en),
  formula: input.formula,
  formula_source: input.formula_source,
  nutrient_id: input.nutrient_id,
  basis: input.basis,
  moiety_formula: input.moiety_formula,
  iu_factor: input.iu_factor,
  intake_factor: input.intake_factor,
  counts_toward_upper_level: input.counts_toward_upper_level,
});

/** The nutrient the form counts toward (checked against the form's supplement and formula), or null. */
async function readNutrient(tx: Transaction, input: FormFields, supplementId: number): Promise<NutrientDoc | null> {
  if (input.nutrient_id === null) return null;
  const found = await tx.get<NutrientDoc>(COLLECTIONS.nutrients, String(input.nutrient_id));
  if (!found) throw new AppError(400, nutrientMissing(input.nutrient_id), { nutrient_id: [nutrientMissing(input.nutrient_id)] });
  refuse(formNutrientProblems(input, { supplement_id: supplementId }, found));
  return found;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

/** Two forms of one supplement never share a name (accents and case aside): the checker and the builder tell them apart by it. */
function refuseTakenName(forms: readonly SupplementFormDoc[], name: string, exceptId?: number): void {
  if (forms.some((form) => form.id !== exceptId && sameName(form.name, name))) refuse({ name: [FORM_NAME_TAKEN] });
}

/**
 * Chemical forms in the dashboard (admin only), through the content write path: created after the
 * supplement's other forms, edited with the revision check, deleted to the trash (restorable there)
 * unless an interaction, a saved formula or a builder template names them; versioned and audited.
 */
export function createFormsAdmin(deps: { store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);

  async function create(input: SupplementFormCreateData, actor: Actor): Promise<SupplementFormEditable> {
    const { supplement_id: supplementId, ...fields } = input;
    refuse(formProblems(fields));
    // The nutrient read in the (last attempt of the) transaction, for the answer.
    let nutrient: NutrientDoc | null = null;
    const doc = await writer.create<SupplementFormDoc, number>({
      type: 'supplement_form',
      actor,
      read: async (tx) => {
        if (!(await tx.get(COLLECTIONS.supplements, String(supplementId)))) throw notFound(SUPPLEMENT_NOT_FOUND);
        const siblings = await formsOfSupplement(tx, supplementId, MAX_FORMS_PER_SUPPLEMENT);
        refuseTakenName(siblings, fields.name);
        nutrient = await readNutrient(tx, fields, supplementId);
        return Math.max(0, ...siblings.map((form) => form.order)) + 1;
      },
      build: ({ id, stamp, context: order }) => ({ id, supplement_id: supplementId, order, ...formFields(fields), ...stamp }),
    });
    return presentFormEditable(doc, nutrient);
  }

  async function update(id: number, input: SupplementFormData, actor: Actor): Promise<SupplementFormEditable> {
    refuse(formProblems(input));
    const { item, context: nutrient } = await writer.update<SupplementFormDoc, NutrientDoc | null>({
      type: 'supplement_form',
      id,
      actor,
      notFoundMessage: FORM_NOT_FOUND,
      revision: input.revision,
      read: async (tx, current) => {
        refuseTakenName(await formsOfSupplement(tx, current.supplement_id, MAX_FORMS_PER_SUPPLEMENT), input.name, id);
        return readNutrient(tx, input, current.supplement_id);
      },
      patch: () => formFields(input),
    });
    return presentFormEditable(item, nutrient);
  }

  /** To the trash; refused (422, naming each use) while an interaction, a saved formula or a template names the form. */
  async function remove(id: number, actor: Actor): Promise<void> {
    await writer.remove<SupplementFormDoc>({
      type: 'supplement_form',
      id,
      actor,
      notFoundMessage: FORM_NOT_FOUND,
      read: async (tx) => {
        const [interactions, formulas] = await Promise.all([interactionsNamingForm(tx, id, USES_NAMED), formulaUsesOfForm(tx, id, USES_NAMED)]);
        const inUse = formInUseMessage({ interactions, ...formulas }, USES_NAMED);
        if (inUse) throw new AppError(422, inUse);
        return undefined;
      },
    });
  }

  return { create, update, remove };
}
export type FormsAdmin = ReturnType<typeof createFormsAdmin>;
