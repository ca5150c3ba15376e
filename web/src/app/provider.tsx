import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { createQueryClient } from '@/lib/query-client';
import { useToasterRequested } from '@/lib/toaster';
import { getSystem } from './system';

const AppToaster = lazy(() => import('@/components/app-toaster').then((m) => ({ default: m.AppToaster })));

function LazyToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        <LazyToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
