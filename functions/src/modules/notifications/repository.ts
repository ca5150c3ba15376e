import type { PageSize } from '../../contract/list.js';
import { createHash } from 'node:crypto';
import { COLLECTIONS, type Actor, type DeviceTokenDoc, type InboxDoc, type Locale, type NotificationDoc, type SupplementDoc, type TopicDoc, type UserDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { nextId } from '../../store/ids.js';
import { chunk, deleteMany } from '../../store/batches.js';
import { paginate } from '../../store/paginate.js';
import { StoreConflictError, type Filter, type Store } from '../../store/port.js';
import { recordAudit } from '../history/port.js';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** A token's document id: tokens are long and may hold ':'; the hash is short and fixed. */
export const deviceTokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export const inboxId = (uid: string, notificationId: number) => `${uid}_${notificationId}`;

/** The only code that reads and writes notifications, their inbox copies and device tokens. */
export function createNotificationsRepository(store: Store) {
  return {
    list(page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<NotificationDoc>(
        store,
        { collection: COLLECTIONS.notifications, where, orderBy: [{ field: 'created_at', direction: 'desc' }] },
        page,
        perPage,
      );
    },
    get: (id: number) => store.get<NotificationDoc>(COLLECTIONS.notifications, String(id)),
    /**
     * Allocates the id and writes the notification in one transaction, unless the same submission
     * (`submission.key`) created one since `submission.since`: then that one is answered, and nothing
     * is written (a double click or a retried request sends once).
     */
    create(build: (id: number) => NotificationDoc, actor: Actor, submission: { key: string; since: string; expiresAt: Date }): Promise<{ notification: NotificationDoc; duplicate: boolean }> {
      return store.transaction(async (tx) => {
        const earlier = await tx.get<{ notification_id: number; created_at: string }>(COLLECTIONS.notificationSubmissions, submission.key);
        const previous = earlier && earlier.created_at >= submission.since ? await tx.get<NotificationDoc>(COLLECTIONS.notifications, String(earlier.notification_id)) : null;
        if (previous) return { notification: previous, duplicate: true };
        const notification = build(await nextId(tx, COLLECTIONS.notifications));
        tx.create(COLLECTIONS.notifications, String(notification.id), notification);
        // expires_at: a TTL policy (firestore.indexes.json) deletes the marker once its window has passed.
        tx.set(COLLECTIONS.notificationSubmissions, submission.key, { notification_id: notification.id, created_at: notification.created_at, expires_at: submission.expiresAt });
        recordAudit(tx, {
          action: 'notification.send',
          actor,
          target: { type: 'notification', id: String(notification.id), name: notification.title },
          summary: `Notificação "${notification.title}" enviada (${notification.locale === 'en' ? 'inglês' : 'português'}, ${notification.deeplink})`,
          at: notification.created_at,
        });
        return { notification, duplicate: false };
      });
    },
    remove: (id: number) => store.delete(COLLECTIONS.notifications, String(id)),
    /** The targets a deep link may name. */
    supplement: (id: number) => store.get<SupplementDoc>(COLLECTIONS.supplements, String(id)),
    topic: (id: number) => store.get<TopicDoc>(COLLECTIONS.topics, String(id)),
    /** Reads the notification and writes what `change` returns, in one transaction; null when it is gone. */
    change(id: number, change: (notification: NotificationDoc) => Partial<NotificationDoc> | null): Promise<NotificationDoc | null> {
      return store.transaction(async (tx) => {
        const notification = await tx.get<NotificationDoc>(COLLECTIONS.notifications, String(id));
        if (!notification) return null;
        const patch = change(notification);
        if (!patch) return notification;
        tx.update(COLLECTIONS.notifications, String(id), patch);
        return { ...notification, ...patch };
      });
    },

    /** The next users, by uid, who receive notifications in `locale`. */
    async audienceAfter(locale: Locale, after: string | null, limit: number): Promise<UserDoc[]> {
      const where: Filter[] = [
        { field: 'detail.receive_notifications', op: '==', value: 1 },
        { field: 'locale', op: '==', value: locale },
        ...(after ? [{ field: 'uid', op: '>' as const, value: after }] : []),
      ];
      const docs = await store.query<UserDoc>({ collection: COLLECTIONS.users, where, orderBy: [{ field: 'uid', direction: 'asc' }], limit });
      return docs.map((doc) => doc.data);
    },

    /** Writes the user's inbox copy unless it exists: true when this call delivered it (the claim that prevents a second delivery). */
    async claimInbox(copy: InboxDoc): Promise<boolean> {
      try {
        await store.create(COLLECTIONS.notificationInbox, inboxId(copy.user_uid, copy.notification_id), copy);
        return true;
      } catch (error) {
        if (error instanceof StoreConflictError) return false;
        throw error;
      }
    },
    countReceived: (notificationId: number) =>
      store.count({ collection: COLLECTIONS.notificationInbox, where: [{ field: 'notification_id', op: '==', value: notificationId }] }),
    inbox(uid: string, page: number, perPage: PageSize) {
      return paginate<InboxDoc>(
        store,
        {
          collection: COLLECTIONS.notificationInbox,
          where: [{ field: 'user_uid', op: '==', value: uid }],
          orderBy: [{ field: 'created_at', direction: 'desc' }],
        },
        page,
        perPage,
      );
    },
    countUnread: (uid: string) =>
      store.count({
        collection: COLLECTIONS.notificationInbox,
        where: [
          { field: 'user_uid', op: '==', value: uid },
          { field: 'read_at', op: '==', value: null },
        ],
      }),
    /** Marks the user's copy read (once); false when the user has no such notification. */
    markRead(uid: string, notificationId: number, at: string): Promise<boolean> {
      return store.transaction(async (tx) => {
        const copy = await tx.get<InboxDoc>(COLLECTIONS.notificationInbox, inboxId(uid, notificationId));
        if (!copy) return false;
        if (!copy.read_at) tx.update(COLLECTIONS.notificationInbox, inboxId(uid, notificationId), { read_at: at });
        return true;
      });
    },

    /** Registers the token to the user (a token moves to whoever registered it last). */
    /**
     * Registers the device for the user. A token another account registered moves to this one (the
     * device now belongs to whoever signed in on it last, and the previous account's notifications
     * must not show there); the move starts the registration anew and answers the previous owner.
     */
    saveDeviceToken(uid: string, token: string, at: string): Promise<{ movedFrom: string | null }> {
      return store.transaction(async (tx) => {
        const id = deviceTokenId(token);
        const existing = await tx.get<DeviceTokenDoc>(COLLECTIONS.deviceTokens, id);
        const movedFrom = existing && existing.user_uid !== uid ? existing.user_uid : null;
        const createdAt = existing && !movedFrom ? existing.created_at : at;
        tx.set(COLLECTIONS.deviceTokens, id, { token, user_uid: uid, created_at: createdAt, updated_at: at } satisfies DeviceTokenDoc);
        return { movedFrom };
      });
    },
    /** Forgets the user's token; false when the user had no such token. */
    removeDeviceToken(uid: string, token: string): Promise<boolean> {
      return store.transaction(async (tx) => {
        const id = deviceTokenId(token);
        const existing = await tx.get<DeviceTokenDoc>(COLLECTIONS.deviceTokens, id);
        if (!existing || existing.user_uid !== uid) return false;
        tx.delete(COLLECTIONS.deviceTokens, id);
        return true;
      });
    },
    /** Every registered token of these users. */
    async tokensOf(uids: string[]): Promise<string[]> {
      const batches = await Promise.all(
        chunk(uids, IN_LIMIT).map((group) =>
          store.query<DeviceTokenDoc>({ collection: COLLECTIONS.deviceTokens, where: [{ field: 'user_uid', op: 'in', value: group }] }),
        ),
      );
      return batches.flat().map((doc) => doc.data.token);
    },
    async deleteDeviceTokens(tokens: string[]): Promise<void> {
      await deleteMany(store, tokens.map((token) => ({ collection: COLLECTIONS.deviceTokens, id: deviceTokenId(token) })));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
