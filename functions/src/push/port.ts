/**
 * The push port: sends one message to a set of device tokens. Two adapters implement it: `fcm.ts`
 * (Firebase Cloud Messaging through firebase-admin, production) and `local.ts` (records each message
 * and its recipients in the store, for the emulators and tests, where Google's servers are out of reach).
 */
export interface PushMessage {
  title: string;
  body: string;
  /** String values only (FCM's data payload): the deep link, the web address, the notification id. */
  data: Record<string, string>;
  /** The web address a click opens (webpush fcmOptions.link). */
  link: string;
}

export interface PushResult {
  delivered: number;
  failed: number;
  /** Tokens the messaging service reported as unregistered or invalid: the caller deletes them. */
  invalidTokens: string[];
}

export interface PushSender {
  send(message: PushMessage, tokens: string[]): Promise<PushResult>;
}

/** FCM's multicast limit: at most 500 tokens per request. */
export const PUSH_BATCH_SIZE = 500;
