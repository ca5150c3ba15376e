import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from './list-empty-state';

/** Spec section 9: 12 skeleton cards while a grid loads. */
export const SKELETON_CARDS = 12;

interface CardGridProps {
  loading: boolean;
  empty: boolean;
  /** Cards with an image show an image-shaped skeleton. */
  withImage?: boolean;
  columns?: { base?: number; sm?: number; md?: number; lg?: number; xl?: number };
  emptyState?: ReactNode;
  children: ReactNode;
}

const DEFAULT_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** The dashboard's card grid: skeletons while loading, the empty state, or the cards. */
export function CardGrid({ loading, empty, withImage = true, columns = DEFAULT_COLUMNS, emptyState, children }: CardGridProps) {
  const { t } = useTranslation('dashboard');
  if (loading) {
    return (
      <SimpleGrid columns={columns} gap="4" role="status" aria-busy="true" aria-label={t('loadingList')}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Stack key={index} gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="skeleton-card">
            {withImage && <Skeleton height="32" borderRadius="md" />}
            <Skeleton height="5" width="70%" />
            <Skeleton height="4" width="45%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (empty) return <Box>{emptyState ?? <ListEmptyState />}</Box>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="4">
      {children}
    </SimpleGrid>
  );
}
