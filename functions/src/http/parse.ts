import type { z } from 'zod';
import { cleanInput, InputTooDeepError } from '../domain/clean-text.js';
import { BODY_TOO_DEEP_MESSAGE } from './body-limit.js';
import { AppError, validationError } from './errors.js';

/**
 * Parses input with a shared schema, after removing from its text what no person types (controls,
 * lone surrogates, bidi overrides; invisible-only text reads as empty: domain/clean-text.ts); a
 * failure becomes the one 422 answer with every message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  let cleaned: unknown;
  try {
    cleaned = cleanInput(input ?? {});
  } catch (error) {
    if (error instanceof InputTooDeepError) throw new AppError(400, BODY_TOO_DEEP_MESSAGE);
    throw error;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
