import { TRANSLATION_KEYS } from '@contract/translation';
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/page-spinner';
import { ApiError } from '@/lib/api-client';
import { useStartTranslation, useTranslationStatus } from '../api/translation';

/** Content translation: where each collection stands, and 'Traduzir conteúdo' to start a run. */
export function TranslationBlock() {
  const { t } = useTranslation('dashboard-settings');
  const status = useTranslationStatus();
  const start = useStartTranslation();
  if (!status.data) return <PageSpinner minH="40" />;
  const { item, running } = status.data;
  const failure = start.error instanceof ApiError ? start.error.message : start.error ? t('translation.startFailed') : null;
  return (
    <Stack gap="4">
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(10rem, auto) 1fr' }} columnGap="4" rowGap="2" aria-live="polite" aria-busy={running}>
        {TRANSLATION_KEYS.map((key) => (
          <Fragment key={key}>
            <Box as="dt" fontWeight="medium">
              {t(`translation.collections.${key}`)}
            </Box>
            <Box as="dd" color="fg.muted" mb={{ base: '2', sm: '0' }}>
              {item[key]}
            </Box>
          </Fragment>
        ))}
      </Grid>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <Button alignSelf="flex-start" onClick={() => start.mutate()} loading={start.isPending || running} loadingText={t('translation.running')}>
        {t('translation.start')}
      </Button>
    </Stack>
  );
}
