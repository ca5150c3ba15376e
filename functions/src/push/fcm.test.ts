import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { createFcmPushSender } from './fcm.js';
import type { PushMessage } from './port.js';

const message: PushMessage = {
  title: 'Novidade',
  body: 'Veja o tópico novo',
  link: '/app/suplementos/topicos/magnesio?topico=12',
  data: { notification_id: '7', deeplink: 'topics/12', link: '/app/suplementos/topicos/magnesio?topico=12' },
};

type Answer = 'ok' | string;

/** firebase-admin's Messaging at its boundary: records each multicast and answers per token. */
function fakeMessaging(answerFor: (token: string) => Answer) {
  const requests: MulticastMessage[] = [];
  return {
    requests,
    async sendEachForMulticast(request: MulticastMessage): Promise<BatchResponse> {
      requests.push(request);
      const responses = request.tokens.map((token) => {
        const answer = answerFor(token);
        return answer === 'ok'
          ? { success: true, messageId: `projects/demo/messages/${token}` }
          : { success: false, error: Object.assign(new Error(answer), { code: answer, toJSON: () => ({ code: answer, message: answer }) }) };
      });
      const successCount = responses.filter((response) => response.success).length;
      return { responses, successCount, failureCount: responses.length - successCount } as BatchResponse;
    },
  };
}

const site = { siteOrigin: 'https://nutrindex.com.br' };

const tokens = (count: number, prefix = 't') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('FCM push sender', () => {
  it('sends the notification with the deep link as data and an absolute https link on the site for clicks', async () => {
    const messaging = fakeMessaging(() => 'ok');
    const result = await createFcmPushSender(messaging, site).send(message, ['a', 'b']);
    expect(result).toEqual({ delivered: 2, failed: 0, invalidTokens: [] });
    expect(messaging.requests).toEqual([
      {
        tokens: ['a', 'b'],
        notification: { title: 'Novidade', body: 'Veja o tópico novo' },
        data: message.data,
        webpush: { fcmOptions: { link: 'https://nutrindex.com.br/app/suplementos/topicos/magnesio?topico=12' } },
        android: { priority: 'high' },
      },
    ]);
  });

  it('splits the tokens in multicasts of at most 500 and adds up the answers', async () => {
    const messaging = fakeMessaging((token) => (token === 't700' ? 'messaging/internal-error' : 'ok'));
    const result = await createFcmPushSender(messaging, site).send(message, tokens(1201));
    expect(messaging.requests.map((request) => request.tokens.length)).toEqual([500, 500, 201]);
    expect(result).toEqual({ delivered: 1200, failed: 1, invalidTokens: [] });
  });

  it('reports unregistered and invalid tokens for deletion, but not tokens that failed for other reasons', async () => {
    const answers: Record<string, Answer> = {
      gone: 'messaging/registration-token-not-registered',
      malformed: 'messaging/invalid-registration-token',
      busy: 'messaging/server-unavailable',
      fine: 'ok',
    };
    const result = await createFcmPushSender(fakeMessaging((token) => answers[token]!), site).send(message, Object.keys(answers));
    expect(result).toEqual({ delivered: 1, failed: 3, invalidTokens: ['gone', 'malformed'] });
  });
});
