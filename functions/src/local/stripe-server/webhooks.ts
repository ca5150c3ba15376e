import { createHmac } from 'node:crypto';

/** A Stripe event as the local server emits it (the fields the SDK and handlers read). */
export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

export interface Delivery {
  event_id: string;
  type: string;
  attempts: number;
  status: number | null;
  error?: string;
}

/** Stripe's scheme: `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{payload}" with the endpoint secret}`. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers events one at a time, in the order they happened, to the webhook URL, signed as Stripe
 * signs them; a failed delivery (network error or non-2xx) is retried a few times with backoff.
 */
export function createWebhookDelivery(options: { secret: string; url?: string; retryDelaysMs?: number[]; log?: (line: string) => void }) {
  let url = options.url;
  const retryDelays = options.retryDelaysMs ?? [250, 1000, 3000];
  const deliveries: Delivery[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function post(event: LocalEvent, delivery: Delivery): Promise<void> {
    if (!url) return;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      delivery.attempts = attempt + 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signPayload(payload, options.secret), 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) local-dev-server' },
          body: payload,
        });
        delivery.status = response.status;
        delete delivery.error;
        await response.arrayBuffer();
        if (response.ok) return;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
      if (attempt < retryDelays.length) await sleep(retryDelays[attempt]!);
    }
    options.log?.(`webhook ${event.type} ${event.id} not delivered (status ${delivery.status ?? '-'}${delivery.error ? `, ${delivery.error}` : ''})`);
  }

  return {
    setUrl(next: string | undefined) {
      url = next;
    },
    /** Queues a delivery (the first one, or a redelivery of the same event). */
    send(event: LocalEvent): void {
      const delivery: Delivery = { event_id: event.id, type: event.type, attempts: 0, status: null };
      deliveries.push(delivery);
      queue = queue.then(() => post(event, delivery));
    },
    /** Resolves when every queued delivery has finished (tests wait on it). */
    async flush(): Promise<void> {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    deliveries: () => deliveries.map((delivery) => ({ ...delivery })),
  };
}
export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
