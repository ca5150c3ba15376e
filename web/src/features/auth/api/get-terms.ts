import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';


export async function getTerms(): Promise<string> {
  return (await api.get('/term')).item.content;
}

export function useTerms() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['term', i18n.resolvedLanguage], queryFn: getTerms, staleTime: Infinity });
}
