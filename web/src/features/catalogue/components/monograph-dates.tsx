import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { useMonographChanges } from '../api/monograph-changes';

/**
 * 'Revisado em {data} por {nome}' and 'Atualizado em {data}' of a monograph (docs/decisions/catalogue-and-content.md,
 * "Review and change"): on the page and on paper. A failed load shows nothing here; the page's
 * 'O que mudou' says it and offers to try again.
 */
export function MonographDates({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const changes = useMonographChanges(slug);
  if (changes.isPending) return <Skeleton h="4" w="18rem" maxW="full" mb="4" className="no-print" aria-hidden="true" />;
  if (changes.isError) return null;
  const { reviewed, updated_at: updatedAt } = changes.data;
  const day = (iso: string) => formatDay(iso, i18n.resolvedLanguage);
  return (
    <HStack gap="1" columnGap="3" wrap="wrap" mb="4" fontSize="sm" color="fg.muted" className="monograph-dates">
      <Text>{reviewed ? t('changes.reviewed', { date: day(reviewed.at), name: reviewed.by }) : t('changes.reviewPending')}</Text>
      <Text aria-hidden="true">·</Text>
      <Text>{t('changes.updated', { date: day(updatedAt) })}</Text>
    </HStack>
  );
}
