import { useParams } from 'react-router-dom';
import { SubcategoryList } from '@/features/catalogue/components/subcategory-list';

/** /app/categorias/{slug}/subcategorias: the subcategories of a category. */
export function SubcategoriesRoute() {
  const { slug = '' } = useParams();
  return <SubcategoryList key={slug} slug={slug} />;
}
