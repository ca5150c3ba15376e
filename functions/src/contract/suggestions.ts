import { strictForm } from './catalogue-fields.js';
import { z } from './zod.js';

/** POST suggestions (JSON or multipart): a user's suggestion to the editors. */
export const suggestionCreateSchema = strictForm({
  content: z
    .string({ error: 'Sugestão não foi preenchida' })
    .trim()
    .min(1, 'Sugestão não foi preenchida')
    .pipe(z.string().min(2, 'Sugestão muito curta').max(1000, 'Sugestão muito longa')),
});
export type SuggestionCreateInput = z.input<typeof suggestionCreateSchema>;
export type SuggestionCreateData = z.output<typeof suggestionCreateSchema>;
