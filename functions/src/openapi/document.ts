import { z } from 'zod';
import type { Access, RouteDef } from '../http/routes.js';
import type { BodyDoc, ErrorStatus, OperationDoc, OperationKey } from './operation-doc.js';
import { OPERATIONS } from './operations.js';
import { answerComponents as components, errorAnswer } from '../contract/answer-shapes.js';
import { ANSWERS } from '../contract/answers.js';

type JsonSchema = Record<string, unknown>;
type RouteShape = Pick<RouteDef, 'method' | 'path' | 'access'>;

const SCHEMA_REF = '#/components/schemas/';

/** `GET /categories/:id`, the registry key of a route. */
export const operationKey = (route: Pick<RouteDef, 'method' | 'path'>): OperationKey => `${route.method.toUpperCase()} ${route.path}` as OperationKey;

/** Express `/categories/:id` → OpenAPI `/categories/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The `:name` parameters of an Express path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/** The contract's answer schema of an operation (none for the OpenAPI document itself). */
export const answerOf = (key: OperationKey): z.ZodType | undefined => (key in ANSWERS ? ANSWERS[key as keyof typeof ANSWERS] : undefined);

/** Routes without a registry entry: the unit test keeps this empty. */
export const undocumentedRoutes = (routes: readonly RouteShape[]): OperationKey[] => routes.map(operationKey).filter((key) => !(key in OPERATIONS));

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), named shapes as component references. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = components.get(schema)?.id;
  if (id) return { $ref: `${SCHEMA_REF}${id}` };
  const { $schema: _dialect, $defs: _named, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: components });
  return JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', `"${SCHEMA_REF}`)) as JsonSchema;
}

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, { io: 'output', unrepresentable: 'any', uri: (id) => `${SCHEMA_REF}${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [name, schema]));
}

const binary: JsonSchema = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

/** The body schema for one encoding: file fields are binary parts in multipart and absent elsewhere. */
function bodySchema(body: BodyDoc, multipart: boolean): JsonSchema {
  const schema = jsonSchema(body.schema, 'input');
  const files = body.files ?? [];
  if (files.length === 0) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const field of files) {
    if (multipart) properties[field] = { ...binary, description: 'JPEG, PNG or WebP (checked by content), at most 5 MB' };
    else delete properties[field];
  }
  const required = ((schema.required as string[] | undefined) ?? []).filter((field) => multipart || !files.includes(field));
  return { ...schema, properties, ...(required.length > 0 ? { required } : {}) };
}

const MEDIA_TYPES = { multipart: 'multipart/form-data', json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

function requestBody(body: BodyDoc) {
  const media = body.files?.length ? body.media.filter((kind) => kind === 'multipart') : body.media;
  return {
    required: true,
    content: Object.fromEntries(media.map((kind) => [MEDIA_TYPES[kind], { schema: bodySchema(body, kind === 'multipart') }])),
  };
}

function parameters(route: RouteShape, doc: OperationDoc) {
  const path = pathParamNames(route.path).map((name) => {
    const param = doc.params?.[name];
    return { name, in: 'path', required: true, description: param?.description, schema: param ? jsonSchema(param.schema, 'input') : { type: 'string' } };
  });
  const query = doc.query ? jsonSchema(doc.query, 'input') : null;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...path, ...queryParams];
}

const UNAUTHORIZED: Record<Access, string> = {
  public: 'A bearer token was sent and is not valid (expired, revoked, or the account is blocked)',
  user: 'No valid bearer token (missing, expired, revoked, or the account is blocked)',
  admin: 'No valid bearer token (missing, expired, revoked, or the account is blocked)',
};

/** Error statuses the access level, path and body imply, then the registry's own. */
function errorStatuses(route: RouteShape, doc: OperationDoc): Partial<Record<ErrorStatus, string>> {
  return {
    401: UNAUTHORIZED[route.access],
    ...(route.access === 'admin' ? { 403: 'The caller is not an administrator' } : {}),
    ...(Object.values(doc.params ?? {}).some((param) => param.names) ? { 404: 'Not found: an unknown slug or id (an id that is not a positive integer too)' } : {}),
    ...(doc.body ? { 422: 'Validation failed: the first message in `message`, all of them by field in `errors`' } : {}),
    ...(doc.body?.files?.length ? { 413: 'An image over 5 MB' } : {}),
    ...doc.errors,
  };
}

const errorContent = { 'application/json': { schema: jsonSchema(errorAnswer, 'output') } };

function operation(route: RouteShape, doc: OperationDoc | undefined) {
  if (!doc) return { summary: '(undocumented)', 'x-access': route.access, responses: { 200: { description: 'Not documented yet' } } };
  const errors = Object.entries(errorStatuses(route, doc)).sort(([a], [b]) => Number(a) - Number(b));
  const answerSchema: z.ZodType | undefined = answerOf(operationKey(route));
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    'x-access': route.access,
    security: route.access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    parameters: parameters(route, doc),
    ...(doc.body ? { requestBody: requestBody(doc.body) } : {}),
    responses: {
      200: {
        description: doc.answer.description,
        content: { 'application/json': { schema: answerSchema ? jsonSchema(answerSchema, 'output') : { type: 'object' } } },
      },
      ...Object.fromEntries(errors.map(([status, description]) => [status, { description, content: errorContent }])),
    },
  };
}

/** `get /categories/slug/:slug` → `getCategoriesSlugBySlug`. */
function operationId(route: RouteShape): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The OpenAPI 3.1 document of the given routes, from the registry and the contract schemas. */
export function buildOpenApiDocument(routes: readonly RouteShape[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[toOpenApiPath(route.path)] ??= {})[route.method] = operation(route, OPERATIONS[operationKey(route)]);
  }
  const tags = [...new Set(Object.values(OPERATIONS).flatMap((doc) => doc.tags))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nutrindex API',
      version: '1',
      description:
        'The API of the Nutrindex web app. Every answer is JSON; errors answer `{ message, errors?, code?, details? }`, their messages in the caller\'s language (profile, else Accept-Language); clients act on `code` (one of `Error.code`) and word their own sentence from `details`. ' +
        "Public routes read a bearer token when one is sent (answers may depend on it: locale, premium content). Answers are in the caller's locale (profile, else Accept-Language), falling back to Portuguese.",
    },
    servers: [{ url: '/api/v1' }],
    tags,
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Auth ID token' } },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
