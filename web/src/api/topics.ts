import type { SupplementTeaser, SupplementTopicsAnswer, TopicWithSupplement } from '@contract/topics-answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/**
 * Query keys of a supplement's topics. The reading language is appended by the queries, so
 * `ofSupplement(slug)` alone, as a prefix, reaches every language's copy (what a dashboard write
 * invalidates: the catalogue's copy is refreshed as well).
 */
export const topicKeys = {
  ofSupplement: (supplementSlug: string) => ['supplement-topics', supplementSlug] as const,
  teaser: (supplementSlug: string, language: string | undefined) => ['supplement-teaser', supplementSlug, language] as const,
  detail: (topicSlug: string) => ['supplement-topic', topicSlug] as const,
};

/** GET supplement-topics/supplement/slug/{slug}: the supplement, its graded indications and its topics by order. */
export function getSupplementTopics(supplementSlug: string): Promise<SupplementTopicsAnswer> {
  return api.get('/supplement-topics/supplement/slug/:slug', { params: { slug: supplementSlug } });
}

/** GET supplement-topics/supplement/slug/{slug}/teaser: what a locked supplement page shows. */
export function getSupplementTeaser(supplementSlug: string): Promise<SupplementTeaser> {
  return api.get('/supplement-topics/supplement/slug/:slug/teaser', { params: { slug: supplementSlug } });
}

/** GET supplement-topics/slug/{slug}: one topic with its supplement (admins read paid ones too). */
export async function getTopic(topicSlug: string): Promise<TopicWithSupplement> {
  return (await api.get('/supplement-topics/slug/:slug', { params: { slug: topicSlug } })).item;
}

/** A supplement and its topics; a paid supplement answers 403 premium_required to readers without premium. */
export function useSupplementTopics(supplementSlug: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: [...topicKeys.ofSupplement(supplementSlug), i18n.resolvedLanguage], queryFn: () => getSupplementTopics(supplementSlug) });
}

/** The teaser of a supplement whose topics the reader may not open (asked for only then). */
export function useSupplementTeaser(supplementSlug: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: topicKeys.teaser(supplementSlug, i18n.resolvedLanguage), queryFn: () => getSupplementTeaser(supplementSlug), enabled });
}

/** One topic for the editor, always fresh: the form must start from what is stored now, not from a minute-old copy. */
export function useTopic(topicSlug: string) {
  return useQuery({ queryKey: topicKeys.detail(topicSlug), queryFn: () => getTopic(topicSlug), staleTime: 0, gcTime: 0 });
}
