import { COLLECTIONS, type FormulaTemplateDoc } from '../../domain/docs.js';
import type { Transaction } from '../../store/port.js';

/**
 * What the formula builder offers the other modules: whether saved formulas or the builder's
 * templates name a chemical form, read inside the transaction that would delete it (the deletion
 * is refused then: a saved formula's component would no longer be found).
 */
export async function formulaUsesOfForm(tx: Transaction, formId: number, limit: number): Promise<{ savedFormulas: number; templates: string[] }> {
  const [saved, templates] = await Promise.all([
    tx.query({ collection: COLLECTIONS.formulas, where: [{ field: 'form_ids', op: 'array-contains', value: formId }], limit }),
    // Seeded templates: a handful, read whole (the builder's list reads them all too).
    tx.query<FormulaTemplateDoc>({ collection: COLLECTIONS.formulaTemplates }),
  ]);
  return {
    savedFormulas: saved.length,
    templates: templates.filter((doc) => doc.data.components.some((component) => component.form_id === formId)).map((doc) => doc.data.name),
  };
}
