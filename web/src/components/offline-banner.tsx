import { Box, Container } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection (its own view: `navigator.onLine` and its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** 'Você está offline': shown while there is no connection, saying that what is read is what was saved. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Box bg="orange.subtle" color="fg" borderBottomWidth="1px" borderColor="orange.muted" className="no-print">
          <Container maxW="8xl" px={{ base: '4', md: '6' }} py="2" fontSize="sm" fontWeight="medium">
            {t('offline.banner')}
          </Container>
        </Box>
      )}
    </Box>
  );
}
