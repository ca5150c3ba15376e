import { createHash } from 'node:crypto';
import type { Caller } from '../../http/caller.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { InboxAnswer } from '../../contract/notifications-answers.js';
import { DEEP_LINK_MESSAGES, type DeepLink, type NotificationCreateData } from '../../contract/notifications.js';
import type { Flag } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { logError, logInfo } from '../../runtime/log.js';
import { mapPage } from '../../store/paginate.js';
import type { UserProfiles } from '../users/port.js';
import { actorOf } from '../history/port.js';
import { sendNotificationJob } from './job.js';
import { presentInboxItem, presentNotification } from './present.js';
import type { NotificationsRepository } from './repository.js';

export const NOTIFICATION_SENT_MESSAGE = 'Acompanhe status de envio pelos detalhes da notificação';
export const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada';
const QUEUE_UNAVAILABLE = 'Não foi possível agendar o envio agora. Tente novamente em instantes.';

const HOME_PATH = '/app/categorias';
const topicsPath = (supplementSlug: string) => `/app/suplementos/topicos/${encodeURIComponent(supplementSlug)}`;
const unknownTarget = (message: string) => new AppError(422, message, { deeplink: [message] });

/** How long the same admin's identical notification counts as the same submission (a double click, a retried request). */
export const RESUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** One admin's notification of one content: the key a resubmission finds. */
const submissionKey = (uid: string, input: NotificationCreateData) =>
  createHash('sha256').update(JSON.stringify([uid, input.title, input.body, input.locale, input.deeplink])).digest('hex');

/** Sending (admins), the in-app inbox, device tokens and the notifications preference (users). */
export function createNotificationsService(deps: { notifications: NotificationsRepository; users: UserProfiles; jobs: JobQueue; now: () => Date }) {
  /** The web address of the deep link's screen; a 422 when it names a supplement or topic that does not exist. */
  async function webLink(link: DeepLink): Promise<string> {
    if (link.kind === 'home') return HOME_PATH;
    if (link.kind === 'supplements') {
      const supplement = await deps.notifications.supplement(link.id);
      if (!supplement) throw unknownTarget(DEEP_LINK_MESSAGES.supplement);
      return topicsPath(supplement.slug);
    }
    const topic = await deps.notifications.topic(link.id);
    if (!topic) throw unknownTarget(DEEP_LINK_MESSAGES.topic);
    return `${topicsPath(topic.supplement.slug)}?topico=${topic.id}`;
  }

  /**
   * Stores the notification and queues its delivery; if it cannot be queued, nothing is kept. The same
   * content sent again by the same admin within RESUBMISSION_WINDOW_MS answers the first one, sent once.
   */
  async function send(caller: Caller, input: NotificationCreateData) {
    const link = await webLink(input.link);
    const now = deps.now();
    const at = now.toISOString();
    const submission = { key: submissionKey(caller.uid, input), since: new Date(now.getTime() - RESUBMISSION_WINDOW_MS).toISOString(), expiresAt: new Date(now.getTime() + RESUBMISSION_WINDOW_MS) };
    const { notification, duplicate } = await deps.notifications.create((id) => ({
      id,
      title: input.title,
      body: input.body,
      locale: input.locale,
      deep_1: input.link.kind,
      deeplink: input.deeplink,
      link,
      created_by: caller.uid,
      status: 'queued',
      received_logs_count: 0,
      devices_sent: 0,
      devices_failed: 0,
      cursor: null,
      logs: [],
      keywords: buildKeywords(input.title, input.body),
      created_at: at,
      updated_at: at,
    }), actorOf(caller), submission);
    if (duplicate) return presentNotification(notification, caller.user.locale);
    try {
      await deps.jobs.enqueue(sendNotificationJob, { notification_id: notification.id }, { id: `notification-${notification.id}` });
    } catch (error) {
      logError('notification_enqueue_failed', error, { id: notification.id });
      await deps.notifications.remove(notification.id);
      throw new AppError(503, QUEUE_UNAVAILABLE);
    }
    return presentNotification(notification, caller.user.locale);
  }

  async function list(caller: Caller, query: ListQuery) {
    const page = await deps.notifications.list(query.page, PAGE_SIZE, query.search);
    return mapPage(page, (notification) => presentNotification(notification, caller.user.locale));
  }

  async function inbox(caller: Caller, page: number): Promise<InboxAnswer> {
    const [items, unread] = await Promise.all([deps.notifications.inbox(caller.uid, page, PAGE_SIZE), deps.notifications.countUnread(caller.uid)]);
    return { items: mapPage(items, presentInboxItem), unread };
  }

  async function markRead(caller: Caller, notificationId: number): Promise<void> {
    if (!(await deps.notifications.markRead(caller.uid, notificationId, deps.now().toISOString()))) throw notFound(NOTIFICATION_NOT_FOUND);
  }

  async function registerDevice(caller: Caller, token: string): Promise<void> {
    const { movedFrom } = await deps.notifications.saveDeviceToken(caller.uid, token, deps.now().toISOString());
    // Never silent: the log names both accounts (never the token), for support and for abuse.
    if (movedFrom) logInfo('device_token_moved', { from: movedFrom, to: caller.uid });
  }

  async function forgetDevice(caller: Caller, token: string): Promise<void> {
    if (!(await deps.notifications.removeDeviceToken(caller.uid, token))) throw notFound('Dispositivo não encontrado');
  }

  /** Turning notifications off takes the user out of every fan-out batch not yet run; what is not sent stays as it was. */
  async function setPreference(caller: Caller, input: { receive_notifications?: Flag; favourite_revisions?: Flag }) {
    const receive = input.receive_notifications ?? caller.user.detail.receive_notifications;
    const revisions = input.favourite_revisions ?? caller.user.detail.favourite_revisions ?? 0;
    await deps.users.update(caller.uid, { 'detail.receive_notifications': receive, 'detail.favourite_revisions': revisions, updated_at: deps.now().toISOString() });
    return { receive_notifications: receive, favourite_revisions: revisions };
  }

  return { send, list, inbox, markRead, registerDevice, forgetDevice, setPreference };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
