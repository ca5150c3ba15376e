import type { Page, PageSize } from '../contract/list.js';
import type { DocumentData, Query, Store } from './port.js';

/** Runs a query one page at a time (offset/limit) with the total from `count`. */
export async function paginate<T extends DocumentData>(store: Store, query: Query, page: number, perPage: PageSize): Promise<Page<T>> {
  const [total, docs] = await Promise.all([
    store.count({ collection: query.collection, where: query.where }),
    store.query<T>({ ...query, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    data: docs.map((doc) => doc.data),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** Maps the items of a page, keeping its counters. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, data: page.data.map(map) };
}

/** One page of a list already read whole and ordered (the same counters as `paginate`). */
export function pageOf<T>(items: readonly T[], page: number, perPage: PageSize): Page<T> {
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    per_page: perPage,
    total: items.length,
  };
}
