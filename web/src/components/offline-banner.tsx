import { Box, Container } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A small file the service worker never answers from its cache: reaching it proves a connection. */
const PROBE_URL = '/robots.txt';
const RECHECK_MS = 15_000;

async function reachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether the app can reach the network. `navigator.onLine` alone says yes on a network without
 * internet (and after a reload under emulation): a request to an address the service worker does not
 * answer settles it, again on every online/offline event and every 15 s while offline.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      const now = await reachable();
      if (cancelled) return;
      setOnline(now);
      if (!now) timer = setTimeout(() => void check(), RECHECK_MS);
    };
    const onChange = () => void check();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, []);
  return online;
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
