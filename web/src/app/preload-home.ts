import type { QueryClient } from '@tanstack/react-query';
import { isUserQueryKey, type User } from '@/features/auth/api/get-user';
import { AUTH_PATHS } from './auth-paths';

/**
 * The route table's preloader, given by router.tsx (`registerRoutePreloader`): the router renders the
 * shell that calls this file, so importing the router here would be an import cycle.
 */
let preloadRoute: (pathname: string) => Promise<unknown> = () => Promise.resolve();

export function registerRoutePreloader(preload: (pathname: string) => Promise<unknown>): void {
  preloadRoute = preload;
}

/** Where /app sends each role (routes/app/verify.tsx). */
const HOME = { admin: '/dashboard', other: '/app/categorias' };

/** The answer a role's home shows first (prefetch-first-answer.ts). */
function prefetchFirstAnswer(role: string, queryClient: QueryClient): Promise<void> {
  return import('./prefetch-first-answer').then(({ prefetchHomeAnswer }) => prefetchHomeAnswer(role, queryClient));
}

/**
 * The chunks and message files of a role's first screen (each route's `lazyNamed` brings both), and
 * the answer it shows first, fetched together as soon as the role is known. Left to rendering,
 * each is requested only once the one before it has rendered: /app's check, the layout, the screen,
 * then the screen's answer (docs/performance.md, "Dashboard after login").
 */
function preloadHome(role: string, queryClient: QueryClient): void {
  // A failed preload costs nothing: the route loads (and reports) the same chunk when it renders,
  // and the screen asks again for an answer that failed. The answer's few modules are asked first,
  // ahead of the screens' forty-odd chunks on the browser's six connections.
  void Promise.allSettled([prefetchFirstAnswer(role, queryClient), preloadRoute('/app'), preloadRoute(role === 'admin' ? HOME.admin : HOME.other)]);
}

/**
 * Preloads the home of a user whose answer arrives where they are about to be sent home (after a
 * login or a registration, a restored session on an auth page, /app's check): at the answer itself,
 * not after the deferred render that shows it (`useCurrentUser`), a few hundred milliseconds later.
 * `currentPath` tells where the router is. Returns the unsubscribe.
 */
export function preloadHomeWhenUserLoads(queryClient: QueryClient, currentPath: () => string): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isUserQueryKey(event.query.queryKey)) return;
    const pathname = currentPath();
    if (!AUTH_PATHS.has(pathname) && pathname !== '/app') return;
    preloadHome((event.query.state.data as User).role.slug, queryClient);
  });
}
