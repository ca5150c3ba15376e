import { CategoryGridScreen } from '@/features/dashboard-categories/components/category-grid-screen';
import { QualitySummary } from '@/features/dashboard-quality/components/quality-summary';

/** Admin home: the top-level categories, with the content-quality counts under the heading. */
export function DashboardCategoriesRoute() {
  return <CategoryGridScreen parentSlug={null} intro={<QualitySummary />} />;
}
