import type { Request, Response } from 'express';
import { callerOf } from './caller.js';
import { parsePathId } from '../contract/catalogue-fields.js';
import type { Locale } from '../domain/docs.js';
import { notFound } from './errors.js';
import { requestLocale } from './locale.js';

/**
 * The locale catalogue texts are answered in. Admins always get the Portuguese source texts,
 * since the dashboard's edit forms save what they load; everyone else gets their own locale.
 */
export function catalogueLocale(req: Request, res: Response): Locale {
  return callerOf(res)?.user.role === 'admin' ? 'pt' : requestLocale(req, res);
}

/** The numeric id of a path segment; anything else is an unknown item (404), never a 500. */
export function pathId(value: unknown, notFoundMessage: string): number {
  const id = parsePathId(value);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}

/** The slug of a path segment (a slug that matches nothing is a 404 further on). */
export function pathSlug(value: unknown, notFoundMessage: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw notFound(notFoundMessage);
  return value;
}
