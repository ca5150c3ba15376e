import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PageSpinnerProps {
  label?: string;
  minH?: string;
}

/** A centred, announced loading state for whole pages or panels. */
export function PageSpinner({ label, minH = '60vh' }: PageSpinnerProps) {
  const { t } = useTranslation();
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="teal.fg" borderWidth="3px" />
        <Text color="fg.muted">{label ?? t('loading')}</Text>
      </VStack>
    </Center>
  );
}
