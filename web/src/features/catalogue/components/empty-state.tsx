import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
}

/** A quiet panel for lists with nothing to show. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="12" px="4" borderWidth="1px" borderStyle="dashed" borderColor="teal.muted" borderRadius="lg" bg="bg.panel">
      <Text fontWeight="semibold" fontSize="lg" color="teal.ink">
        {title}
      </Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      {action}
    </Stack>
  );
}
