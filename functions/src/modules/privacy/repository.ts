import { COLLECTIONS, type DeviceTokenDoc, type EducationDoc, type FavoriteDoc, type FormulaDoc, type InboxDoc, type RecentViewDoc, type RecentViewListDoc, type SuggestionDoc, type SupplementDoc, type UserDoc } from '../../domain/docs.js';
import { chunk, deleteMany, WRITES_PER_BATCH } from '../../store/batches.js';
import type { Store } from '../../store/port.js';
import { recordAudit } from '../history/port.js';
import { cpfAttemptsKey } from '../identity/port.js';
import type { SubscriptionDoc } from '../payments/port.js';

/** The subscription the erasure cancelled at Stripe, as Stripe answered (payments' SubscriptionSnapshot). */
export interface ClosedSubscription {
  id: string;
  status: SubscriptionDoc['status'];
  canceled_at: number | null;
  cancel_at_period_end: boolean;
}

const isoOfSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The record of the cancelled subscription reads as closed, not 'trialing' or 'active' with no account behind it. */
function closedFields(record: SubscriptionDoc, closed: ClosedSubscription, at: string): Partial<SubscriptionDoc> {
  const created = closed.canceled_at ?? Math.floor(Date.parse(at) / 1000);
  return {
    status: closed.status,
    canceled_at: isoOfSeconds(closed.canceled_at) ?? at,
    cancel_at_period_end: closed.cancel_at_period_end,
    last_event_created: Math.max(record.last_event_created ?? 0, created),
    updated_at: at,
  };
}


const byUser = (uid: string) => [{ field: 'user_uid', op: '==' as const, value: uid }];
/** Saved formulas name their owner as `owner_uid` (formulas/{id}). */
const byOwner = (uid: string) => [{ field: 'owner_uid', op: '==' as const, value: uid }];

/** Everything the product holds about one person, read for an export or an erasure (LGPD arts. 18 and 19). */
export function createPrivacyRepository(store: Store) {
  async function ofUser<T extends Record<string, unknown>>(collection: string, uid: string) {
    return store.query<T>({ collection, where: byUser(uid) });
  }

  /** The names of these supplements (those still in the catalogue). */
  async function supplementNames(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const supplements = await store.getMany<SupplementDoc>(COLLECTIONS.supplements, unique.map(String));
    return new Map(unique.flatMap((id, index) => (supplements[index] ? [[id, supplements[index].name] as const] : [])));
  }

  return {
    userByUid: (uid: string) => store.get<UserDoc>(COLLECTIONS.users, uid),
    async userById(id: number): Promise<UserDoc | null> {
      const [doc] = await store.query<UserDoc>({ collection: COLLECTIONS.users, where: [{ field: 'id', op: '==', value: id }], limit: 1 });
      return doc?.data ?? null;
    },
    education: (id: number | null) => (id ? store.get<EducationDoc>(COLLECTIONS.educations, String(id)) : Promise.resolve(null)),
    async collect(uid: string) {
      const [favorites, legacyViews, viewList, suggestions, subscriptions, inbox, devices, formulas] = await Promise.all([
        ofUser<FavoriteDoc>(COLLECTIONS.favorites, uid),
        ofUser<RecentViewDoc>(COLLECTIONS.recentViews, uid),
        store.get<RecentViewListDoc>(COLLECTIONS.recentViewLists, uid),
        ofUser<SuggestionDoc>(COLLECTIONS.suggestions, uid),
        ofUser<SubscriptionDoc>(COLLECTIONS.subscriptions, uid),
        ofUser<InboxDoc>(COLLECTIONS.notificationInbox, uid),
        ofUser<DeviceTokenDoc>(COLLECTIONS.deviceTokens, uid),
        store.query<FormulaDoc>({ collection: COLLECTIONS.formulas, where: byOwner(uid) }),
      ]);
      // The list (issue 40), and any documents of the earlier layout not moved into it yet.
      const recentViews = [...(viewList?.views ?? []), ...legacyViews.map((doc) => doc.data)];
      const nameOf = await supplementNames([...favorites.map((doc) => doc.data), ...recentViews].map((doc) => doc.supplement_id));
      return {
        favorites: favorites.map((doc) => ({ ...doc.data, supplement_name: nameOf.get(doc.data.supplement_id) ?? null })),
        recentViews: recentViews.map((view) => ({ ...view, supplement_name: nameOf.get(view.supplement_id) ?? null })),
        suggestions: suggestions.map((doc) => doc.data),
        subscriptions: subscriptions.map((doc) => doc.data),
        inbox: inbox.map((doc) => doc.data),
        devices: devices.map((doc) => doc.data),
        formulas: formulas.map((doc) => doc.data).sort((a, b) => a.created_at.localeCompare(b.created_at)),
      };
    },
    /**
     * Deletes the person's data, the profile last (so a failure midway leaves it, and running the
     * erasure again finishes the job). Subscription records stay, without the name and e-mail they
     * carried for the dashboard search (docs/decisions/accounts-and-access.md, "LGPD").
     */
    /** Whether another account's profile shows the same photo file (photos are named by their content). */
    async photoSharedWith(user: UserDoc): Promise<boolean> {
      if (!user.image) return false;
      const holders = await store.query<UserDoc>({ collection: COLLECTIONS.users, where: [{ field: 'image', op: '==', value: user.image }], limit: 2 });
      return holders.some((doc) => doc.id !== user.uid);
    },
    async erase(user: UserDoc, audit: Parameters<typeof recordAudit>[1], closed?: ClosedSubscription): Promise<void> {
      const owned = await Promise.all(
        [COLLECTIONS.favorites, COLLECTIONS.recentViews, COLLECTIONS.suggestions, COLLECTIONS.notificationInbox, COLLECTIONS.deviceTokens].map(async (collection) =>
          (await ofUser(collection, user.uid)).map((doc) => ({ collection, id: doc.id })),
        ),
      );
      const formulas = (await store.query({ collection: COLLECTIONS.formulas, where: byOwner(user.uid) })).map((doc) => ({ collection: COLLECTIONS.formulas, id: doc.id }));
      const subscriptions = await ofUser<SubscriptionDoc>(COLLECTIONS.subscriptions, user.uid);
      // The trial marker stays: it holds no personal data (an HMAC of the CPF, payments/repository.ts).
      const devices = await store.query({ collection: COLLECTIONS.trustedDevices, where: [{ field: 'cpf_key', op: '==', value: cpfAttemptsKey(user.document) }] });
      const deletions = [
        ...owned.flat(),
        { collection: COLLECTIONS.recentViewLists, id: user.uid },
        ...formulas,
        ...devices.map((doc) => ({ collection: COLLECTIONS.trustedDevices, id: doc.id })),
        { collection: COLLECTIONS.loginAttempts, id: cpfAttemptsKey(user.document) },
      ];
      await deleteMany(store, deletions);
      for (const group of chunk(subscriptions, WRITES_PER_BATCH)) {
        const batch = store.batch();
        for (const doc of group) batch.update(COLLECTIONS.subscriptions, doc.id, { keywords: [], ...(closed && doc.id === closed.id ? closedFields(doc.data, closed, audit.at) : {}) });
        await batch.commit();
      }
      const last = store.batch();
      last.delete(COLLECTIONS.uniqueCpf, user.document);
      last.delete(COLLECTIONS.uniqueEmail, user.email);
      last.delete(COLLECTIONS.users, user.uid);
      // The audit names the account by its number only: the person's name and e-mail go with it.
      recordAudit(last, audit);
      await last.commit();
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
