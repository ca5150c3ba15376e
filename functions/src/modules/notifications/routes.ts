import { requireCaller } from '../../auth/guards.js';
import { parsePathId } from '../../contract/catalogue-fields.js';
import { listQuerySchema } from '../../contract/list.js';
import { z } from '../../contract/zod.js';
import { parseInput } from '../../http/parse.js';
import { deviceTokenSchema, notificationCreateSchema, notificationPreferenceSchema } from '../../contract/notifications.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { idParam } from '../../http/route-doc.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createNotificationsRepository } from './repository.js';
import { createNotificationsService, NOTIFICATION_NOT_FOUND, NOTIFICATION_SENT_MESSAGE, type NotificationsService } from './service.js';

export function notificationsRoutes(service: NotificationsService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/notifications',
      access: 'admin',
      query: listQuerySchema,
      doc: {
        summary: 'Sent notifications, newest first (title or message search), each with its delivery log',
        tags: ['Notifications'],
        returns: 'A page of notifications',
      },
      handler: async ({ res, query }) => ({ items: await service.list(requireCaller(res), query()) }),
    }),
    defineRoute({
      method: 'post',
      path: '/notifications',
      access: 'admin',
      body: { schema: notificationCreateSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: 'Send a push notification to the users of one language who receive notifications',
        description:
          'Stores the notification and queues its delivery (a Cloud Tasks function) before answering; the log and `received_logs_count` fill in as it runs.',
        tags: ['Notifications'],
        returns: 'Queued',
        errors: {
          422: 'Every §5 message; `deeplink` that disagrees with `deep_1` or names a supplement or topic that does not exist (Selecione o suplemento / Selecione o tópico)',
          503: 'The delivery could not be queued (nothing is kept)',
        },
      },
      handler: async ({ res, body }) => {
        const item = await service.send(requireCaller(res), body());
        return { message: NOTIFICATION_SENT_MESSAGE, item };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/inbox',
      access: 'user',
      query: listQuerySchema.pick({ page: true }),
      doc: { summary: "The caller's notifications, newest first, with the unread count", tags: ['Notifications'], returns: 'A page of notifications' },
      handler: async ({ res, query }) => {
        const { page } = query();
        return service.inbox(requireCaller(res), page);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/inbox/:id/read',
      access: 'user',
      params: { id: idParam('notification') },
      doc: { summary: 'Mark one of the caller’s notifications read', tags: ['Notifications'], returns: 'Read' },
      handler: async ({ req, res }) => {
        const id = parsePathId(req.params.id);
        if (id === null) throw notFound(NOTIFICATION_NOT_FOUND);
        await service.markRead(requireCaller(res), id);
        return { message: 'Notificação lida' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/device-tokens',
      access: 'user',
      body: { schema: deviceTokenSchema, media: ['json'] },
      doc: { summary: "Register this browser's or device's FCM token for the caller", tags: ['Notifications'], returns: 'Registered' },
      handler: async ({ res, body }) => {
        await service.registerDevice(requireCaller(res), body().token);
        return { message: 'Notificações ativadas neste dispositivo' };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/device-tokens/:token',
      access: 'user',
      params: { token: { description: 'The FCM registration token, URL-encoded', schema: z.string().max(4096), names: true } },
      doc: { summary: "Forget one of the caller's FCM tokens (web push turned off, or logout)", tags: ['Notifications'], returns: 'Forgotten' },
      handler: async ({ req, res }) => {
        await service.forgetDevice(requireCaller(res), parseInput(deviceTokenSchema, { token: req.params.token }).token);
        return { message: 'Notificações desativadas neste dispositivo' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/user-details/notifications',
      access: 'user',
      body: { schema: notificationPreferenceSchema, media: ['json', 'multipart', 'form'] },
      doc: {
        summary: "Turn the caller's notifications on or off (takes effect for every batch not yet sent), and the inbox item for a favourite monograph's revision (off by default)",
        tags: ['Notifications'],
        returns: 'Saved',
      },
      handler: async ({ res, body }) => {
        const item = await service.setPreference(requireCaller(res), body());
        return { message: 'Alterado com sucesso!', item };
      },
    }),
  ];
}

/** Wires the notifications module on the app's dependencies. */
export function notificationsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  return notificationsRoutes(
    createNotificationsService({ notifications: createNotificationsRepository(deps.store), users: userProfiles(deps.store), jobs: deps.jobs, now: deps.now }),
  );
}
