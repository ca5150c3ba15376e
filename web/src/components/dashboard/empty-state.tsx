import { Center, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '@/components/icons';

interface EmptyStateProps {
  /** Defaults to spec section 2's 'Nada encontrado'. */
  title?: string;
  /** Defaults to 'Cadastre o seu primeiro item'; '' shows none. */
  text?: string;
}

/** What a list shows when it has nothing (spec section 2). */
export function EmptyState({ title, text }: EmptyStateProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Center py="16" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="lg" bg="bg.panel">
      <VStack gap="2" textAlign="center">
        <InboxIcon width="10" height="10" color="fg.subtle" />
        <Text fontWeight="semibold" fontSize="lg">
          {title ?? t('empty.title')}
        </Text>
        {text !== '' && <Text color="fg.muted">{text ?? t('empty.text')}</Text>}
      </VStack>
    </Center>
  );
}
