import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSystem, loadLaterRecipes } from '@/app/system';
import { initI18n } from '@/lib/i18n';

/** Renders with the app's providers (Chakra, Query without retries, a memory router, i18n in pt). */
export async function renderWithProviders(ui: ReactElement, { path = '/' } = {}): Promise<RenderResult> {
  await initI18n();
  await loadLaterRecipes();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <StrictMode>
      <ChakraProvider value={getSystem()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
