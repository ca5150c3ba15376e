import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { parsePathId } from '../../contract/catalogue-fields.js';
import { listQuerySchema } from '../../contract/list.js';
import type { InboxAnswer, NotificationListAnswer, NotificationPreferenceAnswer, NotificationQueuedAnswer } from '../../contract/notifications-answers.js';
import { deviceTokenSchema, notificationCreateSchema, notificationPreferenceSchema } from '../../contract/notifications.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { userProfiles } from '../users/port.js';
import { createNotificationsRepository } from './repository.js';
import { createNotificationsService, NOTIFICATION_NOT_FOUND, NOTIFICATION_SENT_MESSAGE, type NotificationsService } from './service.js';

export function notificationsRoutes(service: NotificationsService): RouteDef[] {
  return [
    route('get', '/notifications', 'admin', async (req, res) => {
      res.json({ items: await service.list(requireCaller(res), parseInput(listQuerySchema, req.query)) } satisfies NotificationListAnswer);
    }),
    route('post', '/notifications', 'admin', async (req, res) => {
      const item = await service.send(requireCaller(res), parseInput(notificationCreateSchema, req.body));
      res.json({ message: NOTIFICATION_SENT_MESSAGE, item } satisfies NotificationQueuedAnswer);
    }),
    route('get', '/inbox', 'user', async (req, res) => {
      const { page } = parseInput(listQuerySchema, req.query);
      res.json(await service.inbox(requireCaller(res), page) satisfies InboxAnswer);
    }),
    route('post', '/inbox/:id/read', 'user', async (req, res) => {
      const id = parsePathId(req.params.id);
      if (id === null) throw notFound(NOTIFICATION_NOT_FOUND);
      await service.markRead(requireCaller(res), id);
      res.json({ message: 'Notificação lida' } satisfies MessageAnswer);
    }),
    route('post', '/device-tokens', 'user', async (req, res) => {
      await service.registerDevice(requireCaller(res), parseInput(deviceTokenSchema, req.body).token);
      res.json({ message: 'Notificações ativadas neste dispositivo' } satisfies MessageAnswer);
    }),
    route('delete', '/device-tokens/:token', 'user', async (req, res) => {
      await service.forgetDevice(requireCaller(res), parseInput(deviceTokenSchema, { token: req.params.token }).token);
      res.json({ message: 'Notificações desativadas neste dispositivo' } satisfies MessageAnswer);
    }),
    route('post', '/user-details/notifications', 'user', async (req, res) => {
      const item = await service.setPreference(requireCaller(res), parseInput(notificationPreferenceSchema, req.body).receive_notifications);
      res.json({ message: 'Alterado com sucesso!', item } satisfies NotificationPreferenceAnswer);
    }),
  ];
}

/** Wires the notifications module on the app's dependencies. */
export function notificationsApi(deps: { store: Store; jobs: JobQueue; now: () => Date }): RouteDef[] {
  return notificationsRoutes(
    createNotificationsService({ notifications: createNotificationsRepository(deps.store), users: userProfiles(deps.store), jobs: deps.jobs, now: deps.now }),
  );
}
