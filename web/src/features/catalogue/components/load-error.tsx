import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** What a list shows when it could not load (the toast has already said why). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <EmptyState
      title={t('loadFailed')}
      action={
        <Button variant="outline" size="sm" mt="2" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
