import express, { type Express } from 'express';
import { createGuards } from './auth/guards.js';
import type { IdentityProvider } from './auth/identity-provider.js';
import type { BlobStore } from './blob/port.js';
import { installZodMessages } from './contract/zod-messages.js';
import { bodyLimit, MAX_JSON_BODY_BYTES } from './http/body-limit.js';
import { errorMiddleware, routeNotFound } from './http/errors.js';
import type { JobQueue } from './jobs/port.js';
import { multipartBody } from './http/multipart.js';
import { mountRoutes, type RouteDef } from './http/routes.js';
import { createReferenceRepository } from './modules/identity/repository.js';
import { identityRoutes } from './modules/identity/routes.js';
import { createIdentityService } from './modules/identity/service.js';
import { serveUploadsRouter } from './modules/uploads/serve-routes.js';
import { createUsersRepository } from './modules/users/repository.js';
import { accountsApi } from './modules/accounts/routes.js';
import { bannersApi } from './modules/banners/routes.js';
import { catalogueApi } from './modules/catalogue-routes.js';
import { favoritesApi } from './modules/favorites/routes.js';
import { recentlyViewedApi } from './modules/recently-viewed/routes.js';
import { paymentsApi } from './modules/payments/routes.js';
import type { PaymentsDeps } from './modules/payments/service.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRouter } from './modules/payments/webhook.js';
import { searchApi } from './modules/search/routes.js';
import { notificationsApi } from './modules/notifications/routes.js';
import { privacyApi } from './modules/privacy/routes.js';
import { historyApi } from './modules/history/routes.js';
import { suggestionsApi } from './modules/suggestions/routes.js';
import type { Translator } from './modules/translation/port.js';
import { translationApi } from './modules/translation/routes.js';
import { uploadsApi } from './modules/uploads/routes.js';
import { openapiRoutes } from './openapi/routes.js';
import type { PushSender } from './push/port.js';
import type { Store } from './store/port.js';

export interface AppDeps {
  store: Store;
  blobs: BlobStore;
  identity: IdentityProvider;
  /** Stripe (gateway and plan prices); absent where Stripe is not configured: the payment routes then answer 503. */
  payments?: PaymentsDeps;
  /** Background work (Cloud Tasks queue functions; in process in the API tests). */
  jobs: JobQueue;
  /** Push delivery (Firebase Cloud Messaging; the local recorder in the emulators and tests). */
  push: PushSender;
  /** Content translation (Cloud Translation; locally the local development translator); absent where not configured. */
  translator?: Translator;
  now?: () => Date;
}

/** Every API route with its access level (the access-matrix test walks this list). */
export function apiRoutes(deps: AppDeps): RouteDef[] {
  const now = deps.now ?? (() => new Date());
  const users = createUsersRepository(deps.store);
  const reference = createReferenceRepository(deps.store);
  const identity = createIdentityService({ store: deps.store, identity: deps.identity, users, reference, now });
  const routes: RouteDef[] = [
    ...identityRoutes(identity),
    ...bannersApi({ ...deps, now }),
    ...catalogueApi({ ...deps, now }),
    ...uploadsApi({ ...deps, now }),
    ...accountsApi({ ...deps, now }),
    ...suggestionsApi({ ...deps, now }),
    ...notificationsApi({ ...deps, now }),
    ...privacyApi({ ...deps, now }),
    ...historyApi({ ...deps, now }),
    ...favoritesApi({ ...deps, now }),
    ...recentlyViewedApi({ ...deps, now }),
    ...searchApi(deps),
    ...paymentsApi({ ...deps, now }),
    ...translationApi({ ...deps, now }),
    ...openapiRoutes(() => routes),
  ];
  return routes;
}

/** Builds the Express app once per instance; no listen here (Cloud Functions or the tests own the server). */
export function createApp(deps: AppDeps): Express {
  installZodMessages();
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': the left of X-Forwarded-For is the caller's own text (http/client-address.ts).
  app.set('query parser', 'simple');

  const users = createUsersRepository(deps.store);
  const guards = createGuards({ identity: deps.identity, loadUser: users.getByUid });

  const api = express.Router();
  api.use(bodyLimit);
  api.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  api.use(express.urlencoded({ extended: false, limit: MAX_JSON_BODY_BYTES }));
  api.use(multipartBody);
  api.use(mountRoutes(apiRoutes(deps), guards));
  api.use(routeNotFound);

  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookRouter(deps)); // before the JSON parser: the signature covers the raw body
  app.use('/api/v1', api);
  app.use('/uploads', serveUploadsRouter(deps.blobs));
  app.use(routeNotFound);
  app.use(errorMiddleware);
  return app;
}
