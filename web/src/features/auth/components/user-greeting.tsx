import { Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { firstName, useCurrentUser } from '../api/get-user';

interface UserGreetingProps {
  /** In the phone's account menu the greeting wraps, whole; on the desktop bar it stays on one line, cut with an ellipsis only past 20rem. */
  wrap?: boolean;
}

/** "Olá, {first name}"; a fixed-size skeleton keeps the bar still while the user loads. */
export function UserGreeting({ wrap = false }: UserGreetingProps) {
  const { t } = useTranslation();
  const current = useCurrentUser();
  if (current.status !== 'ready') return <Skeleton h="5" w="28" maxW="28" aria-hidden="true" />;
  return (
    <Text
      fontWeight="semibold"
      color="teal.ink"
      overflowWrap="anywhere"
      whiteSpace={wrap ? undefined : 'nowrap'}
      overflow={wrap ? undefined : 'hidden'}
      textOverflow={wrap ? undefined : 'ellipsis'}
      maxW={wrap ? undefined : 'xs'}
    >
      {t('user.greeting', { name: firstName(current.user.name) })}
    </Text>
  );
}
