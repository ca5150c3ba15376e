import type { CategoryCard } from '@/types/catalogue';

/** GET categories/{id}: a category as the edit form reads it. */
export interface CategoryAdmin extends CategoryCard {
  parent_category: number | null;
}
