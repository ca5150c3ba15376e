import { createHmac } from 'node:crypto';
import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type PlanDoc, type UserDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store, Transaction } from '../../store/port.js';
import { recordAudit, SYSTEM_ACTOR } from '../history/port.js';
import { PAYMENT_COLLECTIONS, type SubscriptionDoc, type TrialDoc, type UserPaymentFields } from './records.js';
import type { CurrentState, PlannedWrites } from './state.js';

export type PaymentUser = UserDoc & UserPaymentFields;

/**
 * A trial marker's id: HMAC-SHA256 of the CPF under TRIAL_HASH_KEY. Without the key, which lives in
 * Secret Manager and never in the store, the marker does not tell whose CPF it was.
 */
export function trialMarkerId(trialKey: string | undefined, cpf: string): string {
  if (!trialKey) throw new Error('Trial markers need TRIAL_HASH_KEY (payments are not configured)');
  return createHmac('sha256', trialKey).update(cpf).digest('hex');
}

/** An audit entry when a subscription change alters the account (premium, plan or state), as Stripe's webhooks set it. */
function auditSubscriptionChange(tx: Transaction, keys: { subscriptionId: string; eventId?: string; at: string }, user: PaymentUser, change: Record<string, unknown>): void {
  const premium = change.premium ?? user.premium;
  const status = change.subscription_status ?? user.subscription_status ?? 'none';
  recordAudit(tx, {
    action: 'subscription.update',
    actor: keys.eventId ? { uid: 'stripe', name: 'Stripe (webhook)' } : SYSTEM_ACTOR,
    // The account's number, never the person's name: the audit log outlives an erasure.
    target: { type: 'subscription', id: keys.subscriptionId, name: `conta ${user.id}` },
    summary: `Assinatura da conta ${user.id}: ${String(status)}, premium ${premium === 1 ? 'sim' : 'não'}`,
    at: keys.at,
  });
}

/** The only code that reads and writes plans, subscription records, trial and event markers. */
export function createPaymentsRepository(store: Store, trialKey: string | undefined) {
  return {
    async listPlans(): Promise<PlanDoc[]> {
      return (await store.query<PlanDoc>({ collection: COLLECTIONS.plans, orderBy: [{ field: 'order' }] })).map((doc) => doc.data);
    },
    getPlan: (id: string) => store.get<PlanDoc>(COLLECTIONS.plans, id),
    getUser: (uid: string) => store.get<PaymentUser>(COLLECTIONS.users, uid),
    getSubscription: (id: string) => store.get<SubscriptionDoc>(COLLECTIONS.subscriptions, id),
    eventSeen: async (eventId: string) => (await store.get(PAYMENT_COLLECTIONS.events, eventId)) !== null,
    trialUsed: async (cpf: string) => (await store.get<TrialDoc>(PAYMENT_COLLECTIONS.trials, trialMarkerId(trialKey, cpf))) !== null,
    saveCustomerId: (uid: string, customerId: string) => store.update(COLLECTIONS.users, uid, { stripe_customer_id: customerId }),

    /**
     * Marks the account as starting a subscription, unless it already has a live one (`live`
     * answers true) or another start is under way (`busy`). Returns what refused it, or null.
     */
    async lockForNewSubscription(uid: string, now: Date, holdMs: number): Promise<'live' | 'busy' | null> {
      return store.transaction(async (tx) => {
        const user = await tx.get<PaymentUser>(COLLECTIONS.users, uid);
        if (!user) throw new Error(`profile ${uid} disappeared`);
        if (user.subscription_status === 'trialing' || user.subscription_status === 'active') return 'live';
        if (user.subscription_lock_until && Date.parse(user.subscription_lock_until) > now.getTime()) return 'busy';
        tx.update(COLLECTIONS.users, uid, { subscription_lock_until: new Date(now.getTime() + holdMs).toISOString() });
        return null;
      });
    },
    releaseLock: (uid: string) => store.update(COLLECTIONS.users, uid, { subscription_lock_until: null }),

    /**
     * Reads the event marker, the record, the account and its trial marker, lets `plan` decide,
     * and writes the decision, all in one transaction: the effect and the marker land together.
     */
    async applySubscriptionChange(keys: { subscriptionId: string; uid: string | null; eventId?: string; at: string }, plan: (current: CurrentState) => PlannedWrites) {
      return store.transaction(async (tx) => {
        const eventSeen = keys.eventId ? (await tx.get(PAYMENT_COLLECTIONS.events, keys.eventId)) !== null : false;
        const record = await tx.get<SubscriptionDoc>(COLLECTIONS.subscriptions, keys.subscriptionId);
        const uid = keys.uid ?? record?.user_uid ?? null;
        const user = uid ? await tx.get<PaymentUser>(COLLECTIONS.users, uid) : null;
        const trialId = user ? trialMarkerId(trialKey, user.document) : null;
        const trial = trialId ? await tx.get<TrialDoc>(PAYMENT_COLLECTIONS.trials, trialId) : null;
        const writes = plan({ eventSeen, record, user, trial });
        if (writes.record) tx.set(COLLECTIONS.subscriptions, keys.subscriptionId, writes.record);
        if (writes.recordPatch) tx.update(COLLECTIONS.subscriptions, keys.subscriptionId, writes.recordPatch);
        if (writes.user && user) {
          tx.update(COLLECTIONS.users, user.uid, writes.user);
          auditSubscriptionChange(tx, keys, user, writes.user);
        }
        if (writes.trial && trialId) tx.set(PAYMENT_COLLECTIONS.trials, trialId, writes.trial);
        if (writes.event && keys.eventId) tx.set(PAYMENT_COLLECTIONS.events, keys.eventId, writes.event);
        return writes;
      });
    },

    /** Subscription records newest first, searched by the subscriber's name or e-mail. */
    listSubscriptions(page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<SubscriptionDoc>(store, { collection: COLLECTIONS.subscriptions, where, orderBy: [{ field: 'created_at', direction: 'desc' }] }, page, perPage);
    },
    async usersByUid(uids: string[]): Promise<Map<string, UserDoc>> {
      const docs = await store.getMany<UserDoc>(COLLECTIONS.users, [...new Set(uids)]);
      return new Map(docs.filter((doc): doc is UserDoc => doc !== null).map((doc) => [doc.uid, doc]));
    },
    async plansById(): Promise<Map<string, PlanDoc>> {
      return new Map((await this.listPlans()).map((plan) => [plan.id, plan]));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
