import { z } from 'zod';
import { COLLECTIONS, type FavoriteDoc, type Locale, type SupplementDoc, type UserDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import type { JobDefinition, JobQueue } from '../../jobs/port.js';
import { logInfo } from '../../runtime/log.js';
import { nextId } from '../../store/ids.js';
import type { Store } from '../../store/port.js';
import { createNotificationsRepository } from './repository.js';

/** Saves of one monograph within this window make one inbox item per reader. */
export const REVISION_WINDOW_MS = 10 * 60 * 1000;
/** Favourites read per step of the fan-out (their users fetched at once). */
export const REVISION_BATCH = 200;

/** revision_notices/{supplementId}: the inbox item id of the monograph's latest revision notice, and when it began. */
interface RevisionNoticeDoc {
  [key: string]: unknown;
  supplement_id: number;
  notification_id: number;
  created_at: string;
}

const TEXTS: Record<Locale, { title: (name: string) => string; body: (name: string) => string }> = {
  pt: { title: (name) => `Monografia atualizada: ${name}`, body: (name) => `A monografia de ${name}, um dos seus favoritos, foi revisada. Veja o que mudou.` },
  en: { title: (name) => `Monograph updated: ${name}`, body: (name) => `The monograph on ${name}, one of your favourites, was revised. See what changed.` },
};

/**
 * The notice of this window: the one begun less than REVISION_WINDOW_MS ago, else a new one with a
 * new inbox id (from the notifications' counter, so it never meets an admin's notification's id).
 */
function currentNotice(store: Store, supplementId: number, now: Date): Promise<RevisionNoticeDoc> {
  return store.transaction(async (tx) => {
    const existing = await tx.get<RevisionNoticeDoc>(COLLECTIONS.revisionNotices, String(supplementId));
    if (existing && Date.parse(existing.created_at) > now.getTime() - REVISION_WINDOW_MS) return existing;
    const notice: RevisionNoticeDoc = { supplement_id: supplementId, notification_id: await nextId(tx, COLLECTIONS.notifications), created_at: now.toISOString() };
    tx.set(COLLECTIONS.revisionNotices, String(supplementId), notice);
    return notice;
  });
}

async function favouritesAfter(store: Store, supplementId: number, after: string | null): Promise<FavoriteDoc[]> {
  const docs = await store.query<FavoriteDoc>({
    collection: COLLECTIONS.favorites,
    where: [{ field: 'supplement_id', op: '==', value: supplementId }, ...(after ? [{ field: 'user_uid', op: '>' as const, value: after }] : [])],
    orderBy: [{ field: 'user_uid', direction: 'asc' }],
    limit: REVISION_BATCH,
  });
  return docs.map((doc) => doc.data);
}

const wantsRevisions = (user: UserDoc | null): user is UserDoc => user !== null && user.status === 'active' && user.detail.favourite_revisions === 1;

/**
 * Puts one inbox item in the inbox of every reader who favourited the supplement and turned the
 * preference on, in their language. Each copy is claimed (created only if absent) under the window's
 * notice, so a retried task, or several saves in the window, deliver once; work goes a batch of
 * favourites at a time. No push: the preference is for the in-app inbox.
 */
export const notifyFavouriteRevisionJob: JobDefinition<{ supplement_id: number }, { store: Store; now?: () => Date }> = {
  name: 'notifyFavouriteRevision',
  payload: z.object({ supplement_id: z.number().int().positive() }),
  async run(deps, { supplement_id: supplementId }) {
    const now = deps.now?.() ?? new Date();
    const supplement = await deps.store.get<SupplementDoc>(COLLECTIONS.supplements, String(supplementId));
    if (!supplement) return;
    const notice = await currentNotice(deps.store, supplementId, now);
    const notifications = createNotificationsRepository(deps.store);
    const link = `/app/suplementos/topicos/${encodeURIComponent(supplement.slug)}`;
    let after: string | null = null;
    let delivered = 0;
    for (;;) {
      const favourites = await favouritesAfter(deps.store, supplementId, after);
      if (favourites.length === 0) break;
      const users = await deps.store.getMany<UserDoc>(COLLECTIONS.users, favourites.map((favourite) => favourite.user_uid));
      const claims = await Promise.all(
        users.filter(wantsRevisions).map((user) => {
          const name = localized(supplement, 'name', user.locale);
          return notifications.claimInbox({
            notification_id: notice.notification_id,
            user_uid: user.uid,
            title: TEXTS[user.locale].title(name),
            body: TEXTS[user.locale].body(name),
            deeplink: `supplements/${supplementId}`,
            link,
            created_at: now.toISOString(),
            read_at: null,
          });
        }),
      );
      delivered += claims.filter(Boolean).length;
      after = favourites[favourites.length - 1]!.user_uid;
      if (favourites.length < REVISION_BATCH) break;
    }
    if (delivered > 0) logInfo('revision_notice_delivered', { supplement_id: supplementId, notice: notice.notification_id, users: delivered });
  },
};

/**
 * After a topic of the supplement was saved or marked reviewed. A task per save, with no id: a task
 * id per window would drop the save that follows a reader's opting in; the notice's window and the
 * claims keep it to one item per reader, and each run reads only this supplement's favourites.
 */
export async function scheduleRevisionNotice(jobs: JobQueue, supplementId: number): Promise<void> {
  await jobs.enqueue(notifyFavouriteRevisionJob, { supplement_id: supplementId });
}
