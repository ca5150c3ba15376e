import { useTranslation } from 'react-i18next';
import type { CategoryCard } from '@contract/categories-answers';
import { Skeleton } from '@chakra-ui/react';
import { CardGrid } from '@/components/card-grid';
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
  return (
    <CardGrid
      label={label}
      loading={isPending}
      skeleton={<Skeleton h={CATEGORY_TILE_HEIGHT} borderRadius="lg" />}
      skeletonCount={skeletons}
      empty={<EmptyState title={t('empty.title')} text={t('empty.categories')} />}
    >
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </CardGrid>
  );
}
