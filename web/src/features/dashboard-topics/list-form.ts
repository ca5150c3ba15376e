import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Messages of a list form by path ('references.0.doi'), the first one per field. */
export type ListFormErrors = Partial<Record<string, string>>;

/** Moves the item at `index` one place up (-1) or down (+1); other moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Checks a list form with its shared schema: the first message per path, and every distinct message once. */
export function validateListForm<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: ListFormErrors; messages: string[] } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ListFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors, messages: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

/** The first message per path of a refused request (422). */
export function serverListErrors(error: unknown): ListFormErrors {
  const errors: ListFormErrors = {};
  if (error instanceof ApiError && error.errors) for (const [path, messages] of Object.entries(error.errors)) errors[path] = messages[0];
  return errors;
}
