import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_STRIPE } from '../../platform/config.js';
import { parseStripeForm, type FormObject } from './form.js';
import { createLocalStripe, StripeApiError, type AdvanceTo, type LocalPrice } from './resources.js';
import { createWebhookDelivery } from './webhooks.js';

/**
 * The local Stripe-compatible development server: NOT Stripe. It answers the few Stripe API
 * calls the app makes through the real `stripe` SDK (customers, card payment methods from test
 * tokens, prices, subscriptions with trials) and delivers signed webhook events to the app, so
 * local runs and tests exercise the production gateway and webhook handler. State is in memory.
 */

/** Spec §9 prices (centavos) under the configured price ids. */
export function localPrices(ids: { monthly: string; semiannual: string; annual: string } = LOCAL_STRIPE.prices): LocalPrice[] {
  return [
    { id: ids.monthly, unit_amount: 2990, interval: 'month', interval_count: 1, nickname: 'Mensal' },
    { id: ids.semiannual, unit_amount: 14990, interval: 'month', interval_count: 6, nickname: 'Semestral' },
    { id: ids.annual, unit_amount: 23900, interval: 'year', interval_count: 1, nickname: 'Anual' },
  ];
}

export interface LocalStripeServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed; settable later (a test's app listens after the server starts). */
  webhookUrl?: string;
  prices?: LocalPrice[];
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

const ADVANCE_TARGETS = new Set<AdvanceTo>(['active', 'past_due', 'canceled', 'trial_will_end']);
const API_VERSION = '2026-10-28.endive';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Stripe takes the secret key as a Bearer token or as the Basic-auth user name. */
function apiKeyOf(req: IncomingMessage): string {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic ')) return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? '';
  return '';
}

function parseBody(req: IncomingMessage, body: string): FormObject {
  if (!body) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(body) as FormObject;
  return parseStripeForm(body);
}

/** Starts the server; answers its URL and the controls tests use in-process. */
export async function startLocalStripeServer(options: LocalStripeServerOptions = {}) {
  const secretKey = options.secretKey ?? LOCAL_STRIPE.secretKey;
  const delivery = createWebhookDelivery({ secret: options.webhookSecret ?? LOCAL_STRIPE.webhookSecret, url: options.webhookUrl, retryDelaysMs: options.retryDelaysMs, log: options.log });
  const stripe = createLocalStripe({ prices: options.prices ?? localPrices(), emit: (event) => delivery.send(event), apiVersion: API_VERSION });
  const idempotent = new Map<string, { status: number; body: unknown }>();

  function route(method: string, path: string, form: FormObject): unknown {
    const [, root, id, action] = /^\/(v1\/\w+|_dev\/\w+)(?:\/([^/]+))?(?:\/(\w+))?$/.exec(path) ?? [];
    const key = `${method} ${root ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST v1/customers': return stripe.createCustomer(form);
      case 'GET v1/customers/:id': return stripe.retrieveCustomer(id!);
      case 'POST v1/payment_methods': return stripe.createPaymentMethod(form);
      case 'POST v1/payment_methods/:id/attach': return stripe.attachPaymentMethod(id!, form);
      case 'GET v1/prices/:id': return stripe.retrievePrice(id!);
      case 'POST v1/subscriptions': return stripe.createSubscription(form);
      case 'GET v1/subscriptions/:id': return stripe.retrieveSubscription(id!);
      case 'DELETE v1/subscriptions/:id': return stripe.cancelSubscription(id!);
      case 'GET v1/events/:id': return stripe.event(id!);
      case 'POST _dev/subscriptions/:id/advance': {
        const to = form.to as AdvanceTo;
        if (!ADVANCE_TARGETS.has(to)) throw new StripeApiError(400, { type: 'invalid_request_error', message: `to must be one of ${[...ADVANCE_TARGETS].join(', ')}`, param: 'to' });
        return stripe.advance(id!, to);
      }
      case 'POST _dev/events/:id/resend': {
        const event = stripe.event(id!);
        delivery.send(event);
        return { resent: event.id };
      }
      case 'GET _dev/events': return { events: stripe.events().map(({ id: eventId, type, created }) => ({ id: eventId, type, created })), deliveries: delivery.deliveries() };
      default:
        throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). This local development server implements only the Stripe calls Nutrindex makes.` });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_local${randomBytes(6).toString('hex')}`, 'Stripe-Version': API_VERSION });
      res.end(JSON.stringify(body));
    };
    if (path === '/_dev/health') return send(200, { ok: true, server: 'local Stripe-compatible development server (not Stripe)' });
    if (apiKeyOf(req) !== secretKey) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replay = typeof idempotencyKey === 'string' ? idempotent.get(idempotencyKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    let status = 200;
    let body: unknown;
    try {
      body = route(method, path, parseBody(req, await readBody(req)));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (typeof idempotencyKey === 'string') idempotent.set(idempotencyKey, { status, body });
    send(status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(`local Stripe server error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Local Stripe server error' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url,
    port,
    setWebhookUrl: delivery.setUrl,
    /** Waits until every event so far has been delivered (or given up on). */
    flush: delivery.flush,
    deliveries: delivery.deliveries,
    events: stripe.events,
    advance: (subscriptionId: string, to: AdvanceTo) => stripe.advance(subscriptionId, to),
    resend: (eventId: string) => delivery.send(stripe.event(eventId)),
    async close(): Promise<void> {
      await delivery.flush();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type LocalStripeServer = Awaited<ReturnType<typeof startLocalStripeServer>>;
