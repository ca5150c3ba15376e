import type { WebBanner } from '@contract/banners-answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { logUnexpected } from '@/lib/log-unexpected';

export type { WebBanner };


export async function getWebBanners(): Promise<WebBanner[]> {
  return (await api.get('/banners/web')).items;
}

/**
 * The web banners of the reader's language and audience. Spec section 8: a failure is silent
 * (logged only); the slots just stay empty.
 */
export function useWebBanners(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['banners', 'web', i18n.resolvedLanguage],
    queryFn: async () => {
      try {
        return await getWebBanners();
      } catch (error) {
        logUnexpected('banners', 'could not load the web banners', error);
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
