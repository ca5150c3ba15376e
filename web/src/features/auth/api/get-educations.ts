import type { EducationsAnswer } from '@contract/auth-answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export type Education = EducationsAnswer['items'][number];


export async function getEducations(): Promise<Education[]> {
  return (await api.get('/education')).items;
}

/** The options follow the UI language, since the API answers in the caller's locale. */
export function useEducations() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['education', i18n.resolvedLanguage], queryFn: getEducations, staleTime: Infinity });
}
