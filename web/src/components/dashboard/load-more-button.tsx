import { Button, Center } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Ver mais': shown while current_page differs from last_page (spec section 4). */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: LoadMoreButtonProps) {
  const { t } = useTranslation('dashboard');
  if (!hasMore) return null;
  return (
    <Center mt="6">
      <Button variant="outline" onClick={onLoadMore} loading={loading} loadingText={t('loadMore')}>
        {t('loadMore')}
      </Button>
    </Center>
  );
}
