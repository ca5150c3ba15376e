import type { z } from 'zod';
import { validationError } from './errors.js';

/** Parses input with a shared schema; a failure becomes the one 422 answer with every message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
