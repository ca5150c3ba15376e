import { Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { firstName, useCurrentUser } from '../api/get-user';

/** Below this width the top bar has room for the brand, the bell and 'Sair' only (a 320 px phone). */
const narrowScreen = '@media screen and (max-width: 359.98px)';

/**
 * "Olá, {first name}"; a fixed-size skeleton keeps the bar still while the user loads. Left out on
 * the narrowest screens, where it would shrink to its first letter.
 */
export function UserGreeting() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  if (current.status !== 'ready') return <Skeleton h="5" w="28" aria-hidden="true" css={{ [narrowScreen]: { display: 'none' } }} />;
  return (
    <Text fontWeight="semibold" color="teal.ink" truncate maxW={{ base: '40', md: 'xs' }} css={{ [narrowScreen]: { display: 'none' } }}>
      {t('user.greeting', { name: firstName(current.user.name) })}
    </Text>
  );
}
