import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** Absent or '' shows none. */
  text?: string;
  /** Above the title (the dashboard's lists show an inbox). */
  icon?: ReactNode;
  /** Below the text: a way on (a link, a retry button). */
  action?: ReactNode;
}

/** What a list shows when it has nothing (spec section 2 'Nada encontrado'), in the user area and the dashboard. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="12" px="4" borderWidth="1px" borderStyle="dashed" borderColor="teal.muted" borderRadius="lg" bg="bg.panel">
      {icon}
      <Text fontWeight="semibold" fontSize="lg" color="teal.ink">
        {title}
      </Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      {action}
    </Stack>
  );
}
