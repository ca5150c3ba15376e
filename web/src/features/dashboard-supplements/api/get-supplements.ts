import type { Page } from '@contract/list';
import type { CategoryHeader, SupplementCard } from '@/types/catalogue';
import { api } from '@/lib/api-client';

export interface SupplementListResponse {
  category: CategoryHeader;
  items: Page<SupplementCard>;
}

export const supplementListKey = (categorySlug: string) => ['dashboard', 'supplements', categorySlug] as const;

/** GET supplements/category/slug/{slug}: one category's supplements, by page and search. */
export function listSupplements(categorySlug: string, page: number, search: string): Promise<SupplementListResponse> {
  return api.get<SupplementListResponse>(`supplements/category/slug/${encodeURIComponent(categorySlug)}`, { page, search: search || undefined });
}
