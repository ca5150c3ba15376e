import { defineRoute, type RouteDef } from '../http/routes.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

/**
 * GET openapi.json: the OpenAPI document of `routes()` (the app's whole route list, this route
 * included), built on the first call and kept: routes do not change during an instance's life.
 */
export function openapiRoutes(routes: () => readonly RouteDef[]): RouteDef[] {
  let document: OpenApiDocument | null = null;
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      access: 'public',
      doc: {
        summary: 'This OpenAPI 3.1 document',
        tags: ['Meta'],
        returns: 'The OpenAPI document of the API, generated from the route definitions and the contract schemas',
      },
      handler: async ({ res }) => {
        document ??= buildOpenApiDocument(routes());
        res.set('Cache-Control', 'public, max-age=300');
        return document;
      },
    }),
  ];
}
