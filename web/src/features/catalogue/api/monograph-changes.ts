import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/api/topics';

/**
 * GET supplement-topics/supplement/slug/{slug}/changes: the monograph's review, its last update and
 * what changed (since the reader's last reading, or the latest). Under the supplement's topics key,
 * so a dashboard write that refreshes the topics refreshes this too.
 */
export function useMonographChanges(supplementSlug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...topicKeys.ofSupplement(supplementSlug), 'changes', i18n.resolvedLanguage],
    queryFn: () => api.get('/supplement-topics/supplement/slug/:slug/changes', { params: { slug: supplementSlug } }),
  });
}
