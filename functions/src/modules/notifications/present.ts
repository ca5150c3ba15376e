import type { InboxItem, Notification } from '../../contract/notifications-answers.js';
import type { InboxDoc, Locale, NotificationDoc, NotificationLogDoc } from '../../domain/docs.js';

/** The log's stages in the reader's language (spec §3: `logs [{ id, description, created_at }]`). */
function describe(entry: NotificationLogDoc, locale: Locale): string {
  const count = entry.count ?? 0;
  if (locale === 'en') {
    switch (entry.stage) {
      case 'started':
        return 'Sending started';
      case 'sent':
        return `Sent to ${count} ${count === 1 ? 'device' : 'devices'}`;
      case 'failures':
        return `${count} ${count === 1 ? 'failure' : 'failures'}`;
      case 'done':
        return 'Completed';
    }
  }
  switch (entry.stage) {
    case 'started':
      return 'Envio iniciado';
    case 'sent':
      return `Enviado a ${count} ${count === 1 ? 'dispositivo' : 'dispositivos'}`;
    case 'failures':
      return `${count} ${count === 1 ? 'falha' : 'falhas'}`;
    case 'done':
      return 'Concluído';
  }
}

/** A notification as the dashboard lists it, its log in the admin's language. */
export function presentNotification(notification: NotificationDoc, locale: Locale): Notification {
  return {
    id: notification.id,
    title: notification.title,
    body: notification.body,
    locale_id: notification.locale === 'en' ? 2 : 1,
    deep_1: notification.deep_1,
    deeplink: notification.deeplink,
    status: notification.status,
    created_at: notification.created_at,
    received_logs_count: notification.received_logs_count,
    logs: notification.logs.map((entry) => ({ id: entry.id, description: describe(entry, locale), created_at: entry.created_at })),
  };
}

/** A notification in a user's inbox. */
export function presentInboxItem(copy: InboxDoc): InboxItem {
  return {
    id: copy.notification_id,
    title: copy.title,
    body: copy.body,
    deeplink: copy.deeplink,
    link: copy.link,
    created_at: copy.created_at,
    read: copy.read_at !== null,
  };
}
