// Web push for Nutrindex (Firebase Cloud Messaging). Registered by the profile's 'Ativar notificações'
// at its own scope (/firebase-cloud-messaging-push-scope), apart from any app service worker at '/'.
// The Firebase SDK is not needed here: FCM delivers the message as a Push API event whose JSON holds
// `notification` { title, body } and `data` { notification_id, deeplink, link }.

const FALLBACK_LINK = '/app/categorias';

/** Only addresses of this site are opened (a link is a path such as /app/suplementos/topicos/magnesio). */
function sameOriginLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : FALLBACK_LINK;
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    self.registration.showNotification(notification.title || 'Nutrindex', {
      body: notification.body || '',
      icon: '/favicon.svg',
      tag: data.notification_id ? `notification-${data.notification_id}` : undefined,
      data: { link: sameOriginLink(data.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sameOriginLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
