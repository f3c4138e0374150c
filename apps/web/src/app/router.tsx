// The router, built from the one route table: per layout a guarded layout route, per entry a
// page (or a redirect), and the catch-all lost page.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/routes';
import type { AppRoute, RouteHandle, RouteLayout } from '../lib/routes';
import { AreaOutlet } from './AreaOutlet';
import { chunkScopeOf, pageFor } from './areas';
import { LayoutGate } from './guards/LayoutGate';
import { NotFoundPage } from './NotFoundPage';
import { RedirectTo } from './RedirectTo';
import { RootShell } from './RootShell';
import { RouteErrorPage } from './RouteErrorPage';

const LAYOUT_ORDER: RouteLayout[] = ['main', 'lite', 'standalone', 'public'];

function pageRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return {
    path: route.path,
    handle,
    element: route.redirect ? <RedirectTo to={route.redirect} /> : <AreaOutlet route={route} page={pageFor(route)} scope={chunkScopeOf(route)} />,
  };
}

/** The route objects of the table (exported for tests that mount them in a memory router). */
export function buildRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  const pages = routes.filter((r) => r.path !== '*');
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [
        ...LAYOUT_ORDER.map((layout) => ({
          element: <LayoutGate layout={layout} />,
          children: pages.filter((r) => r.layout === layout).map(pageRoute),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
