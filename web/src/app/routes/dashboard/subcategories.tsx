import { useParams } from 'react-router-dom';
import { CategoryGridScreen } from '@/features/dashboard-categories/components/category-grid-screen';

/** /dashboard/categorias/{slug}/subcategorias: the subcategories of one category. */
export function DashboardSubcategoriesRoute() {
  const { slug = '' } = useParams();
  return <CategoryGridScreen key={slug} parentSlug={slug} />;
}
