import type { Caller } from '../../http/caller.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { CurrentSubscriptionAnswer, PlanItem, PremiumSubscriptionListAnswer, SubscriptionStartedAnswer } from '../../contract/subscriptions-answers.js';
import { UNKNOWN_PLAN_MESSAGE, type SubscriptionRequestData } from '../../contract/subscriptions.js';
import type { Locale, PlanDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { logError, logInfo, logWarning } from '../../runtime/log.js';
import { mapPage } from '../../store/paginate.js';
import { subscriptionDates } from './dates.js';
import type { SubscriptionDoc } from './records.js';
import type { PaymentsRepository, PaymentUser } from './repository.js';
import { isLive, planSubscriptionWrites, type SubscriptionChange } from './state.js';
import { CardDeclinedError, UnknownPriceError, type PaymentEvent, type PaymentsGateway, type SubscriptionSnapshot } from './stripe-gateway.js';

/** Stripe's price id of each plan id (from configuration, per environment). */
export type PlanPrices = Readonly<Record<string, string>>;

/** What the payments module needs beyond the store: present only where Stripe is configured. */
export interface PaymentsDeps {
  gateway: PaymentsGateway;
  prices: PlanPrices;
  /** The key of the trial markers (TRIAL_HASH_KEY): see trialMarkerId. */
  trialKey: string;
}

export const TRIAL_DAYS = 7;
const LOCK_MS = 60_000;
const ENDED = new Set(['canceled', 'incomplete_expired']);

const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: 'Seu cartão foi recusado por saldo insuficiente.',
  expired_card: 'Seu cartão está vencido. Use outro cartão.',
  incorrect_cvc: 'O código de segurança do cartão está incorreto.',
  invalid_token: 'Não foi possível ler os dados do cartão. Informe-os novamente.',
  processing_error: 'Houve um erro ao processar o cartão. Tente novamente.',
};
const DECLINED_MESSAGE = 'Seu cartão foi recusado. Verifique os dados ou use outro cartão.';
const PROVIDER_DOWN_MESSAGE = 'Não foi possível falar com o serviço de pagamentos. Tente novamente em instantes.';

const unknownPlan = () => new AppError(422, UNKNOWN_PLAN_MESSAGE, { price_id: [UNKNOWN_PLAN_MESSAGE] });
const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
const cents = (value: number) => Math.round(value) / 100;

/** Gateway failures as answers a person can act on; the detail goes to the log only. */
function paymentFailure(error: unknown, uid: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof CardDeclinedError) {
    const message = DECLINE_MESSAGES[error.code] ?? DECLINED_MESSAGE;
    logInfo('subscription_card_declined', { uid, code: error.code });
    return new AppError(422, message, { token_stripe: [message] });
  }
  if (error instanceof UnknownPriceError) {
    logError('subscription_price_unknown_at_stripe', error, { uid });
    return unknownPlan();
  }
  logError('subscription_provider_failed', error, { uid });
  return new AppError(502, PROVIDER_DOWN_MESSAGE);
}

/** Plans, starting and cancelling the caller's subscription, the dashboard list and the webhook's events. */
const logUnknownSubscription = (subscription: string, event: string) => logWarning('stripe_subscription_unknown', { subscription, event });

