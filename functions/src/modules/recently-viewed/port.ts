import type { Store } from '../../store/port.js';
import { createRecentViewsRepository } from './repository.js';
import { lastReading } from './service.js';

/** What the recently viewed module offers the other modules: when a user last read a supplement (a monograph's 'desde a sua última leitura'). */
export async function lastReadingOf(store: Store, uid: string, supplementId: number, now: Date): Promise<string | null> {
  return lastReading(await createRecentViewsRepository(store).get(uid, supplementId), now);
}
