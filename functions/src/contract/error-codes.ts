/**
 * The machine-readable reasons an error answer may carry as `code`, shared by the API and the web
 * (no zod here: the web's API client imports it on the first paint). Clients act on the code and word
 * their own sentence from `details`, never on the server's message. The answer's schema is
 * `errorAnswer` in answer-shapes.ts.
 */
export const ERROR_CODES = {
  /** 403: paid content for a caller who is neither premium nor admin (the web opens the premium modal). */
  premiumRequired: 'premium_required',
  /** 409: an update based on an older `revision` of the item; nothing was written. Details: who and when. */
  editConflict: 'edit_conflict',
  /** 403: an action that needs a recent sign-in (deleting a user): confirm the password (POST session/confirm-password) and retry. */
  reauthenticationRequired: 'reauthentication_required',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN = new Set<string>(Object.values(ERROR_CODES));

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && KNOWN.has(value);

/** An edit conflict's details: who saved the item last and when (null for items saved before that was recorded). */
export interface EditConflictDetails {
  /** The name of whoever saved the item last. */
  updated_by: string | null;
  /** When they saved it (ISO-8601). */
  updated_at: string | null;
}
