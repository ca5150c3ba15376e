import type { Request, RequestHandler } from 'express';
import { MAX_INPUT_DEPTH } from '../domain/clean-text.js';
import { AppError, BODY_TOO_LARGE_MESSAGE } from './errors.js';

/**
 * The request body limits of the API, the same on Cloud Functions and locally: 2 MB for JSON and
 * forms, 8 MB for multipart (a 5 MB image plus its fields). On Cloud Functions the framework has
 * already read and parsed the body (up to its own, larger limit) before Express sees it, so Express's
 * parser limits never apply there: the size is measured here, on `req.rawBody` when it exists and on
 * Content-Length otherwise (the parsers' own limits then stop a chunked body that lies about it).
 */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_MULTIPART_BODY_BYTES = 8 * 1024 * 1024;

function bodySize(req: Request): number {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(rawBody)) return rawBody.length;
  const declared = Number(req.get('content-length'));
  return Number.isFinite(declared) ? declared : 0;
}

export const bodyLimit: RequestHandler = (req, _res, next) => {
  const limit = req.is('multipart/form-data') ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
  if (bodySize(req) > limit) throw new AppError(413, BODY_TOO_LARGE_MESSAGE);
  next();
};

/** How deep a request body's arrays and objects may nest: no form of the API needs more than a few levels. */
export const MAX_BODY_DEPTH = MAX_INPUT_DEPTH;
export const BODY_TOO_DEEP_MESSAGE = 'Corpo da requisição com níveis aninhados demais.';

/** Whether `value` nests arrays or objects deeper than `limit`, walked without recursion (no stack to overflow). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item)) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * After the body parsers: a body nested deeper than MAX_BODY_DEPTH is a 400 before any code walks it
 * (the input cleaner and the schemas recurse; 3,000 levels overflowed the stack into a 500).
 */
export const bodyDepthLimit: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) throw new AppError(400, BODY_TOO_DEEP_MESSAGE);
  next();
};
