import { i18n } from '@/lib/i18n';
import { preloadRoute } from './router';

/** Where /app sends each role (routes/app/verify.tsx) and the message files of that first screen. */
const HOME = {
  admin: { path: '/dashboard', namespaces: ['dashboard', 'dashboard-categories'] },
  other: { path: '/app/categorias', namespaces: ['catalogue', 'banners'] },
};

/**
 * The chunks and message files of a role's first screen, fetched together as soon as the role is
 * known (the user loaded after a login, or a restored session on an auth page). Left to rendering,
 * each is requested only once the one before it has rendered: /app's check, the layout, the
 * screen, then the namespaces the screen asks for (docs/performance.md, "Dashboard after login").
 */
export function preloadHome(role: string): void {
  const home = role === 'admin' ? HOME.admin : HOME.other;
  // A failed preload costs nothing: the route loads (and reports) the same chunk when it renders.
  void Promise.allSettled([preloadRoute('/app'), preloadRoute(home.path), i18n.loadNamespaces(home.namespaces)]);
}
