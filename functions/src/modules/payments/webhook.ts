import { crashPoint } from '../../faults/crash-points.js';
import express, { Router, type Request } from 'express';
import { AppError, errorMiddleware, routeNotFound } from '../../http/errors.js';
import { logError, logInfo, logWarning } from '../../runtime/log.js';
import type { Store } from '../../store/port.js';
import { createPaymentsRepository } from './repository.js';
import { createPaymentsService, type PaymentsDeps } from './service.js';
import { readsVersion, STRIPE_API_VERSION, WebhookSignatureError, type PaymentEvent } from './stripe-gateway.js';

/** Where Stripe delivers events: the Hosting rewrite sends it to the `stripeWebhook` function. */
export const STRIPE_WEBHOOK_PATH = '/api/v1/stripe/webhook';

const logEventHandled = (event: PaymentEvent, outcome: string) => logInfo('stripe_event_handled', { event_id: event.id, type: event.type, outcome });
const logSignatureRejected = (reason: string) => logWarning('stripe_signature_rejected', { reason });

/**
 * The exact bytes Stripe signed. Cloud Functions has already read the body into `req.rawBody`;
 * elsewhere (tests, plain Node) express.raw below leaves a Buffer in `req.body`.
 */
function rawBodyOf(req: Request): Buffer | null {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(rawBody)) return rawBody;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

/**
 * POST: verifies the Stripe-Signature on the raw body (400 otherwise), then applies the event
 * once. A handling failure is a 500, so Stripe delivers the event again later.
 */
export function stripeWebhookRouter(deps: { store: Store; payments?: PaymentsDeps; now?: () => Date }): Router {
  // At start-up: the SDK's pinned version must render invoices as the code reads them.
  if (!readsVersion(STRIPE_API_VERSION)) logError('stripe_api_version_unreadable', new Error(`Stripe API version ${STRIPE_API_VERSION} predates invoice.parent.subscription_details`));
  const service = createPaymentsService({ repo: createPaymentsRepository(deps.store, deps.payments?.trialKey), payments: deps.payments, now: deps.now ?? (() => new Date()) });
  const router = Router();
  router.post('/', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    if (!deps.payments) throw new AppError(503, 'Pagamentos indisponíveis no momento.');
    const rawBody = rawBodyOf(req);
    let event: PaymentEvent;
    try {
      if (!rawBody) throw new WebhookSignatureError('no raw body');
      event = deps.payments.gateway.constructEvent(rawBody, req.get('stripe-signature'));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logSignatureRejected(error.message);
      throw new AppError(400, 'Assinatura do webhook inválida.');
    }
    if (event.api_version !== STRIPE_API_VERSION) {
      // The endpoint was created on another API version than the code's (docs/deploy.md, section 6).
      logError('stripe_event_api_version', new Error(`Stripe event rendered in API version ${event.api_version}, the code reads ${STRIPE_API_VERSION}`), { event_id: event.id, type: event.type });
    }
    if (event.kind === 'unknown_shape') {
      // Never silently ignored: logged as an error and answered 500, so Stripe shows it failing and delivers it again.
      logError('stripe_event_unknown_shape', new Error(`Stripe event ${event.type} the code cannot read: ${event.reason}`), { event_id: event.id, type: event.type, api_version: event.api_version });
      throw new AppError(500, 'Evento do Stripe em formato desconhecido.');
    }
    if (event.kind === 'other') logError('stripe_event_unexpected_type', new Error(`Stripe sent ${event.type}, an event type the endpoint should not be subscribed to`), { event_id: event.id });
    const outcome = await service.handleEvent(event);
    crashPoint('stripe-webhook:after-commit');
    logEventHandled(event, outcome);
    res.json({ received: true, outcome });
  });
  return router;
}

/** The `stripeWebhook` function's app: the same router at the rewrite path and at the function's root. */
export function createStripeWebhookApp(deps: { store: Store; payments?: PaymentsDeps; now?: () => Date }) {
  const app = express();
  app.disable('x-powered-by');
  const router = stripeWebhookRouter(deps);
  app.use(STRIPE_WEBHOOK_PATH, router);
  app.use('/', router);
  app.use(routeNotFound);
  app.use(errorMiddleware);
  return app;
}
