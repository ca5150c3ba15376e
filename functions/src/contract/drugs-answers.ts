import { z } from './zod.js';
import { id, isoDate, named, option, page, revision, writeAnswer } from './answer-shapes.js';

const names = {
  id,
  name: z.string().describe('The Portuguese name (for a drug, its DCB)'),
  name_en: z.string().describe('The English name (for a drug, its INN)'),
  synonyms: z.array(z.string()),
};
const stamps = { created_at: isoDate, updated_at: isoDate, revision };

export const drugAdmin = named(
  'DrugAdmin',
  z.strictObject({ ...names, brands: z.array(z.string()).describe('Brazilian brand names, for search'), classes: z.array(option).describe('The classes it belongs to'), ...stamps }),
  'A drug (an active ingredient) as the dashboard edits it.',
);
export type DrugAdmin = z.output<typeof drugAdmin>;

export const drugClassAdmin = named('DrugClassAdmin', z.strictObject({ ...names, drugs_count: z.number().int().min(0), ...stamps }), 'A drug class as the dashboard edits it.');
export type DrugClassAdmin = z.output<typeof drugClassAdmin>;

export const conditionAdmin = named('ConditionAdmin', z.strictObject({ ...names, ...stamps }), "A patient condition ('gestação') as the dashboard edits it.");
export type ConditionAdmin = z.output<typeof conditionAdmin>;

/** GET drugs, GET drugs/{id}, POST drugs, POST drugs/{id}. */
export const drugListAnswer = z.strictObject({ items: page(drugAdmin) });
export type DrugListAnswer = z.output<typeof drugListAnswer>;
export const drugAnswer = z.strictObject({ item: drugAdmin });
export type DrugAnswer = z.output<typeof drugAnswer>;
export const drugCreatedAnswer = writeAnswer('Novo medicamento cadastrado', drugAdmin);
export const drugUpdatedAnswer = writeAnswer('Medicamento foi atualizado!', drugAdmin);

/** GET drug-classes, GET drug-classes/{id}, POST drug-classes, POST drug-classes/{id}. */
export const drugClassListAnswer = z.strictObject({ items: page(drugClassAdmin) });
export type DrugClassListAnswer = z.output<typeof drugClassListAnswer>;
export const drugClassAnswer = z.strictObject({ item: drugClassAdmin });
export type DrugClassAnswer = z.output<typeof drugClassAnswer>;
export const drugClassCreatedAnswer = writeAnswer('Nova classe de medicamentos cadastrada', drugClassAdmin);
export const drugClassUpdatedAnswer = writeAnswer('Classe de medicamentos foi atualizada!', drugClassAdmin);

/** GET conditions, GET conditions/{id}, POST conditions, POST conditions/{id}. */
export const conditionListAnswer = z.strictObject({ items: page(conditionAdmin) });
export type ConditionListAnswer = z.output<typeof conditionListAnswer>;
export const conditionAnswer = z.strictObject({ item: conditionAdmin });
export type ConditionAnswer = z.output<typeof conditionAnswer>;
export const conditionCreatedAnswer = writeAnswer('Nova condição cadastrada', conditionAdmin);
export const conditionUpdatedAnswer = writeAnswer('Condição foi atualizada!', conditionAdmin);

/** The delete messages (`{ message }`). */
export const DRUG_DELETED = 'Medicamento foi deletado!';
export const DRUG_CLASS_DELETED = 'Classe de medicamentos foi deletada!';
export const CONDITION_DELETED = 'Condição foi deletada!';
