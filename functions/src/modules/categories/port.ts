import type { Store } from '../../store/port.js';
import { createCategoriesRepository } from './repository.js';

/**
 * What the categories module offers the other modules: a category read, its reference copy and its
 * counters inside another write's transaction, the unique slug rule, the job that refreshes the copies
 * of a renamed category, and the categories a supplement can belong to (the dashboard's select).
 */
export { categoryRef, patchCategory, readCategory, uniqueSlug } from './repository.js';
export { scheduleCategoryCopies } from './copies-job.js';

/** Categories that can hold supplements (those without subcategories). */
export const listLeafCategories = (store: Store) => createCategoriesRepository(store).listLeaves();

/** Category reads for the modules that show a category beside their own items. */
export type CategoryReader = Pick<ReturnType<typeof createCategoriesRepository>, 'get' | 'getMany' | 'getBySlug'>;
export const categoryReader = (store: Store): CategoryReader => createCategoriesRepository(store);
