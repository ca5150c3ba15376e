import { z } from './zod.js';

/** Fields a form does not have are refused by name (no mass assignment). */
const onlyFormFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Campo não permitido: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** POST suggestions (JSON or multipart): a user's suggestion to the editors. */
export const suggestionCreateSchema = z.strictObject({
  content: z
    .string({ error: 'Sugestão não foi preenchida' })
    .trim()
    .min(1, 'Sugestão não foi preenchida')
    .pipe(z.string().min(2, 'Sugestão muito curta').max(1000, 'Sugestão muito longa')),
}, onlyFormFields);
export type SuggestionCreateInput = z.input<typeof suggestionCreateSchema>;
export type SuggestionCreateData = z.output<typeof suggestionCreateSchema>;