export function createPaymentsService(deps: { repo: PaymentsRepository; payments?: PaymentsDeps; now: () => Date }) {
  function configured(): PaymentsDeps {
    if (!deps.payments) throw new AppError(503, 'Pagamentos indisponíveis no momento.');
    return deps.payments;
  }
  const planIdForPrice = (priceId: string | null): string | null =>
    Object.entries(configured().prices).find(([, price]) => price === priceId)?.[0] ?? null;

  function presentPlan(plan: PlanDoc, priceId: string, locale: Locale): PlanItem {
    return {
      id: plan.id,
      name: localized(plan, 'name', locale),
      months: plan.months,
      price_per_month: cents(plan.price_per_month_cents),
      total: cents(plan.total_cents),
      currency: plan.currency,
      price_id: priceId,
      popular: plan.popular,
      saving_percent: plan.saving_percent,
    };
  }

  /** The plans that have a Stripe price in this environment, by `order`. */
  async function listPlans(locale: Locale): Promise<PlanItem[]> {
    const { prices } = configured();
    const plans = await deps.repo.listPlans();
    return plans.flatMap((plan) => (prices[plan.id] ? [presentPlan(plan, prices[plan.id]!, locale)] : []));
  }

  function applySnapshot(snapshot: SubscriptionSnapshot, context: Omit<SubscriptionChange, 'snapshot' | 'planId' | 'now'>) {
    const change: SubscriptionChange = { snapshot, planId: planIdForPrice(snapshot.price_id), now: deps.now(), ...context };
    return deps.repo.applySubscriptionChange({ subscriptionId: snapshot.id, uid: snapshot.uid, eventId: context.event?.id, at: deps.now().toISOString() }, (current) =>
      planSubscriptionWrites(current, change),
    );
  }

  /** A lapsed (past due) subscription is ended once its replacement exists, so Stripe stops retrying it. */
  async function endReplacedSubscription(previousId: string | null | undefined, uid: string): Promise<void> {
    if (!previousId) return;
    const previous = await deps.repo.getSubscription(previousId);
    if (!previous || ENDED.has(previous.status) || isLive(previous.status)) return;
    try {
      const snapshot = await configured().gateway.cancelSubscription(previousId);
      await applySnapshot(snapshot, { created: snapshot.canceled_at ?? nowSeconds(deps.now()) });
    } catch (error) {
      logError('subscription_replaced_cancel_failed', error, { uid, subscription: previousId });
    }
  }

  /** Starts the subscription: 7 days free unless this account or CPF already had a trial. */
  async function subscribe(caller: Caller, input: SubscriptionRequestData): Promise<SubscriptionStartedAnswer['item']> {
    const { gateway } = configured();
    const planId = planIdForPrice(input.price_id);
    const plan = planId ? await deps.repo.getPlan(planId) : null;
    if (!planId || !plan) throw unknownPlan();

    const refused = await deps.repo.lockForNewSubscription(caller.uid, deps.now(), LOCK_MS);
    if (refused === 'live') throw conflict('Você já possui uma assinatura ativa.');
    if (refused === 'busy') throw conflict('Sua assinatura já está sendo processada. Aguarde um instante.');
    try {
      const user = (await deps.repo.getUser(caller.uid)) as PaymentUser;
      const trialDays = (await deps.repo.trialUsed(user.document)) ? 0 : TRIAL_DAYS;
      const snapshot = await (async () => {
        const customer = await gateway.ensureCustomer({ uid: user.uid, email: user.email, name: user.name, customerId: user.stripe_customer_id ?? null });
        if (customer !== user.stripe_customer_id) await deps.repo.saveCustomerId(user.uid, customer);
        return gateway.createSubscription({ customer, token: input.token_stripe, price: input.price_id, trialDays, uid: user.uid, planId });
      })().catch((error: unknown) => {
        throw paymentFailure(error, caller.uid);
      });
      await applySnapshot(snapshot, { created: snapshot.created });
      logInfo('subscription_started', { uid: user.uid, subscription: snapshot.id, plan: planId, status: snapshot.status, trial: trialDays > 0 });
      await endReplacedSubscription(user.subscription_id, user.uid);
      return {
        id: snapshot.id,
        status: snapshot.status,
        plan: { id: plan.id, name: localized(plan, 'name', user.locale) },
        trial: snapshot.trial_end !== null,
        trial_end: snapshot.trial_end === null ? null : new Date(snapshot.trial_end * 1000).toISOString(),
      };
    } finally {
      await deps.repo.releaseLock(caller.uid);
    }
  }

  /** Cancels at once at Stripe and ends premium now (the webhook that follows changes nothing). */
  async function cancel(caller: Caller): Promise<void> {
    const { gateway } = configured();
    const subscriptionId = (caller.user as PaymentUser).subscription_id;
    const record = subscriptionId ? await deps.repo.getSubscription(subscriptionId) : null;
    if (!subscriptionId || !record || ENDED.has(record.status)) throw notFound('Você não possui uma assinatura ativa.');
    const snapshot = await gateway.cancelSubscription(subscriptionId).catch((error: unknown) => {
      throw paymentFailure(error, caller.uid);
    });
    await applySnapshot(snapshot, { created: snapshot.canceled_at ?? nowSeconds(deps.now()) });
    logInfo('subscription_canceled_by_user', { uid: caller.uid, subscription: subscriptionId });
  }

  /** The caller's latest subscription with its dates (read from the store: works without Stripe configured). */
  async function current(caller: Caller): Promise<CurrentSubscriptionAnswer['item']> {
    const subscriptionId = (caller.user as PaymentUser).subscription_id;
    const record = subscriptionId ? await deps.repo.getSubscription(subscriptionId) : null;
    if (!record) return null;
    const plan = record.plan_id ? await deps.repo.getPlan(record.plan_id) : null;
    return {
      status: record.status,
      plan: plan ? { id: plan.id, name: localized(plan, 'name', caller.user.locale) } : null,
      ...subscriptionDates(record),
    };
  }

  /** The dashboard's subscriptions (spec §3 "Premium subscription"), newest first. */
  async function listPremiumSubscriptions(query: ListQuery, locale: Locale): Promise<PremiumSubscriptionListAnswer['items']> {
    const page = await deps.repo.listSubscriptions(query.page, PAGE_SIZE, query.search);
    const [users, plans] = await Promise.all([deps.repo.usersByUid(page.data.map((record) => record.user_uid)), deps.repo.plansById()]);
    const canceled = locale === 'en' ? 'Canceled' : 'Cancelado';
    return mapPage(page, (record: SubscriptionDoc) => {
      const user = users.get(record.user_uid);
      const plan = record.plan_id ? plans.get(record.plan_id) : undefined;
      return {
        id: record.id,
        status: record.status,
        created_at: record.created_at,
        user: {
          name: user?.name ?? '',
          email: user?.email ?? '',
          created_at: user?.created_at ?? null,
          plan: isLive(record.status) && plan ? localized(plan, 'name', locale) : canceled,
          detail: { phone: user?.detail.phone ?? '' },
        },
      };
    });
  }

  /**
   * Applies one verified webhook event. Invoice events carry no subscription state, so the
   * subscription is read from Stripe: its state then is at least as new as the event.
   */
  async function handleEvent(event: PaymentEvent): Promise<string> {
    if (event.kind === 'other' || event.kind === 'unknown_shape') return 'ignored';
    if (await deps.repo.eventSeen(event.id)) return 'duplicate';
    const context = { created: event.created, event: { id: event.id, type: event.type } };
    if (event.kind === 'subscription') return (await applySnapshot(event.subscription, context)).outcome;
    if (!event.invoice.subscription_id) return 'ignored';
    const snapshot = await configured().gateway.retrieveSubscription(event.invoice.subscription_id);
    if (!snapshot) {
      logUnknownSubscription(event.invoice.subscription_id, event.id);
      return 'ignored';
    }
    const invoice = { outcome: event.type === 'invoice.paid' ? ('paid' as const) : ('failed' as const), amount_paid: event.invoice.amount_paid };
    const writes = await applySnapshot(snapshot, { ...context, invoice });
    if (invoice.outcome === 'failed') logWarning('subscription_payment_failed', { subscription: snapshot.id, uid: snapshot.uid, status: snapshot.status });
    return writes.outcome;
  }

  return { listPlans, subscribe, cancel, current, listPremiumSubscriptions, handleEvent };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
