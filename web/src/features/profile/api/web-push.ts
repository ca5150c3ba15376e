import { api } from '@/lib/api-client';
import { forgetPushToken, rememberedPushToken, rememberPushToken } from '@/lib/push-token';

/** Where the push service worker lives, and its own scope (Firebase's default), apart from any app worker at '/'. */
const WORKER_URL = '/firebase-messaging-sw.js';
const WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export type WebPushState = 'unconfigured' | 'unsupported' | 'denied' | 'off' | 'on';

let reportedUnconfigured = false;

/** What this browser can do now: push needs the VAPID key (production builds), a service worker and the Push API. */
export function webPushState(): WebPushState {
  if (!import.meta.env.VITE_FIREBASE_VAPID_KEY) {
    if (!reportedUnconfigured) {
      reportedUnconfigured = true;
      console.info('[push] web push is off: no VITE_FIREBASE_VAPID_KEY in this build (notifications still reach the in-app inbox)');
    }
    return 'unconfigured';
  }
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return rememberedPushToken() ? 'on' : 'off';
}

/**
 * Asks the browser's permission (only ever from a person's click), registers the push service worker,
 * gets this browser's FCM token and registers it with the API.
 */
export async function enableWebPush(): Promise<WebPushState> {
  const vapidKey = import.meta.env.VITE_FIREBASE_VAPID_KEY;
  if (!vapidKey) return 'unconfigured';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  const [{ getMessaging, getToken }, { getFirebaseApp }] = await Promise.all([import('firebase/messaging'), import('@/lib/firebase')]);
  const token = await getToken(getMessaging(getFirebaseApp()), { vapidKey, serviceWorkerRegistration: registration });
  await api.post('/device-tokens', { body: { token } });
  rememberPushToken(token);
  return 'on';
}

/** Stops pushes to this browser: the API forgets the token and FCM deletes it. */
export async function disableWebPush(): Promise<WebPushState> {
  await forgetPushToken();
  try {
    const [{ deleteToken, getMessaging }, { getFirebaseApp }] = await Promise.all([import('firebase/messaging'), import('@/lib/firebase')]);
    await deleteToken(getMessaging(getFirebaseApp()));
  } catch (error) {
    console.error('[push] could not delete the FCM token', error);
  }
  return 'off';
}
