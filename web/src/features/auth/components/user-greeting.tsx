import { Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { firstName, useCurrentUser } from '../api/get-user';

/** "Olá, {first name}"; a fixed-size skeleton keeps the bar still while the user loads. */
export function UserGreeting() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  if (current.status !== 'ready') return <Skeleton h="5" w="28" aria-hidden="true" />;
  return (
    <Text fontWeight="semibold" color="teal.ink" truncate maxW={{ base: '40', md: 'xs' }}>
      {t('user.greeting', { name: firstName(current.user.name) })}
    </Text>
  );
}
