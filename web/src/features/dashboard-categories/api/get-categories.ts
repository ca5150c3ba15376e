import type { Page } from '@contract/list';
import type { CategoryCard, CategoryHeader } from '@/types/catalogue';
import { api } from '@/lib/api-client';

export interface CategoryListResponse {
  items: Page<CategoryCard>;
  /** Present on a parent's subcategories (GET categories/slug/{slug}). */
  category?: CategoryHeader;
}

/** Every dashboard list of categories lives under this key; `parentSlug` null is the top level. */
export const categoryListKey = (parentSlug: string | null) => ['dashboard', 'categories', parentSlug ?? ''] as const;


/** GET categories (top level) or GET categories/slug/{slug} (a parent's subcategories), by page and search. */
export function listCategories(parentSlug: string | null, page: number, search: string): Promise<CategoryListResponse> {
  const query = { page, search: search || undefined };
  return parentSlug
    ? api.get<CategoryListResponse>(`categories/slug/${encodeURIComponent(parentSlug)}`, query)
    : api.get<CategoryListResponse>('categories', query);
}
