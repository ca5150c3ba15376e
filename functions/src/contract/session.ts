import { strictForm } from './catalogue-fields.js';
import { PASSWORD_MAX } from './auth.js';
import { z } from './zod.js';

/** How recent an administrator's sign-in must be for the actions that ask the password again (deleting a user). */
export const RECENT_SIGN_IN_MINUTES = 5;
/** 403 `reauthentication_required`: the session signed in too long ago for this action. */
export const RECENT_SIGN_IN_REQUIRED = `Por segurança, confirme sua senha para excluir um usuário (vale por ${RECENT_SIGN_IN_MINUTES} minutos).`;
export const CONFIRM_PASSWORD_REQUIRED = 'Senha não foi preenchida';

/** POST session/confirm-password: the signed-in person types their password again. */
export const passwordConfirmationSchema = strictForm({
  password: z
    .string({ error: CONFIRM_PASSWORD_REQUIRED })
    .min(1, CONFIRM_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX + 1, 'Senha atual incorreta'),
});
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;
