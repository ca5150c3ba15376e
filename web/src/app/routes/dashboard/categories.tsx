import { CategoryGridScreen } from '@/features/dashboard-categories/components/category-grid-screen';

/** Admin home: the top-level categories. */
export function DashboardCategoriesRoute() {
  return <CategoryGridScreen parentSlug={null} />;
}
