import { randomBytes } from 'node:crypto';
import { formRecord, formString, type FormObject } from './form.js';
import type { LocalEvent } from './webhooks.js';

/**
 * The in-memory objects of the local Stripe-compatible development server (not Stripe): only the
 * customers, card payment methods, prices, subscriptions and invoices the app uses, with Stripe's
 * shapes and the behaviour of Stripe's test cards.
 */

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) });
const declined = (declineCode: string) =>
  new StripeApiError(402, {
    type: 'card_error',
    code: declineCode === 'expired_card' || declineCode === 'incorrect_cvc' ? declineCode : 'card_declined',
    ...(declineCode === 'expired_card' || declineCode === 'incorrect_cvc' ? {} : { decline_code: declineCode }),
    message: declineCode === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
    param: '',
  });

/** Stripe's test tokens: `declineOnAttach` cards fail when attached, `failCharges` ones attach but every charge fails. */
const TEST_TOKENS: Record<string, { brand: string; last4: string; declineOnAttach?: string; failCharges?: boolean }> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', declineOnAttach: 'generic_decline' },
  tok_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', declineOnAttach: 'insufficient_funds' },
  tok_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', declineOnAttach: 'expired_card' },
  tok_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127', declineOnAttach: 'incorrect_cvc' },
  tok_chargeCustomerFail: { brand: 'visa', last4: '0341', failCharges: true },
};

export interface LocalPrice {
  id: string;
  unit_amount: number;
  interval: 'month' | 'year';
  interval_count: number;
  nickname: string;
}

type Json = Record<string, unknown>;
interface PaymentMethod extends Json { id: string; customer: string | null; card: { brand: string; last4: string } }
interface Subscription {
  id: string;
  customer: string;
  price: LocalPrice;
  status: string;
  created: number;
  trial_start: number | null;
  trial_end: number | null;
  period_start: number;
  period_end: number;
  canceled_at: number | null;
  default_payment_method: string;
  latest_invoice: string | null;
  metadata: Record<string, string>;
}

export type AdvanceTo = 'active' | 'past_due' | 'canceled' | 'trial_will_end';

const newId = (prefix: string) => `${prefix}_local${randomBytes(9).toString('hex')}`;

function addInterval(seconds: number, price: LocalPrice): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + (price.interval === 'year' ? 12 : 1) * price.interval_count);
  return Math.floor(date.getTime() / 1000);
}

