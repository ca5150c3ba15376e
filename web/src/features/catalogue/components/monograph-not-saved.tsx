import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { useSavedMonographs } from '../api/offline-reading';

/**
 * A monograph that could not be reached (no connection) and was not saved on this device: says so,
 * and lists the monographs that are, instead of a skeleton and then a load error.
 */
export function MonographNotSaved({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  const saved = useSavedMonographs();
  const listId = useId();
  const monographs = saved.data ?? [];
  return (
    <Stack gap="4">
      <PageHeading title={t('offline.notSavedTitle')} />
      <Text role="status" mt="-4">
        {t('offline.notSavedText')}
      </Text>
      <Box>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Box>
      <Box as="section" aria-labelledby={listId} borderWidth="1px" borderColor="teal.muted" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id={listId} size="md" color="teal.ink" mb="3">
          {t('offline.available')}
        </Heading>
        {saved.isPending ? (
          <Text color="fg.muted">{t('offline.checking')}</Text>
        ) : monographs.length === 0 ? (
          <Text color="fg.muted">{t('offline.availableNone')}</Text>
        ) : (
          <List.Root aria-labelledby={listId} gap="2" ps="5">
            {monographs.map((monograph) => (
              <List.Item key={monograph.slug}>
                <Link asChild color="teal.ink" fontWeight="medium">
                  <RouterLink to={`/app/suplementos/topicos/${encodeURIComponent(monograph.slug)}`}>{monograph.name}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
