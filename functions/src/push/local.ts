import { COLLECTIONS } from '../domain/docs.js';
import type { Store } from '../store/port.js';
import type { PushSender } from './port.js';

/**
 * The local stand-in for Firebase Cloud Messaging (emulators and tests): it delivers nothing to any
 * device. It records each message and the tokens it was addressed to in `local_push_outbox`, and
 * reports every token as delivered, so the fan-out, its batches and its log run offline.
 */
export function createLocalPushSender(store: Store, now: () => Date = () => new Date()): PushSender {
  return {
    async send(message, tokens) {
      if (tokens.length === 0) return { delivered: 0, failed: 0, invalidTokens: [] };
      const id = `${message.data.notification_id ?? 'message'}_${now().getTime()}_${Math.random().toString(36).slice(2, 8)}`;
      await store.set(COLLECTIONS.localPushOutbox, id, { ...message, tokens, created_at: now().toISOString() });
      return { delivered: tokens.length, failed: 0, invalidTokens: [] };
    },
  };
}
