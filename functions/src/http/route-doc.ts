import { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

export interface BodyDoc<S extends z.ZodType = z.ZodType> {
  /** The contract's zod schema the handler parses (its input side is documented). */
  schema: S;
  /** Accepted encodings, the one the web app sends first. */
  media: ('multipart' | 'json' | 'form')[];
  /** Fields sent as file parts in multipart (documented as binary, left out of the other encodings). */
  files?: string[];
}

export interface ParamDoc {
  description: string;
  schema: z.ZodType;
  /** A value that names nothing answers 404 (ids and slugs). */
  names?: true;
}

/** The prose of an operation; its parameters, body and answer schema come from the route definition. */
export interface OperationDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** What the 200 answer is; its schema is the contract's (`contract/answers.ts`). */
  returns: string;
  /**
   * Error statuses beyond those the builder derives (401/403 from the access level, 404 from id and
   * slug params, 422 from a body, 413 from files), or a more precise text for one of those.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** A numeric path id; anything that is not a positive integer answers the resource's 404. */
export const idParam = (what: string): ParamDoc => ({
  description: `The ${what}'s numeric id`,
  schema: z.number().int().positive(),
  names: true,
});
export const slugParam = (what: string): ParamDoc => ({ description: `The ${what}'s slug`, schema: z.string().max(200), names: true });

/** The 409 of every content update that takes a `revision`. */
export const EDIT_CONFLICT =
  "Edit conflict (`code: 'edit_conflict'`, `details: { updated_by, updated_at }`): the item changed since the `revision` the update was based on; nothing was written";
