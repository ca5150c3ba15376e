import { z } from 'zod';
import { listQuerySchema } from '../contract/list.js';
import { deviceTokenSchema, notificationCreateSchema, notificationPreferenceSchema } from '../contract/notifications.js';
import { idParam, type OperationDoc, type OperationKey } from './operation-doc.js';

/** Push notifications: sending and the log (admins), the inbox, device tokens and the preference (users). */
export const notificationOperations: Record<OperationKey, OperationDoc> = {
  'GET /notifications': {
    summary: 'Sent notifications, newest first (title or message search), each with its delivery log',
    tags: ['Notifications'],
    query: listQuerySchema,
    answer: { description: 'A page of notifications' },
  },
  'POST /notifications': {
    summary: 'Send a push notification to the users of one language who receive notifications',
    description:
      'Stores the notification and queues its delivery (a Cloud Tasks function) before answering; the log and `received_logs_count` fill in as it runs.',
    tags: ['Notifications'],
    body: { schema: notificationCreateSchema, media: ['json', 'multipart', 'form'] },
    answer: { description: 'Queued' },
    errors: {
      422: 'Every §5 message; `deeplink` that disagrees with `deep_1` or names a supplement or topic that does not exist (Selecione o suplemento / Selecione o tópico)',
      503: 'The delivery could not be queued (nothing is kept)',
    },
  },
  'GET /inbox': {
    summary: "The caller's notifications, newest first, with the unread count",
    tags: ['Notifications'],
    query: listQuerySchema.pick({ page: true }),
    answer: { description: 'A page of notifications' },
  },
  'POST /inbox/:id/read': {
    summary: 'Mark one of the caller’s notifications read',
    tags: ['Notifications'],
    params: { id: idParam('notification') },
    answer: { description: 'Read' },
  },
  'POST /device-tokens': {
    summary: "Register this browser's or device's FCM token for the caller",
    tags: ['Notifications'],
    body: { schema: deviceTokenSchema, media: ['json'] },
    answer: { description: 'Registered' },
  },
  'DELETE /device-tokens/:token': {
    summary: "Forget one of the caller's FCM tokens (web push turned off, or logout)",
    tags: ['Notifications'],
    params: { token: { description: 'The FCM registration token, URL-encoded', schema: z.string().max(4096), names: true } },
    answer: { description: 'Forgotten' },
  },
  'POST /user-details/notifications': {
    summary: 'Turn push notifications on or off for the caller (takes effect for every batch not yet sent)',
    tags: ['Notifications'],
    body: { schema: notificationPreferenceSchema, media: ['json', 'multipart', 'form'] },
    answer: { description: 'Saved' },
  },
};
