import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET supplements/slug/{slug}/interactions: the monograph's section, grouped worst first (details for premium only). */
export function useSupplementInteractions(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['interactions', 'supplement', slug, i18n.resolvedLanguage] as const,
    queryFn: () => api.get('/supplements/slug/:slug/interactions', { params: { slug } }),
  });
}
