import { Button, Center } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: after the next page arrives the page scrolls to the bottom 100 ms later. */
export const SCROLL_AFTER_LOAD_MS = 100;

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Ver mais' (spec section 4): shown while current_page differs from last_page; appends the next page. */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreButtonProps) {
  const { t } = useTranslation('catalogue');
  if (!hasNextPage) return null;
  const loadMore = async () => {
    await fetchNextPage();
    setTimeout(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }), SCROLL_AFTER_LOAD_MS);
  };
  return (
    <Center mt="8">
      <Button variant="outline" onClick={() => void loadMore()} loading={isFetchingNextPage} loadingText={t('loadMore')}>
        {t('loadMore')}
      </Button>
    </Center>
  );
}
