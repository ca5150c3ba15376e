import { isValidElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';

type Preloadable = { preload: () => Promise<{ default: unknown }> };
/** A route table of its own, rendered under a `path/*` route (routes/dashboard/routes.tsx). */
type NestedRoutes = { preloadRoute: (pathname: string) => Promise<unknown> };

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function';
const hasNestedRoutes = (component: unknown): component is NestedRoutes =>
  typeof component === 'function' && 'preloadRoute' in component && typeof component.preloadRoute === 'function';

/**
 * Starts loading the lazy chunks of every route element that `pathname` renders in `routes` (layout
 * and screen) at once: rendering finds them one after another, the screen only once its layout has
 * loaded and rendered. A matched element that renders a route table of its own (`dashboard/*`) goes
 * on into that table with the rest of the path, once its chunk is in.
 */
export function preloadMatches(routes: ReactNode, pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const loads = matches.map(({ route, params }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (!isPreloadable(type)) return undefined;
    return type.preload().then(({ default: component }) => (hasNestedRoutes(component) ? component.preloadRoute(`/${params['*'] ?? ''}`) : undefined));
  });
  return Promise.allSettled(loads);
}
