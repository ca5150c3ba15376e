import { z } from './zod.js';

/** Page size of every paginated list (documented in docs/api.md). */
export const PAGE_SIZE = 12;
export type PageSize = typeof PAGE_SIZE;

/** `page` (from 1) and `search` of every paginated list. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  search: z.string().trim().max(100).optional().catch(undefined),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: PageSize;
  total: number;
}
