import { z } from './zod.js';
import { id, isoDate, named, page } from './answer-shapes.js';

export const suggestion = named(
  'Suggestion',
  z.strictObject({
    id,
    content: z.string(),
    created_at: isoDate,
    user: z.strictObject({ name: z.string(), email: z.string(), detail: z.strictObject({ phone: z.string() }) }),
  }),
  "The author's contact as it was when the suggestion was sent.",
);
export type Suggestion = z.output<typeof suggestion>;

/** POST suggestions. */
export const suggestionCreatedAnswer = z.strictObject({ message: z.string(), item: suggestion });
export type SuggestionCreatedAnswer = z.output<typeof suggestionCreatedAnswer>;

/** GET suggestions. */
export const suggestionListAnswer = z.strictObject({ items: page(suggestion) });
export type SuggestionListAnswer = z.output<typeof suggestionListAnswer>;
