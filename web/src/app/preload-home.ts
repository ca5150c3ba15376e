import { i18n } from '@/lib/i18n';

/**
 * The chunks and message files of a role's first screen, fetched together as soon as the role is
 * known (the user loaded after a login, or a restored session on an auth page). Left to rendering,
 * each lazy screen and each message file is requested only once the one before it has rendered:
 * /app's check, the layout, the screen, then their namespaces, one after another (docs/performance.md,
 * "Dashboard after login"). Same specifiers as router.tsx, so the same chunks.
 */
export function preloadHome(role: string): void {
  const loads: Promise<unknown>[] = [import('./routes/app/verify')];
  if (role === 'admin') {
    loads.push(import('./layouts/dashboard-layout'), import('./routes/dashboard/categories'), i18n.loadNamespaces(['dashboard', 'dashboard-categories']));
  } else {
    loads.push(import('./layouts/app-layout'), import('./routes/app/categories'), i18n.loadNamespaces(['catalogue', 'banners']));
  }
  // A failed preload costs nothing: the route loads (and reports) the same chunk when it renders.
  void Promise.allSettled(loads);
}
