import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

interface TermsResponse {
  item: { content: string };
}

export async function getTerms(): Promise<string> {
  return (await api.get<TermsResponse>('term')).item.content;
}

export function useTerms() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['term', i18n.resolvedLanguage], queryFn: getTerms, staleTime: Infinity });
}
