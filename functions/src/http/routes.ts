import { Router, type RequestHandler } from 'express';

/**
 * Who may call a route. Every route declares one, and the access-matrix test walks them all:
 * - public: anyone; the caller is read when a token is sent (answers may depend on it);
 * - user: any signed-in account; admin: the admin role only.
 */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  handlers: RequestHandler[];
}

export interface Guards {
  readCaller: RequestHandler;
  requireAuth: RequestHandler;
  requireAdmin: RequestHandler;
}

export const route = (method: Method, path: string, access: Access, ...handlers: RequestHandler[]): RouteDef => ({
  method,
  path,
  access,
  handlers,
});

/** Mounts route definitions with the guard their access level needs. */
export function mountRoutes(defs: RouteDef[], guards: Guards): Router {
  const router = Router();
  for (const def of defs) {
    const guard = def.access === 'admin' ? guards.requireAdmin : def.access === 'user' ? guards.requireAuth : guards.readCaller;
    router[def.method](def.path, guard, ...def.handlers);
  }
  return router;
}
