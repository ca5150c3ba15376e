import type { z } from 'zod';
import { cleanInput } from '../domain/clean-text.js';
import { validationError } from './errors.js';

/**
 * Parses input with a shared schema, after removing from its text what no person types (controls,
 * lone surrogates, bidi overrides; invisible-only text reads as empty: domain/clean-text.ts); a
 * failure becomes the one 422 answer with every message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(cleanInput(input ?? {}));
  if (!result.success) throw validationError(result.error);
  return result.data;
}
