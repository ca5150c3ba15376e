import { crashPoint } from '../../faults/crash-points.js';
import type { NotificationDoc, NotificationLogDoc, NotificationStage, UserDoc } from '../../domain/docs.js';
import { logError, logInfo } from '../../runtime/log.js';
import type { PushMessage, PushResult, PushSender } from '../../push/port.js';
import type { NotificationsRepository } from './repository.js';

/** Users per fan-out step: one inbox claim each, their tokens fetched 30 uids at a time, sent 500 tokens at a time. */
export const AUDIENCE_BATCH = 200;

export interface DeliveryDeps {
  notifications: NotificationsRepository;
  push: PushSender;
  now: () => Date;
}

const NOTHING_SENT: PushResult = { delivered: 0, failed: 0, invalidTokens: [] };

function logEntry(notification: NotificationDoc, stage: NotificationStage, at: string, count?: number): NotificationLogDoc {
  return { id: notification.logs.length + 1, stage, ...(count === undefined ? {} : { count }), created_at: at };
}

function pushMessage(notification: NotificationDoc): PushMessage {
  return {
    title: notification.title,
    body: notification.body,
    link: notification.link,
    data: { notification_id: String(notification.id), deeplink: notification.deeplink, link: notification.link },
  };
}

/**
 * Sends a notification to its audience: users with notifications on, in its language, in batches by
 * uid. Each batch first claims every user's inbox copy (a create that fails if the copy exists) and
 * pushes only to the users it claimed, so a retried or duplicated task never delivers twice to a user
 * or a token (at most once: a push that fails after its claim is counted as failed, not retried).
 * Progress (the cursor and the tallies) is saved after each batch, so a retry resumes where it stopped.
 */
export async function deliverNotification(deps: DeliveryDeps, id: number): Promise<void> {
  const at = () => deps.now().toISOString();
  const started = await deps.notifications.change(id, (notification) =>
    notification.status === 'queued' ? { status: 'sending', logs: [...notification.logs, logEntry(notification, 'started', at())], updated_at: at() } : null,
  );
  if (!started || started.status === 'done') return;

  const message = pushMessage(started);
  let cursor = started.cursor;
  for (;;) {
    const users = await deps.notifications.audienceAfter(started.locale, cursor, AUDIENCE_BATCH);
    if (users.length === 0) break;
    const result = await deliverBatch(deps, started, message, users);
    cursor = users[users.length - 1]!.uid;
    const reached = cursor;
    await deps.notifications.change(id, (notification) => ({
      cursor: reached,
      devices_sent: notification.devices_sent + result.delivered,
      devices_failed: notification.devices_failed + result.failed,
      updated_at: at(),
    }));
    if (users.length < AUDIENCE_BATCH) break;
  }

  const received = await deps.notifications.countReceived(id);
  const finished = await deps.notifications.change(id, (notification) => {
    if (notification.status === 'done') return null;
    const logs = [...notification.logs];
    const add = (stage: NotificationStage, count?: number) => logs.push(logEntry({ ...notification, logs }, stage, at(), count));
    add('sent', notification.devices_sent);
    if (notification.devices_failed > 0) add('failures', notification.devices_failed);
    add('done');
    return { status: 'done', received_logs_count: received, logs, updated_at: at() };
  });
  logInfo('notification_delivered', { id, users: received, devices: finished?.devices_sent ?? 0, failures: finished?.devices_failed ?? 0 });
}

async function deliverBatch(deps: DeliveryDeps, notification: NotificationDoc, message: PushMessage, users: UserDoc[]): Promise<PushResult> {
  const claims = await Promise.all(
    users
      .filter((user) => user.status === 'active')
      .map(async (user) => {
        const claimed = await deps.notifications.claimInbox({
          notification_id: notification.id,
          user_uid: user.uid,
          title: notification.title,
          body: notification.body,
          deeplink: notification.deeplink,
          link: notification.link,
          created_at: notification.created_at,
          read_at: null,
        });
        return claimed ? user.uid : null;
      }),
  );
  const claimed = claims.filter((uid): uid is string => uid !== null);
  crashPoint('notification:after-claims');
  if (claimed.length === 0) return NOTHING_SENT;
  const tokens = await deps.notifications.tokensOf(claimed);
  if (tokens.length === 0) return NOTHING_SENT;
  let result: PushResult;
  try {
    result = await deps.push.send(message, tokens);
  } catch (error) {
    // These users are claimed: retrying could push twice. They keep the inbox copy; the tokens count as failed.
    logError('notification_push_failed', error, { id: notification.id, tokens: tokens.length });
    return { delivered: 0, failed: tokens.length, invalidTokens: [] };
  }
  if (result.invalidTokens.length > 0) await deps.notifications.deleteDeviceTokens(result.invalidTokens);
  return result;
}
