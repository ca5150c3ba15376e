import express, { type Express } from 'express';
import { createGuards } from '../auth/guards.js';
import { installZodMessages } from '../contract/zod-messages.js';
import { bodyDepthLimit, bodyLimit, MAX_JSON_BODY_BYTES } from '../http/body-limit.js';
import { errorMiddleware, routeNotFound } from '../http/errors.js';
import { multipartBody } from '../http/multipart.js';
import { mountRoutes, type RouteDef } from '../http/routes.js';
import { accountsApi } from '../modules/accounts/routes.js';
import { bannersApi } from '../modules/banners/routes.js';
import { categoriesApi } from '../modules/categories/routes.js';
import { favoritesApi } from '../modules/favorites/routes.js';
import { historyApi } from '../modules/history/routes.js';
import { identityApi } from '../modules/identity/routes.js';
import { notificationsApi } from '../modules/notifications/routes.js';
import { paymentsApi } from '../modules/payments/routes.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRouter } from '../modules/payments/webhook.js';
import { privacyApi } from '../modules/privacy/routes.js';
import { qualityApi } from '../modules/quality/routes.js';
import { recentlyViewedApi } from '../modules/recently-viewed/routes.js';
import { searchApi } from '../modules/search/routes.js';
import { selectsApi } from '../modules/selects/routes.js';
import { suggestionsApi } from '../modules/suggestions/routes.js';
import { supplementsApi } from '../modules/supplements/routes.js';
import { topicsApi } from '../modules/topics/routes.js';
import { translationApi } from '../modules/translation/routes.js';
import { drugsApi } from '../modules/drugs/routes.js';
import { interactionsApi } from '../modules/interactions/routes.js';
import { dosesApi } from '../modules/doses/routes.js';
import { formulasApi } from '../modules/formulas/routes.js';
import { uploadsApi } from '../modules/uploads/routes.js';
import { serveUploadsRouter } from '../modules/uploads/serve-routes.js';
import { COLLECTIONS, type UserDoc } from '../domain/docs.js';
import { openapiRoutes } from '../openapi/routes.js';
import type { AppDeps } from './app-deps.js';

/**
 * The API's modules, each mounted the same way: `<module>Api(deps)` at the end of its routes.ts wires
 * the module on the platform's services and returns its routes. Order matters only inside a module
 * (a fixed path such as `/banners/web` before `/banners/:id`).
 */
const MODULES = [
  identityApi,
  bannersApi,
  categoriesApi,
  supplementsApi,
  topicsApi,
  selectsApi,
  uploadsApi,
  accountsApi,
  suggestionsApi,
  notificationsApi,
  privacyApi,
  historyApi,
  favoritesApi,
  recentlyViewedApi,
  searchApi,
  paymentsApi,
  translationApi,
  drugsApi,
  interactionsApi,
  dosesApi,
  formulasApi,
  qualityApi,
] satisfies ((deps: AppDeps & { now: () => Date }) => RouteDef[])[];

/** Every API route with its access level (the access-matrix test walks this list). */
export function apiRoutes(deps: AppDeps): RouteDef[] {
  const moduleDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  const routes: RouteDef[] = [...MODULES.flatMap((api) => api(moduleDeps)), ...openapiRoutes(() => routes)];
  return routes;
}

/** Builds the Express app once per instance; no listen here (Cloud Functions or the tests own the server). */
export function createApp(deps: AppDeps): Express {
  installZodMessages();
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': the left of X-Forwarded-For is the caller's own text (http/client-address.ts).
  app.set('query parser', 'simple');

  // The caller's profile is read on every request: kept per instance (modules/users/profile-cache.ts), a
  // change the caller made on another instance (their language) was answered stale for up to 5 s
  // (docs/decisions/platform-api-and-deploy.md, "Reads per action").
  const guards = createGuards({ identity: deps.identity, loadUser: (uid) => deps.store.get<UserDoc>(COLLECTIONS.users, uid) });

  const api = express.Router();
  api.use(bodyLimit);
  api.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  api.use(express.urlencoded({ extended: false, limit: MAX_JSON_BODY_BYTES }));
  api.use(multipartBody);
  api.use(bodyDepthLimit);
  api.use(mountRoutes(apiRoutes(deps), guards));
  api.use(routeNotFound);

  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookRouter(deps)); // before the JSON parser: the signature covers the raw body
  app.use('/api/v1', api);
  app.use('/uploads', serveUploadsRouter(deps.blobs));
  app.use(routeNotFound);
  app.use(errorMiddleware);
  return app;
}
