import { useParams } from 'react-router-dom';
import { SupplementGridScreen } from '@/features/dashboard-supplements/components/supplement-grid-screen';

/** /dashboard/categorias/{slug}/suplementos: the supplements of one category. */
export function DashboardCategorySupplementsRoute() {
  const { slug = '' } = useParams();
  return <SupplementGridScreen key={slug} categorySlug={slug} />;
}
