import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import type { SupplementTeaser, SupplementTopics } from '@/types/catalogue';

export async function getSupplementTopics(slug: string): Promise<SupplementTopics> {
  return api.get<SupplementTopics>(`supplement-topics/supplement/slug/${encodeURIComponent(slug)}`);
}

/** A supplement and its topics; a paid supplement answers 403 premium_required to non-premium readers. */
export function useSupplementTopics(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['supplement-topics', slug, i18n.resolvedLanguage], queryFn: () => getSupplementTopics(slug) });
}

export async function getSupplementTeaser(slug: string): Promise<SupplementTeaser> {
  return api.get<SupplementTeaser>(`supplement-topics/supplement/slug/${encodeURIComponent(slug)}/teaser`);
}

/** The teaser of a supplement whose topics the reader may not open (asked for only then). */
export function useSupplementTeaser(slug: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['supplement-teaser', slug, i18n.resolvedLanguage], queryFn: () => getSupplementTeaser(slug), enabled });
}
