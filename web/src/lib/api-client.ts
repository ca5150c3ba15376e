/**
 * The one client for the API (spec section 7): base /api/v1, the XMLHttpRequest marker header, the
 * Firebase ID token as Bearer when signed in, the UI language as Accept-Language (the server answers
 * anonymous callers in it), JSON or FormData bodies, and ApiError on failure.
 */
import type { ANSWERS } from '@contract/answers';
import { ERROR_CODES, isErrorCode, type EditConflictDetails, type ErrorCode } from '@contract/error-codes';
import i18n from 'i18next';
import type { z } from 'zod';
import { sessionIdToken } from './session-token';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** The server's machine-readable `code` (contract/error-codes.ts); a code this build does not know is left out. */
  readonly code: ErrorCode | undefined;
  /** The facts behind the code, for the app to word in the user's language (an edit conflict's who and when). */
  readonly details: EditConflictDetails | undefined;

  constructor(status: number, message: string, errors?: FieldErrors, options?: ErrorOptions & { code?: ErrorCode; details?: EditConflictDetails }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = options?.code;
    this.details = options?.details;
  }
}

/** The paid-content gate's answer (403 `code: 'premium_required'`): callers open the premium modal. */
export function isPremiumRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === ERROR_CODES.premiumRequired;
}

/** A save based on an older revision (409 `code: 'edit_conflict'`): nothing was written; the form shows the conflict dialog. */
export function isEditConflict(error: unknown): error is ApiError & { code: typeof ERROR_CODES.editConflict } {
  return error instanceof ApiError && error.status === 409 && error.code === ERROR_CODES.editConflict;
}

type Body = FormData | object;
type Query = Record<string, string | number | undefined>;

/** Every operation of the API, `METHOD /path` as the contract's `ANSWERS` names it. */
export type Operation = keyof typeof ANSWERS;
/** The paths of one method: `PathOf<'GET'>` is `'/categories' | '/categories/:id' | …`. */
export type PathOf<M extends string> = Operation extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
/** What an operation answers: the contract's answer schema, inferred (types only: no schema reaches the bundle). */
export type AnswerOf<K extends Operation> = z.output<(typeof ANSWERS)[K]>;

/** The `:name` parameters of a path, as a union of their names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** A path with parameters takes a value for each (encoded into the path); one without takes none. */
type Params<P extends string> = [ParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<P>, string | number> };
/** What a call sends besides its path. */
type Sent = { params?: Record<string, string | number>; query?: Query; body?: Body };
/** The options argument: required when the path has parameters. */
type Options<O> = object extends O ? [options?: O] : [options: O];

export interface ApiClient {
  /** GET an operation: `api.get('/banners/:id', { params: { id } })` answers the contract's answer of `GET /banners/:id`. */
  get<P extends PathOf<'GET'>>(path: P, ...options: Options<Params<P> & { query?: Query }>): Promise<AnswerOf<`GET ${P}` & Operation>>;
  post<P extends PathOf<'POST'>>(path: P, ...options: Options<Params<P> & { body?: Body }>): Promise<AnswerOf<`POST ${P}` & Operation>>;
  delete<P extends PathOf<'DELETE'>>(path: P, ...options: Options<Params<P>>): Promise<AnswerOf<`DELETE ${P}` & Operation>>;
  /**
   * Resolves true once no request of this client is on its way (sent and its answer not yet read in
   * full), or false after `timeoutMs`. Logging out waits for it: the service worker saves an answer
   * as it arrives, so one still on its way would be saved after the offline copies were emptied.
   */
  whenIdle(timeoutMs: number): Promise<boolean>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  getIdToken: () => Promise<string | null>;
  /** The UI language, sent as Accept-Language; signed-in callers are answered in their profile's locale. */
  getLanguage?: () => string | undefined;
  fetchImpl?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((message): message is string => typeof message === 'string' && message !== '');
    if (texts.length > 0) errors[field] = texts;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function readDetails(value: unknown): EditConflictDetails | undefined {
  if (!isRecord(value)) return undefined;
  return { updated_by: textOrNull(value.updated_by), updated_at: textOrNull(value.updated_at) };
}

/** Builds the ApiError from the server's `{ message, errors?, code?, details? }`; message is '' when the server gave none. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, '');
  const message = typeof body.message === 'string' ? body.message : '';
  const code = isErrorCode(body.code) ? body.code : undefined;
  const details = code ? readDetails(body.details) : undefined;
  return new ApiError(status, message, readFieldErrors(body.errors), code ? { code, ...(details ? { details } : {}) } : undefined);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `/banners/:id` with `{ id: 3 }` → `/banners/3` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The caller's ID token. Offline, an expired token cannot be refreshed: the request goes without it,
 * and the service worker answers from what it saved (reading offline); online, the failure stands.
 */
async function tokenFor(getIdToken: () => Promise<string | null>): Promise<string | null> {
  try {
    return await getIdToken();
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
    throw error;
  }
}

export function createApiClient({ baseUrl = '/api/v1', getIdToken, getLanguage, fetchImpl }: ApiClientOptions): ApiClient {
  const onTheirWay = new Set<Promise<unknown>>();

  /** Counts a request as on its way until it has settled, whatever its outcome. */
  function tracked<T>(work: Promise<T>): Promise<T> {
    onTheirWay.add(work);
    const forget = () => onTheirWay.delete(work);
    work.then(forget, forget);
    return work;
  }

  async function whenIdle(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    // A request may start while others settle: wait until none is left, or the time is up.
    while (onTheirWay.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, left);
      });
      await Promise.race([Promise.allSettled([...onTheirWay]), late]);
      clearTimeout(timer);
    }
    return true;
  }

  async function request<T>(method: string, operationPath: string, sent: Sent = {}): Promise<T> {
    const path = fillPath(operationPath, sent.params);
    const url = buildUrl(baseUrl, path, sent.query);
    const { body } = sent;
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    const language = getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    const token = await tokenFor(getIdToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: payload });
    } catch (cause) {
      throw new ApiError(0, '', undefined, { cause });
    }
    const data = await readBody(response);
    if (!response.ok) throw toApiError(response.status, data);
    // In development and tests every answer is checked against the contract (a mocked answer the API
    // would never send fails the test); the check and its schemas are dead code in production builds.
    if (import.meta.env.DEV) (await import('./check-answer')).checkAnswer(method, path, data);
    // Production trusts the contract: the answer's type is the one inferred from its operation's schema.
    return data as T;
  }

  return {
    get: (path, ...[options]) => tracked(request('GET', path, options)),
    post: (path, ...[options]) => tracked(request('POST', path, options)),
    delete: (path, ...[options]) => tracked(request('DELETE', path, options)),
    whenIdle,
  };
}

/** The app's client: the token comes from Firebase Auth (its SDK loaded on first use, never while signed out). */
export const api = createApiClient({
  getIdToken: sessionIdToken,
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
});
