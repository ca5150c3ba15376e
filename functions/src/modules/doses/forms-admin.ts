import type { SupplementFormEditable } from '../../contract/doses-answers.js';
import type { SupplementFormData } from '../../contract/doses.js';
import { COLLECTIONS, type Actor, type NutrientDoc, type SupplementFormDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import { formNutrientProblems, formProblems, nutrientMissing, refuse } from './checks.js';
import { presentFormEditable } from './present.js';
import { FORM_NOT_FOUND } from './service.js';

/**
 * A chemical form's names and chemistry in the dashboard (admin only), through the content write
 * path: versioned, audited, revision-checked. `keywords` follow both names, since the checker's
 * typeahead finds forms by them.
 */
export function createFormsAdmin(deps: { store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);

  async function update(id: number, input: SupplementFormData, actor: Actor): Promise<SupplementFormEditable> {
    refuse(formProblems(input));
    const { item, context: nutrient } = await writer.update<SupplementFormDoc, NutrientDoc | null>({
      type: 'supplement_form',
      id,
      actor,
      notFoundMessage: FORM_NOT_FOUND,
      revision: input.revision,
      read: async (tx, current) => {
        if (input.nutrient_id === null) return null;
        const found = await tx.get<NutrientDoc>(COLLECTIONS.nutrients, String(input.nutrient_id));
        if (!found) throw new AppError(400, nutrientMissing(input.nutrient_id), { nutrient_id: [nutrientMissing(input.nutrient_id)] });
        refuse(formNutrientProblems(input, current, found));
        return found;
      },
      patch: () => ({
        name: input.name,
        name_en: input.name_en,
        keywords: buildKeywords(input.name, input.name_en),
        formula: input.formula,
        formula_source: input.formula_source,
        nutrient_id: input.nutrient_id,
        basis: input.basis,
        moiety_formula: input.moiety_formula,
        iu_factor: input.iu_factor,
        counts_toward_upper_level: input.counts_toward_upper_level,
      }),
    });
    return presentFormEditable(item, nutrient);
  }

  return { update };
}
export type FormsAdmin = ReturnType<typeof createFormsAdmin>;
