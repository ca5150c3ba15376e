import { route, type RouteDef } from '../http/routes.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

/**
 * GET openapi.json: the OpenAPI document of `routes()` (the app's whole route list, this route
 * included), built on the first call and kept: routes do not change during an instance's life.
 */
export function openapiRoutes(routes: () => readonly RouteDef[]): RouteDef[] {
  let document: OpenApiDocument | null = null;
  return [
    route('get', '/openapi.json', 'public', (_req, res) => {
      document ??= buildOpenApiDocument(routes());
      res.set('Cache-Control', 'public, max-age=300').json(document);
    }),
  ];
}
