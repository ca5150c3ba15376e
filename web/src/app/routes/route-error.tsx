import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown when a screen fails to render or its chunk fails to load (e.g. after a new deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" px="4">
      <VStack gap="3" textAlign="center" maxW="md" role="alert">
        <Heading as="h1" size="xl">
          {t('routeError.title')}
        </Heading>
        <Text color="fg.muted">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </VStack>
    </Center>
  );
}

interface BoundaryState {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[router] a screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
