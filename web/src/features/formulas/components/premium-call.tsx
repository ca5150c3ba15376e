import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/icons';

/** What a user without premium meets instead of the formulas: what the builder does, and the way to the plans. */
export function PremiumCall({ onSeePlans }: { onSeePlans: () => void }) {
  const { t } = useTranslation('formulas');
  return (
    <Stack align="start" gap="3" p={{ base: '4', md: '6' }} bg="teal.wash" borderRadius="lg" maxW="48rem">
      <LockIcon color="orange.ink" aria-hidden="true" />
      <Text fontWeight="semibold" fontSize="lg" color="teal.ink">
        {t('premium.title')}
      </Text>
      <Text>{t('premium.text')}</Text>
      <Button onClick={onSeePlans} aria-haspopup="dialog">
        {t('premium.seePlans')}
      </Button>
    </Stack>
  );
}
