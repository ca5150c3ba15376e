import type { PushSender } from '../../push/port.js';
import type { Store } from '../../store/port.js';
import { z } from 'zod';
import type { JobDefinition } from '../../jobs/port.js';
import { deliverNotification } from './delivery.js';
import { createNotificationsRepository } from './repository.js';

/** The fan-out of one notification, run by the `sendNotification` task queue function (functions/src/index.ts). */
export const sendNotificationJob: JobDefinition<{ notification_id: number }, { store: Store; push: PushSender; now?: () => Date }> = {
  name: 'sendNotification',
  payload: z.object({ notification_id: z.number().int().positive() }),
  run: (deps, payload) =>
    deliverNotification(
      { notifications: createNotificationsRepository(deps.store), push: deps.push, now: deps.now ?? (() => new Date()) },
      payload.notification_id,
    ),
};
