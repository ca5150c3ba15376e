import { Box, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { ItemActions } from '@/components/dashboard/item-actions';
import type { SupplementCard as Supplement } from '@contract/supplements-answers';

interface SupplementCardProps {
  supplement: Supplement;
  onEdit: () => void;
  onDelete: () => void;
}

/** Name and 'Atualizado em' DD/MM/YYYY; the card opens the supplement's topics. */
export function SupplementCard({ supplement, onEdit, onDelete }: SupplementCardProps) {
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
        </Box>
        <Box position="relative" zIndex="1">
          <ItemActions name={supplement.name} onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Stack>
    </LinkBox>
  );
}
