import Stripe from 'stripe';

/**
 * The only code that calls the Stripe SDK. It speaks in the app's own shapes
 * (SubscriptionSnapshot, PaymentEvent) so the service and the webhook never see SDK types.
 * Locally the same SDK reaches the project's Stripe-compatible development server
 * through the SDK's host/port/protocol options (STRIPE_API_BASE).
 */

/** Stripe's subscription statuses (plus any new one Stripe may add). */
export type StripeSubscriptionStatus =
  | 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused' | (string & {});

/** What the app keeps of a Stripe subscription. Times are unix seconds, as Stripe sends them. */
export interface SubscriptionSnapshot {
  id: string;
  customer: string;
  status: StripeSubscriptionStatus;
  price_id: string | null;
  trial_end: number | null;
  current_period_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  /** Set by the app when it creates the subscription. */
  uid: string | null;
}

export interface InvoiceSummary {
  id: string;
  subscription_id: string | null;
  amount_paid: number;
  currency: string;
}

/**
 * The Stripe API version the code reads (the SDK's own, pinned on the client): invoices name their
 * subscription at `invoice.parent.subscription_details` (since 2025-03-31.basil). The webhook endpoint
 * must be created with the same version (docs/deploy.md, section 6): its events are rendered in it.
 */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;
/** The oldest API version whose invoices carry `parent.subscription_details`. */
export const OLDEST_VERSION_READ = '2025-03-31.basil';

/** Whether `version` renders objects as the code reads them (Stripe's versions start with their date). */
export const readsVersion = (version: string | null | undefined): boolean => typeof version === 'string' && version.slice(0, 10) >= OLDEST_VERSION_READ.slice(0, 10);

/**
 * A verified webhook event: the subscription events carry a snapshot, the invoice events a summary;
 * `unknown_shape` is an event of a known type the code cannot read (an endpoint on another API version).
 * `api_version` is the version Stripe rendered the event in.
 */
export type PaymentEvent = { api_version: string | null } & (
  | { id: string; created: number; type: SubscriptionEventType; kind: 'subscription'; subscription: SubscriptionSnapshot }
  | { id: string; created: number; type: InvoiceEventType; kind: 'invoice'; invoice: InvoiceSummary }
  | { id: string; created: number; type: string; kind: 'unknown_shape'; reason: string }
  | { id: string; created: number; type: string; kind: 'other' }
);

export const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
] as const;
export const INVOICE_EVENTS = ['invoice.paid', 'invoice.payment_failed'] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENTS)[number];
export type InvoiceEventType = (typeof INVOICE_EVENTS)[number];

/** The card was refused (by the issuer, or the token is not a usable card). `code` is Stripe's decline code. */
export class CardDeclinedError extends Error {
  constructor(readonly code: string) {
    super(`card declined: ${code}`);
    this.name = 'CardDeclinedError';
  }
}
/** Stripe does not know the price (a misconfigured price id). */
export class UnknownPriceError extends Error {}
/** The webhook's Stripe-Signature does not match its raw body (or is missing or too old). */
export class WebhookSignatureError extends Error {}

export interface PaymentsGateway {
  ensureCustomer(user: { uid: string; email: string; name: string; customerId: string | null }): Promise<string>;
  createSubscription(input: { customer: string; token: string; price: string; trialDays: number; uid: string; planId: string }): Promise<SubscriptionSnapshot>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  cancelSubscription(id: string): Promise<SubscriptionSnapshot>;
  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 (the local development server); absent means api.stripe.com. */
  apiBase?: string;
}

/** STRIPE_API_BASE as the SDK's host/port/protocol options. */
export function stripeHostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // An event's object may come without its items (an old API version, a partial object): no price then.
  const item = subscription.items?.data?.[0];
  return {
    id: subscription.id,
    customer: idOf(subscription.customer),
    status: subscription.status,
    price_id: item?.price.id ?? null,
    trial_end: subscription.trial_end,
    current_period_end: item?.current_period_end ?? null,
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at,
    created: subscription.created,
    uid: subscription.metadata?.uid ?? null,
  };
}

function toInvoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return { id: invoice.id ?? '', subscription_id: subscription ? idOf(subscription) : null, amount_paid: invoice.amount_paid, currency: invoice.currency };
}

/** Stripe's card and token errors become CardDeclinedError; an unknown price, UnknownPriceError. */
function translateError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.type === 'StripeCardError') return new CardDeclinedError(error.decline_code ?? error.code ?? 'card_declined');
  if (error.type === 'StripeInvalidRequestError') {
    const param = error.param ?? '';
    if (param.includes('token') || error.code === 'token_already_used') return new CardDeclinedError('invalid_token');
    if (param.includes('price')) return new UnknownPriceError(error.message);
  }
  return error;
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateError(error);
  }
}

/** The production (and local) gateway on the real SDK. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentsGateway {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.StripeConfig['apiVersion'],
    ...stripeHostOptions(options.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'nutrindex' },
  });

  async function ensureCustomer(user: { uid: string; email: string; name: string; customerId: string | null }): Promise<string> {
    if (user.customerId) {
      const existing = await stripe.customers.retrieve(user.customerId).catch((error: unknown) => {
        // A customer of another account or environment (e.g. the local server's) is replaced.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw error;
      });
      if (existing && !('deleted' in existing && existing.deleted)) return existing.id;
    }
    const created = await stripe.customers.create({ email: user.email, name: user.name, metadata: { uid: user.uid } });
    return created.id;
  }

  /** Stripe checks the card when it is attached, so a refused card fails before any subscription exists. */
  async function createSubscription(input: { customer: string; token: string; price: string; trialDays: number; uid: string; planId: string }) {
    return translated(async () => {
      const paymentMethod = await stripe.paymentMethods.create({ type: 'card', card: { token: input.token } });
      await stripe.paymentMethods.attach(paymentMethod.id, { customer: input.customer });
      const subscription = await stripe.subscriptions.create({
        customer: input.customer,
        items: [{ price: input.price }],
        default_payment_method: paymentMethod.id,
        // Without a trial the first charge happens now: a refusal is an error, never an 'incomplete' subscription.
        payment_behavior: 'error_if_incomplete',
        metadata: { uid: input.uid, plan_id: input.planId },
        ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
      });
      return toSnapshot(subscription);
    });
  }

  /** The subscription as Stripe holds it now, or null when Stripe has no such subscription. */
  async function retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    try {
      return toSnapshot(await stripe.subscriptions.retrieve(id));
    } catch (error) {
      if ((error as { code?: unknown }).code === 'resource_missing') return null;
      throw error;
    }
  }

  /** Cancels at once; a subscription Stripe already ended is answered as it stands. */
  async function cancelSubscription(id: string) {
    const current = await stripe.subscriptions.retrieve(id);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') return toSnapshot(current);
    return toSnapshot(await stripe.subscriptions.cancel(id));
  }

  function constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    const base = { id: event.id, created: event.created, api_version: event.api_version ?? null };
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.trial_will_end':
        return { ...base, type: event.type, kind: 'subscription', subscription: toSnapshot(event.data.object) };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        // Before 2025-03-31 an invoice named its subscription at `invoice.subscription` and had no `parent`.
        if (event.data.object.parent === undefined) return { ...base, type: event.type, kind: 'unknown_shape', reason: 'invoice without parent (an API version before 2025-03-31)' };
        return { ...base, type: event.type, kind: 'invoice', invoice: toInvoiceSummary(event.data.object) };
      default:
        return { ...base, type: event.type, kind: 'other' };
    }
  }

  return { ensureCustomer, createSubscription, retrieveSubscription, cancelSubscription, constructEvent };
}
