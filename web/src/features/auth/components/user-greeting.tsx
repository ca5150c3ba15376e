import { Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { firstName, useCurrentUser } from '../api/get-user';

/**
 * On phones the greeting takes a line of its own under the brand, bell and 'Sair' (the top bar
 * wraps), so the first name is read whole from 320 px up; from 480 px it sits on the bar's line,
 * cut with an ellipsis only past 20rem.
 */
const placement = {
  order: { base: 1, sm: 0 },
  flexBasis: { base: 'full', sm: 'auto' },
} as const;

/** "Olá, {first name}"; a fixed-size skeleton keeps the bar still while the user loads. */
export function UserGreeting() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  if (current.status !== 'ready') return <Skeleton h="5" w="28" maxW="28" aria-hidden="true" {...placement} />;
  return (
    <Text
      fontWeight="semibold"
      color="teal.ink"
      fontSize={{ base: 'sm', sm: 'md' }}
      overflowWrap="anywhere"
      whiteSpace={{ sm: 'nowrap' }}
      overflow={{ sm: 'hidden' }}
      textOverflow={{ sm: 'ellipsis' }}
      maxW={{ sm: 'xs' }}
      {...placement}
    >
      {t('user.greeting', { name: firstName(current.user.name) })}
    </Text>
  );
}
