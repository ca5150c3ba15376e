import { Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/offline-copies';
import { useSaveAllFavourites, useSavedMonographs, type SaveAllState } from '../api/offline-reading';

/** What is saved on this device: count and size. */
function SavedSummary() {
  const { t, i18n } = useTranslation('catalogue');
  const saved = useSavedMonographs();
  if (saved.isPending) return <Text color="fg.muted">{t('offline.checking')}</Text>;
  const monographs = saved.data ?? [];
  if (monographs.length === 0) return <Text>{t('offline.noneSaved')}</Text>;
  const bytes = monographs.reduce((sum, monograph) => sum + monograph.bytes, 0);
  return <Text>{t('offline.saved', { count: monographs.length, size: formatBytes(bytes, i18n.resolvedLanguage) })}</Text>;
}

function saveAllMessage(state: SaveAllState, t: TFunction<'catalogue'>): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'listing':
      return t('offline.listing');
    case 'saving':
      return t('offline.saving', { done: state.done, total: state.total });
    case 'done': {
      if (state.total === 0) return t('offline.noFavourites');
      const saved = t('offline.done', { done: state.done - state.failed, total: state.total });
      return state.failed > 0 ? `${saved} ${t('offline.someFailed', { count: state.failed })}` : saved;
    }
    case 'failed':
      return t('offline.failed');
    case 'unsupported':
      return t('offline.unsupported');
  }
}

/** 'Salvar todos os favoritos para ler offline', with its progress (n of m); the summary above shows the size once done. */
function SaveAllFavourites({ canReadPaid }: { canReadPaid: boolean }) {
  const { t } = useTranslation('catalogue');
  const { state, start } = useSaveAllFavourites(canReadPaid);
  const busy = state.phase === 'listing' || state.phase === 'saving';
  const message = saveAllMessage(state, t);
  return (
    <Stack gap="3" align="flex-start">
      <Button colorPalette="teal" size="sm" onClick={() => void start()} loading={busy} loadingText={t('offline.saveAll')}>
        {t('offline.saveAll')}
      </Button>
      {state.phase === 'saving' && state.total > 0 ? (
        <Progress.Root value={state.done} max={state.total} size="sm" colorPalette="teal" w="full" maxW="md">
          <Progress.Track aria-label={t('offline.progressLabel')} aria-valuetext={`${state.done} / ${state.total}`} borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <Text role="status" aria-live="polite" fontSize="sm" color={state.phase === 'failed' ? 'fg.error' : 'fg'}>
        {message}
      </Text>
    </Stack>
  );
}

/**
 * The favourites screen's 'Leitura offline': what this device holds, the automatic rule, and for a
 * reader with paid access the button that saves every favourite. A free reader's paid favourites are
 * never saved (the server refuses them; they are not even asked for).
 */
export function OfflineReadingPanel({ canReadPaid }: { canReadPaid: boolean }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="teal.muted" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '5' }} mb="6" className="no-print">
      <Heading as="h2" id={headingId} size="md" color="teal.ink" mb="2">
        {t('offline.heading')}
      </Heading>
      <Stack gap="3" fontSize="sm">
        <SavedSummary />
        <Text color="fg.muted">
          {t('offline.automatic')} {canReadPaid ? null : t('offline.freeRule')}
        </Text>
        {canReadPaid ? <SaveAllFavourites canReadPaid={canReadPaid} /> : null}
      </Stack>
    </Box>
  );
}
