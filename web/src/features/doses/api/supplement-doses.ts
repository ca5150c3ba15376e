import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET supplements/slug/{slug}/doses: the monograph's doses by population and its forms' chemistry (public reference values). */
export function useSupplementDoses(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['doses', 'supplement', slug, i18n.resolvedLanguage] as const,
    queryFn: () => api.get('/supplements/slug/:slug/doses', { params: { slug } }),
  });
}
