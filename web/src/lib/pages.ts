import type { Page } from '@contract/list';

/** "Ver mais" (spec section 4): the next page is current_page + 1 while it differs from last_page. */
export function nextPageParam(last: Pick<Page<unknown>, 'current_page' | 'last_page'>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}

/** Every item of the pages loaded so far, in order. */
export function flattenPages<T>(pages: readonly { data: readonly T[] }[] | undefined): T[] {
  return pages?.flatMap((page) => page.data) ?? [];
}
