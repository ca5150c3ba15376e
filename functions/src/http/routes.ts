import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { ANSWERS, type AnswerKey } from '../contract/answers.js';
import type { BodyDoc, OperationDoc, ParamDoc } from './route-doc.js';
import { parseInput } from './parse.js';

/**
 * Who may call a route. Every route declares one, and the access-matrix test walks them all:
 * - public: anyone; the caller is read when a token is sent (answers may depend on it);
 * - user: any signed-in account; premium: a premium account or an admin (anonymous 401, a free
 *   account 403 with `code: 'premium_required'`); admin: the admin role only.
 */
export type Access = 'public' | 'user' | 'premium' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'delete';

/** `GET /banners/:id`: the key of a route in the contract's `ANSWERS` and in the access matrix. */
type KeyOf<M extends Method, P extends string> = `${Uppercase<M>} ${P}`;

/** The `:name` parameters of an Express path, as a union of their names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The answer a route's handler returns: the contract's answer of its operation. */
type AnswerOf<K extends string> = K extends AnswerKey ? z.output<(typeof ANSWERS)[K]> : never;

/** What a handler receives. `query()` and `body()` parse on call, so a handler decides the order of its 404s and 422s. */
export interface RouteInput<Q extends z.ZodType, B extends z.ZodType> {
  req: Request;
  res: Response;
  /** The query string parsed with the route's `query` schema (a failure is the 422 answer). */
  query: () => z.output<Q>;
  /** The body parsed with the route's `body` schema; `extra` (uploaded files) is merged in first. */
  body: (extra?: Record<string, unknown>) => z.output<B>;
}

/** One route: everything the router, the access matrix and the OpenAPI document need. */
export type RouteSpec<M extends Method, P extends string, Q extends z.ZodType, B extends z.ZodType> = {
  method: M;
  path: P;
  access: Access;
  /** The query schema the handler parses (documented as query parameters). */
  query?: Q;
  /** The body schema the handler parses, with its encodings. */
  body?: BodyDoc<B>;
  doc: OperationDoc;
  /** Returns the answer, sent as JSON: its type is the contract's answer of `METHOD path`. */
  handler: (input: RouteInput<Q, B>) => Promise<AnswerOf<KeyOf<M, P>>>;
} & ([PathParams<P>] extends [never] ? { params?: undefined } : { params: Record<PathParams<P>, ParamDoc> });

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  /** One description per `:name` of the path. */
  params?: Record<string, ParamDoc>;
  query?: z.ZodType;
  body?: BodyDoc;
  /** The contract's answer schema (`contract/answers.ts`); absent only where a definition was built by hand wrongly. */
  answer: z.ZodType | undefined;
  doc: OperationDoc;
  handler: RequestHandler;
}

/** `GET /categories/:id`, the key of a route. */
export const operationKey = (route: Pick<RouteDef, 'method' | 'path'>): AnswerKey => `${route.method.toUpperCase()} ${route.path}` as AnswerKey;

const noSchema = (what: string, key: string) => () => {
  throw new Error(`${key} declares no ${what} schema`);
};

/**
 * Declares a route once: method, path, access, request schemas, answer (the contract's, by
 * `METHOD path`) and OpenAPI description. The handler's parsed input is typed from the schemas
 * and its return value from the answer.
 */
export function defineRoute<M extends Method, P extends string, Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever>(
  spec: RouteSpec<M, P, Q, B>,
): RouteDef {
  const key = `${spec.method.toUpperCase()} ${spec.path}`;
  const answer = key in ANSWERS ? ANSWERS[key as AnswerKey] : undefined;
  const { query, body } = spec;
  const handler: RequestHandler = async (req, res) => {
    const input: RouteInput<Q, B> = {
      req,
      res,
      query: query ? () => parseInput(query, req.query) : noSchema('query', key),
      body: body ? (extra) => parseInput(body.schema, extra ? { ...req.body, ...extra } : req.body) : noSchema('body', key),
    };
    res.json(await spec.handler(input));
  };
  return { method: spec.method, path: spec.path, access: spec.access, params: spec.params, query, body, answer, doc: spec.doc, handler };
}

/** The `:name` parameters of an Express path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/**
 * What is missing from route definitions: a contract answer, or a description for each path
 * parameter (and none for a parameter the path does not have). The OpenAPI test keeps it empty.
 */
export function definitionProblems(routes: readonly RouteDef[]): string[] {
  return routes.flatMap((route) => {
    const key = operationKey(route);
    const names = pathParamNames(route.path);
    const documented = Object.keys(route.params ?? {});
    return [
      ...(route.answer ? [] : [`${key}: no answer schema in contract/answers.ts`]),
      ...names.filter((name) => !documented.includes(name)).map((name) => `${key}: no description of :${name}`),
      ...documented.filter((name) => !names.includes(name)).map((name) => `${key}: describes :${name}, which its path does not have`),
    ];
  });
}

export interface Guards {
  readCaller: RequestHandler;
  requireAuth: RequestHandler;
  requirePremium: RequestHandler;
  requireAdmin: RequestHandler;
}

const GUARD_OF: Record<Access, (guards: Guards) => RequestHandler> = {
  public: (guards) => guards.readCaller,
  user: (guards) => guards.requireAuth,
  premium: (guards) => guards.requirePremium,
  admin: (guards) => guards.requireAdmin,
};

/** Mounts route definitions with the guard their access level needs. */
export function mountRoutes(defs: readonly RouteDef[], guards: Guards): Router {
  const router = Router();
  for (const def of defs) {
    const guard = GUARD_OF[def.access](guards);
    router[def.method](def.path, guard, def.handler);
  }
  return router;
}
