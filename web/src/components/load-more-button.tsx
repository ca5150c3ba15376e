import { Button, Center } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: after the next page arrives the page scrolls to the bottom 100 ms later. */
export const SCROLL_AFTER_LOAD_MORE_MS = 100;

interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  /** Loads the next page; the button scrolls to the bottom once it has arrived. */
  onLoadMore: () => Promise<unknown>;
}

/** 'Ver mais' (spec section 4): shown while current_page differs from last_page; appends the next page. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: LoadMoreButtonProps) {
  const { t } = useTranslation('common');
  if (!hasMore) return null;
  const loadMore = async () => {
    await onLoadMore();
    setTimeout(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }), SCROLL_AFTER_LOAD_MORE_MS);
  };
  return (
    <Center mt="8">
      <Button variant="outline" onClick={() => void loadMore()} loading={loading} loadingText={t('loadMore')}>
        {t('loadMore')}
      </Button>
    </Center>
  );
}
