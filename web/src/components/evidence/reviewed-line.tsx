import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

/** 'Revisado em {date} por {name}', when an admin has marked the topic reviewed. */
export function ReviewedLine({ reviewedAt, reviewedBy }: { reviewedAt: string | null; reviewedBy: string | null }) {
  const { t } = useTranslation('evidence');
  if (!reviewedAt || !reviewedBy) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('reviewed', { date: formatDate(reviewedAt), name: reviewedBy })}
    </Text>
  );
}
