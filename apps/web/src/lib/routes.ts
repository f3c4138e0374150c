// The web side of the one route table (`ROUTES` of @bole/domain): its types and the hook
// that tells a page which entry it is rendering.
import { useMatches } from 'react-router';
import { ROUTES } from '@bole/domain';
import type { RouteDef, RouteLayout } from '@bole/domain';

export type AppRoute = RouteDef;
export type { RouteLayout };

/** What the router keeps on every matched page route. */
export type RouteHandle = { route: AppRoute };

/** Props every area page module receives: the route table entry being shown. */
export type AreaPageProps = { route: AppRoute };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route table entry of the deepest matched route, if the page is in the table. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

/** Route table entries that a link can point at (no `:param` segments). */
export function isLinkable(route: AppRoute): boolean {
  return !route.path.includes(':') && !route.path.includes('*');
}

export { ROUTES };
