import type { Request, RequestHandler } from 'express';
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
