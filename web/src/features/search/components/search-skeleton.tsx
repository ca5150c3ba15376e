import { SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CARD_COLUMNS, SearchResultCardSkeletonBox } from './search-result-card';

const PLACEHOLDER_CARDS = 6;

/** Placeholders shaped like a group of cards while results load. */
export function SearchSkeleton() {
  const { t } = useTranslation('search');
  return (
    <Stack gap="4" role="status" aria-live="polite" aria-label={t('loading')}>
      <Skeleton h="7" w="48" />
      <SimpleGrid as="ul" listStyleType="none" templateColumns={CARD_COLUMNS} gap="4">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <SearchResultCardSkeletonBox>
              <Skeleton boxSize="14" flexShrink={0} borderRadius="md" />
              <SkeletonText noOfLines={3} gap="2" flex="1" />
            </SearchResultCardSkeletonBox>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
