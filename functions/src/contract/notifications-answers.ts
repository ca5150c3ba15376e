import { z } from './zod.js';
import { flag, id, isoDate, localeId, named, page } from './answer-shapes.js';

export const notification = named(
  'Notification',
  z.strictObject({
    id,
    title: z.string(),
    body: z.string(),
    locale_id: localeId.describe('1 Portuguese, 2 English: the audience'),
    deep_1: z.enum(['home', 'supplements', 'topics']),
    deeplink: z.string().describe('home, supplements/{id} or topics/{id}'),
    status: z.enum(['queued', 'sending', 'done']),
    created_at: isoDate,
    received_logs_count: z.number().int().min(0).describe('Users it reached (in-app inbox and their registered devices)'),
    logs: z.array(z.strictObject({ id, description: z.string().describe("A stage, in the admin's language"), created_at: isoDate })),
  }),
  "An admin's push notification with its delivery log.",
);
export type Notification = z.output<typeof notification>;

export const inboxItem = named(
  'InboxItem',
  z.strictObject({
    id,
    title: z.string(),
    body: z.string(),
    deeplink: z.string(),
    link: z.string().describe("The web app's address of the deep link's screen"),
    created_at: isoDate,
    read: z.boolean(),
  }),
  "A notification in the caller's in-app inbox.",
);
export type InboxItem = z.output<typeof inboxItem>;

/** GET notifications. */
export const notificationListAnswer = z.strictObject({ items: page(notification) });
export type NotificationListAnswer = z.output<typeof notificationListAnswer>;

/** POST notifications: stored and queued. */
export const notificationQueuedAnswer = z.strictObject({ message: z.string(), item: notification });
export type NotificationQueuedAnswer = z.output<typeof notificationQueuedAnswer>;

/** GET inbox. */
export const inboxAnswer = z.strictObject({ items: page(inboxItem), unread: z.number().int().min(0) });
export type InboxAnswer = z.output<typeof inboxAnswer>;

/** POST user-details/notifications. */
export const notificationPreferenceAnswer = z.strictObject({
  message: z.string(),
  item: z.strictObject({ receive_notifications: flag, favourite_revisions: flag.describe('An inbox item when a favourite monograph is revised') }),
});
export type NotificationPreferenceAnswer = z.output<typeof notificationPreferenceAnswer>;
