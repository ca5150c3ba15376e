import type { Page } from '@contract/list';
import { api } from '@/lib/api-client';

export interface SupplementCard {
  id: number;
  name: string;
  slug: string;
  is_paid: 0 | 1;
  order: number;
  category_id: number;
  updated_at: string;
  category: { id: number; name: string; slug: string; image: string };
}

export interface SupplementListResponse {
  category: { id: number; name: string; slug: string; image: string };
  items: Page<SupplementCard>;
}

export const supplementListKey = (categorySlug: string) => ['dashboard', 'supplements', categorySlug] as const;

/** GET supplements/category/slug/{slug}: one category's supplements, by page and search. */
export function listSupplements(categorySlug: string, page: number, search: string): Promise<SupplementListResponse> {
  return api.get<SupplementListResponse>(`supplements/category/slug/${encodeURIComponent(categorySlug)}`, { page, search: search || undefined });
}
