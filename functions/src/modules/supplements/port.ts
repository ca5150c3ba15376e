import type { Store } from '../../store/port.js';
import { createSupplementsRepository } from './repository.js';

/**
 * What the supplements module offers the other modules: a supplement read, its reference copy and its
 * `updated_at` inside another write's transaction, the job that refreshes the copies of a renamed
 * supplement, and the supplements of a category for the dashboard's select.
 */
export { readSupplement, supplementRef, touchSupplement } from './repository.js';
export { scheduleSupplementCopies } from './copies-job.js';

/** Supplements by name, optionally only those of one category. */
export const listSupplementOptions = (store: Store, categoryId: number | undefined) => createSupplementsRepository(store).listOptions(categoryId);

/** Supplement reads for the modules that show a supplement beside their own items. */
export type SupplementReader = Pick<ReturnType<typeof createSupplementsRepository>, 'get' | 'getBySlug' | 'getMany' | 'matching'>;
export const supplementReader = (store: Store): SupplementReader => createSupplementsRepository(store);
