import { Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { firstName, useCurrentUser } from '../api/get-user';

/** Below 360 px the top bar has room for the brand, the bell and 'Sair' only (a 320 px phone). */
const hiddenOnNarrowScreen = { '@media screen and (max-width: 359.98px)': { display: 'none' } };

/**
 * "Olá, {first name}"; a fixed-size skeleton keeps the bar still while the user loads. Left out on
 * the narrowest screens, where it would shrink to its first letter.
 */
export function UserGreeting() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  if (current.status !== 'ready') return <Skeleton h="5" w="28" aria-hidden="true" css={hiddenOnNarrowScreen} />;
  return (
    <Text fontWeight="semibold" color="teal.ink" truncate maxW={{ base: '40', md: 'xs' }} css={hiddenOnNarrowScreen}>
      {t('user.greeting', { name: firstName(current.user.name) })}
    </Text>
  );
}
