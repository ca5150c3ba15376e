import type { BatchResponse, Messaging, MulticastMessage } from 'firebase-admin/messaging';
import { chunk } from '../store/batches.js';
import { PUSH_BATCH_SIZE, type PushMessage, type PushResult, type PushSender } from './port.js';

/** Error codes that mean the token will never work again (the app was uninstalled, the token expired or was malformed). */
const DEAD_TOKEN_CODES = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * The multicast request for one batch of tokens: a notification for every platform, the deep link as
 * data, and the web click's link made absolute on the site's origin (FCM accepts only HTTPS URLs there).
 */
export function buildMulticast(message: PushMessage, tokens: string[], siteOrigin: string): MulticastMessage {
  return {
    tokens,
    notification: { title: message.title, body: message.body },
    data: message.data,
    webpush: { fcmOptions: { link: new URL(message.link, siteOrigin).href } },
    android: { priority: 'high' },
  };
}

/** Counts one batch's answers and picks out the tokens to delete. */
export function readBatchResponse(tokens: string[], response: BatchResponse): PushResult {
  const invalidTokens: string[] = [];
  response.responses.forEach((answer, index) => {
    if (!answer.success && answer.error && DEAD_TOKEN_CODES.has(answer.error.code)) invalidTokens.push(tokens[index]!);
  });
  return { delivered: response.successCount, failed: response.failureCount, invalidTokens };
}

/** Firebase Cloud Messaging: one `sendEachForMulticast` per 500 tokens. */
export function createFcmPushSender(messaging: Pick<Messaging, 'sendEachForMulticast'>, options: { siteOrigin: string }): PushSender {
  return {
    async send(message, tokens) {
      const total: PushResult = { delivered: 0, failed: 0, invalidTokens: [] };
      for (const batch of chunk(tokens, PUSH_BATCH_SIZE)) {
        const result = readBatchResponse(batch, await messaging.sendEachForMulticast(buildMulticast(message, batch, options.siteOrigin)));
        total.delivered += result.delivered;
        total.failed += result.failed;
        total.invalidTokens.push(...result.invalidTokens);
      }
      return total;
    },
  };
}
