import { useTranslation } from 'react-i18next';
import type { CategoryCard } from '@contract/categories-answers';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { CATEGORY_TILE_HEIGHT, CategoryTile } from './category-tile';
import { EmptyState } from '@/components/empty-state';

interface CategoryGridProps {
  categories: CategoryCard[];
  isPending: boolean;
  label: string;
  skeletons?: number;
}

/** Category tiles with their loading skeletons and empty state. */
export function CategoryGrid({ categories, isPending, label, skeletons }: CategoryGridProps) {
  const { t } = useTranslation('catalogue');
  if (!isPending && categories.length === 0) return <EmptyState title={t('empty.title')} text={t('empty.categories')} />;
  return (
    <CardGrid label={label} busy={isPending}>
      {isPending ? (
        <CardGridSkeleton count={skeletons} height={CATEGORY_TILE_HEIGHT} />
      ) : (
        categories.map((category) => <CategoryTile key={category.id} category={category} />)
      )}
    </CardGrid>
  );
}