export function createLocalStripe(options: { prices: LocalPrice[]; emit: (event: LocalEvent) => void; apiVersion: string }) {
  const now = () => Math.floor(Date.now() / 1000);
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const prices = new Map(options.prices.map((price) => [price.id, price]));
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Json>();
  const events = new Map<string, LocalEvent>();

  const priceJson = (price: LocalPrice) => ({
    id: price.id, object: 'price', active: true, currency: 'brl', unit_amount: price.unit_amount, nickname: price.nickname,
    product: `prod_local_${price.id}`, type: 'recurring', livemode: false, recurring: { interval: price.interval, interval_count: price.interval_count, usage_type: 'licensed' },
  });

  function subscriptionJson(sub: Subscription): Json {
    const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
    return {
      id: sub.id, object: 'subscription', customer: sub.customer, status: sub.status, created: sub.created, start_date: sub.created,
      trial_start: sub.trial_start, trial_end: sub.trial_end, cancel_at_period_end: false, cancel_at: null,
      canceled_at: sub.canceled_at, ended_at: ended ? sub.canceled_at : null, currency: 'brl', collection_method: 'charge_automatically',
      default_payment_method: sub.default_payment_method, latest_invoice: sub.latest_invoice, livemode: false, metadata: sub.metadata,
      items: {
        object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [{ id: `si_${sub.id.slice(4)}`, object: 'subscription_item', subscription: sub.id, quantity: 1, created: sub.created,
          price: priceJson(sub.price), current_period_start: sub.period_start, current_period_end: sub.period_end }],
      },
    };
  }

  function emit(type: string, object: Json, previous?: Json): void {
    const event: LocalEvent = {
      id: newId('evt'), object: 'event', api_version: options.apiVersion, created: now(), type, livemode: false, pending_webhooks: 1,
      request: { id: null, idempotency_key: null }, data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.set(event.id, event);
    options.emit(event);
  }

  /** An invoice of the subscription's current period, paid or failed, announced by its event. */
  function invoice(sub: Subscription, amount: number, paid: boolean, reason: string): void {
    const id = newId('in');
    const json = {
      id, object: 'invoice', customer: sub.customer, currency: 'brl', status: paid ? 'paid' : 'open', billing_reason: reason,
      amount_due: amount, amount_paid: paid ? amount : 0, amount_remaining: paid ? 0 : amount, attempt_count: 1, created: now(), livemode: false,
      period_start: sub.period_start, period_end: sub.period_end,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
    invoices.set(id, json);
    sub.latest_invoice = id;
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', json);
  }

  const chargeSucceeds = (sub: Subscription) => !TEST_TOKENS[String(paymentMethods.get(sub.default_payment_method)?.token)]?.failCharges;

  function getSubscription(id: string): Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  return {
    createCustomer(form: FormObject): Json {
      const customer = { id: newId('cus'), object: 'customer', created: now(), email: formString(form, 'email') ?? null, name: formString(form, 'name') ?? null,
        metadata: formRecord(form.metadata), invoice_settings: { default_payment_method: null }, livemode: false };
      customers.set(customer.id, customer);
      return customer;
    },
    retrieveCustomer(id: string): Json {
      const customer = customers.get(id);
      if (!customer) throw missing('customer', id);
      return customer;
    },
    createPaymentMethod(form: FormObject): Json {
      const token = formString(form, 'card', 'token');
      const card = token ? TEST_TOKENS[token] : undefined;
      if (formString(form, 'type') !== 'card' || !token) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This server only creates card payment methods from test tokens (card[token]).', param: 'card[token]' });
      if (!card) throw missing('token', token, 'card[token]');
      const method: PaymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', customer: null, created: now(), livemode: false, token,
        card: { brand: card.brand, last4: card.last4 }, billing_details: {} };
      paymentMethods.set(method.id, method);
      return method;
    },
    /** Stripe validates the card with the issuer when it is attached: declining test cards fail here. */
    attachPaymentMethod(id: string, form: FormObject): Json {
      const method = paymentMethods.get(id);
      if (!method) throw missing('payment_method', id);
      const customer = formString(form, 'customer') ?? '';
      if (!customers.has(customer)) throw missing('customer', customer, 'customer');
      const declineCode = TEST_TOKENS[String(method.token)]?.declineOnAttach;
      if (declineCode) throw declined(declineCode);
      method.customer = customer;
      return method;
    },
    retrievePrice(id: string): Json {
      const price = prices.get(id);
      if (!price) throw missing('price', id);
      return priceJson(price);
    },
    /** items[0][price], trial_period_days (status trialing) or an immediate charge of the default payment method. */
    createSubscription(form: FormObject): Json {
      const customer = formString(form, 'customer') ?? '';
      if (!customers.has(customer)) throw missing('customer', customer, 'customer');
      const priceId = formString(form, 'items', 0, 'price') ?? '';
      const price = prices.get(priceId);
      if (!price) throw missing('price', priceId, 'items[0][price]');
      const methodId = formString(form, 'default_payment_method') ?? '';
      if (paymentMethods.get(methodId)?.customer !== customer) {
        throw new StripeApiError(400, { type: 'invalid_request_error', message: `The customer does not have a payment method with the ID ${methodId}.`, param: 'default_payment_method' });
      }
      const trialDays = Number(formString(form, 'trial_period_days') ?? 0);
      const start = now();
      const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null;
      const sub: Subscription = {
        id: newId('sub'), customer, price, status: trialEnd ? 'trialing' : 'active', created: start, trial_start: trialEnd ? start : null, trial_end: trialEnd,
        period_start: start, period_end: trialEnd ?? addInterval(start, price), canceled_at: null, default_payment_method: methodId, latest_invoice: null,
        metadata: formRecord(form.metadata),
      };
      const charged = trialEnd !== null || chargeSucceeds(sub);
      if (!charged && formString(form, 'payment_behavior') === 'error_if_incomplete') throw declined('generic_decline');
      if (!charged) sub.status = 'incomplete';
      subscriptions.set(sub.id, sub);
      emit('customer.subscription.created', subscriptionJson(sub));
      invoice(sub, trialEnd ? 0 : price.unit_amount, charged, 'subscription_create');
      return subscriptionJson(sub);
    },
    retrieveSubscription: (id: string): Json => subscriptionJson(getSubscription(id)),
    cancelSubscription(id: string): Json {
      const sub = getSubscription(id);
      if (sub.status === 'canceled') throw new StripeApiError(400, { type: 'invalid_request_error', message: `This subscription is canceled: ${id}` });
      const previous = { status: sub.status };
      sub.status = 'canceled';
      sub.canceled_at = now();
      emit('customer.subscription.deleted', subscriptionJson(sub), previous);
      return subscriptionJson(sub);
    },
    /**
     * Development control (not a Stripe endpoint): moves time on for one subscription.
     * 'active': the period turns (trial end or renewal) and the card is charged (a failing card
     * makes it past_due instead); 'past_due': the renewal charge fails; 'canceled': Stripe ends it
     * (retries exhausted); 'trial_will_end': the three-days-before notice.
     */
    advance(id: string, to: AdvanceTo): Json {
      const sub = getSubscription(id);
      if (sub.status === 'canceled') throw new StripeApiError(400, { type: 'invalid_request_error', message: `This subscription is canceled: ${id}` });
      const previous = { status: sub.status };
      if (to === 'trial_will_end') {
        if (sub.status !== 'trialing') throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Only a trialing subscription has a trial to end.' });
        emit('customer.subscription.trial_will_end', subscriptionJson(sub));
      } else if (to === 'canceled') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        emit('customer.subscription.deleted', subscriptionJson(sub), previous);
      } else {
        const paid = to === 'active' && chargeSucceeds(sub);
        sub.period_start = now();
        sub.period_end = addInterval(sub.period_start, sub.price);
        sub.status = paid ? 'active' : 'past_due';
        invoice(sub, sub.price.unit_amount, paid, 'subscription_cycle');
        emit('customer.subscription.updated', subscriptionJson(sub), previous);
      }
      return subscriptionJson(sub);
    },
    event(id: string): LocalEvent {
      const event = events.get(id);
      if (!event) throw missing('event', id);
      return event;
    },
    events: () => [...events.values()],
  };
}
export type LocalStripe = ReturnType<typeof createLocalStripe>;
