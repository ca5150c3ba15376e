import { strictForm } from './catalogue-fields.js';
import { PASSWORD_MAX } from './auth.js';
import { z } from './zod.js';

export const DELETE_PASSWORD_REQUIRED = 'Senha não foi preenchida';

/** POST user-details/delete: the caller confirms with the current password. */
export const accountDeletionSchema = strictForm({
  password: z
    .string({ error: DELETE_PASSWORD_REQUIRED })
    .min(1, DELETE_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX + 1, 'Senha atual incorreta'),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
