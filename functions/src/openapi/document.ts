import { z } from 'zod';
import type { Access, RouteDef } from '../http/routes.js';
import { pathParamNames } from '../http/routes.js';
import type { BodyDoc, ErrorStatus } from '../http/route-doc.js';
import { answerComponents as components, errorAnswer } from '../contract/answer-shapes.js';

type JsonSchema = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/** Express `/categories/:id` → OpenAPI `/categories/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

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

function parameters(route: RouteDef) {
  const path = pathParamNames(route.path).map((name) => {
    const param = route.params?.[name];
    return { name, in: 'path', required: true, description: param?.description, schema: param ? jsonSchema(param.schema, 'input') : { type: 'string' } };
  });
  const query = route.query ? jsonSchema(route.query, 'input') : null;
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
  premium: 'No valid bearer token (missing, expired, revoked, or the account is blocked)',
  admin: 'No valid bearer token (missing, expired, revoked, or the account is blocked)',
};

/** Error statuses the access level, path and body imply, then the registry's own. */
function errorStatuses(route: RouteDef): Partial<Record<ErrorStatus, string>> {
  return {
    401: UNAUTHORIZED[route.access],
    ...(route.access === 'admin' ? { 403: 'The caller is not an administrator' } : {}),
    ...(route.access === 'premium' ? { 403: "The caller has no premium subscription (`code: 'premium_required'`); admins are allowed" } : {}),
    ...(Object.values(route.params ?? {}).some((param) => param.names) ? { 404: 'Not found: an unknown slug or id (an id that is not a positive integer too)' } : {}),
    ...(route.body ? { 422: 'Validation failed: the first message in `message`, all of them by field in `errors`' } : {}),
    ...(route.body?.files?.length ? { 413: 'An image over 5 MB' } : {}),
    ...route.doc.errors,
  };
}

const errorContent = { 'application/json': { schema: jsonSchema(errorAnswer, 'output') } };

function operation(route: RouteDef) {
  const { doc, answer } = route;
  const errors = Object.entries(errorStatuses(route)).sort(([a], [b]) => Number(a) - Number(b));
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    'x-access': route.access,
    security: route.access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    parameters: parameters(route),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses: {
      200: {
        description: doc.returns,
        content: { 'application/json': { schema: answer ? jsonSchema(answer, 'output') : { type: 'object' } } },
      },
      ...Object.fromEntries(errors.map(([status, description]) => [status, { description, content: errorContent }])),
    },
  };
}

/** `get /categories/slug/:slug` → `getCategoriesSlugBySlug`. */
function operationId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The OpenAPI 3.1 document of the given route definitions and the contract schemas they name. */
export function buildOpenApiDocument(routes: readonly RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[toOpenApiPath(route.path)] ??= {})[route.method] = operation(route);
  }
  const tags = [...new Set(routes.flatMap((route) => route.doc.tags))].map((name) => ({ name }));
  return {
    openapi: '3.1.0' as const,
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
