import { Badge, Box, Button, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { ItemActions } from '@/components/dashboard/item-actions';
import type { SupplementCard as Supplement } from '@contract/supplements-answers';

interface SupplementCardProps {
  supplement: Supplement;
  /** Never reviewed, or last reviewed more than 12 months ago ('Revisão pendente'). */
  reviewDue: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMarkReviewed: () => void;
  reviewing: boolean;
}

/**
 * Name, 'Atualizado em' and 'Revisado em … por …' (or 'Nunca revisado'), flagged when the review is
 * due; 'Marcar como revisado' records the whole monograph's review. The card opens the supplement's topics.
 */
export function SupplementCard({ supplement, reviewDue, onEdit, onDelete, onMarkReviewed, reviewing }: SupplementCardProps) {
  const { t } = useTranslation('dashboard-supplements');
  return (
    <LinkBox as="li" borderWidth="1px" borderRadius="lg" bg="bg.panel" p="4" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s">
      <Stack direction="row" align="flex-start" gap="2">
        <Box flex="1" minW="0">
          <LinkOverlay asChild fontWeight="semibold" lineClamp={2}>
            <RouterLink to={`/dashboard/suplementos/${supplement.slug}`}>{supplement.name}</RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('card.updatedAt', { date: formatDate(supplement.updated_at) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {supplement.reviewed_at ? t('card.reviewed', { date: formatDate(supplement.reviewed_at), name: supplement.reviewed_by ?? '' }) : t('card.neverReviewed')}
          </Text>
          {reviewDue && (
            <Badge colorPalette="orange" mt="1">
              {t('card.reviewDue')}
            </Badge>
          )}
        </Box>
        <Box position="relative" zIndex="1">
          <ItemActions name={supplement.name} onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Stack>
      <Box position="relative" zIndex="1" mt="2">
        <Button size="xs" variant="outline" loading={reviewing} onClick={onMarkReviewed} aria-label={t('card.markReviewedOf', { name: supplement.name })}>
          {t('card.markReviewed')}
        </Button>
      </Box>
    </LinkBox>
  );
}
