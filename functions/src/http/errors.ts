import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Locale } from '../domain/docs.js';
import { messageIn } from '../contract/messages-en.js';
import { logError } from '../runtime/log.js';
import { requestLocale } from './locale.js';

/**
 * The one application error: a status and a message a person can read, written in Portuguese; the
 * error middleware answers it in the caller's language (contract/messages-en.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** A machine-readable reason the web app acts on (e.g. 'premium_required' opens the premium modal). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Item não encontrado') => new AppError(404, message);
export const unauthorized = (message = 'Sessão expirada. Entre novamente.') => new AppError(401, message);
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);
export const premiumRequired = () => new AppError(403, 'Conteúdo exclusivo para assinantes premium.', undefined, 'premium_required');

/** 422 with every message, grouped by field, the first one as `message`. */
export function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? 'Dados inválidos';
  return new AppError(422, first, errors);
}

export const BODY_TOO_LARGE_MESSAGE = 'Conteúdo grande demais.';

export const GENERIC_ERROR_MESSAGE = 'Não foi possível concluir a solicitação. Tente novamente em instantes.';

/** The field messages of a 422 in the caller's language. */
function errorsIn(locale: Locale, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => messageIn(locale, message))]));
}

/**
 * Writes `{ message, errors?, code? }` in the caller's language (the profile's, else Accept-Language);
 * unexpected errors become a generic 500, the detail only in the log.
 */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const locale = requestLocale(req, res);
  const appError = err instanceof z.ZodError ? validationError(err) : err;
  if (appError instanceof AppError) {
    res.status(appError.status).json({
      message: messageIn(locale, appError.message),
      ...(appError.errors ? { errors: errorsIn(locale, appError.errors) } : {}),
      ...(appError.code ? { code: appError.code } : {}),
    });
    return;
  }
  if (isBodyParserError(err)) {
    const status = err.type === 'entity.too.large' ? 413 : 400;
    res.status(status).json({ message: messageIn(locale, status === 413 ? BODY_TOO_LARGE_MESSAGE : 'Corpo da requisição inválido.') });
    return;
  }
  logError('unhandled_request_error', err, { method: req.method, path: req.path });
  res.status(500).json({ message: messageIn(locale, GENERIC_ERROR_MESSAGE) });
};

function isBodyParserError(err: unknown): err is { type: string; status: number } {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err && typeof err.status === 'number' && err.status < 500;
}

export const routeNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: messageIn(requestLocale(req, res), 'Rota não encontrada') });
};
