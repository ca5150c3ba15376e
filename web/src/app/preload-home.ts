import { preloadRoute } from './router';

/** Where /app sends each role (routes/app/verify.tsx). */
const HOME = { admin: '/dashboard', other: '/app/categorias' };

/**
 * The chunks and message files of a role's first screen (each route's `lazyNamed` brings both),
 * fetched together as soon as the role is known (the user loaded after a login, or a restored
 * session on an auth page). Left to rendering, each is requested only once the one before it has
 * rendered: /app's check, the layout, the screen (docs/performance.md, "Dashboard after login").
 */
export function preloadHome(role: string): void {
  // A failed preload costs nothing: the route loads (and reports) the same chunk when it renders.
  void Promise.allSettled([preloadRoute('/app'), preloadRoute(role === 'admin' ? HOME.admin : HOME.other)]);
}
