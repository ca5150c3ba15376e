import { z } from './zod.js';
import { flag, id, isoDate, named, page, revision, writeAnswer } from './answer-shapes.js';
import { categoryHeader } from './categories-answers.js';
import { indication } from './evidence-answers.js';

export const supplementCard = named(
  'SupplementCard',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    is_paid: flag,
    order: z.number().int(),
    category_id: id,
    created_at: isoDate,
    updated_at: isoDate,
    reviewed_at: isoDate.nullable().describe("When an admin last marked the whole monograph reviewed ('Marcar como revisado'); null: never"),
    reviewed_by: z.string().nullable().describe('The name of that admin'),
    category: categoryHeader,
  }),
);
export type SupplementCard = z.output<typeof supplementCard>;

export const supplementHeader = named('SupplementHeader', z.strictObject({ id, name: z.string(), slug: z.string(), is_paid: flag, category: categoryHeader }));
export type SupplementHeader = z.output<typeof supplementHeader>;

/** GET supplements/category/slug/{slug}: the category and a page of its supplements. */
export const categorySupplementsAnswer = z.strictObject({ category: categoryHeader, items: page(supplementCard) });
export type CategorySupplementsAnswer = z.output<typeof categorySupplementsAnswer>;

/** GET supplements/updateds/{count}. */
export const updatedSupplementsAnswer = z.strictObject({ items: z.array(supplementCard) });
export type UpdatedSupplementsAnswer = z.output<typeof updatedSupplementsAnswer>;

/** GET supplements/slug/{slug}. */
export const supplementAnswer = z.strictObject({ item: supplementCard });
export type SupplementAnswer = z.output<typeof supplementAnswer>;

/** The supplement as the dashboard form reads it: the card, its graded indications (the indications editor) and its revision. */
export const supplementAdmin = named('SupplementAdmin', supplementCard.extend({ indications: z.array(indication), revision }));
export type SupplementAdmin = z.output<typeof supplementAdmin>;

/** GET supplements/{id}. */
export const supplementAdminAnswer = z.strictObject({ item: supplementAdmin });
export type SupplementAdminAnswer = z.output<typeof supplementAdminAnswer>;

/** POST supplements and POST supplements/{id}. */
export const supplementCreatedAnswer = writeAnswer('Novo suplemento cadastrado', supplementAdmin);
export type SupplementCreatedAnswer = z.output<typeof supplementCreatedAnswer>;
export const supplementUpdatedAnswer = writeAnswer('Suplemento foi atualizado!', supplementAdmin);
export type SupplementUpdatedAnswer = z.output<typeof supplementUpdatedAnswer>;

/** POST supplements/{id}/review. */
export const SUPPLEMENT_REVIEWED = 'Suplemento marcado como revisado';
export const supplementReviewedAnswer = writeAnswer(SUPPLEMENT_REVIEWED, supplementAdmin);
export type SupplementReviewedAnswer = z.output<typeof supplementReviewedAnswer>;

/** POST supplements/{id}/indications. */
export const supplementIndicationsAnswer = z.strictObject({ message: z.literal('Indicações atualizadas'), indications: z.array(indication) });
export type SupplementIndicationsAnswer = z.output<typeof supplementIndicationsAnswer>;
