// Area -> lazily imported page module. Each area is its own chunk; a later issue replaces the
// area's `features/<area>/index.tsx` (or adds a key prefix below) and nothing else here.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteArea } from '@bole/domain';
import type { AppRoute, AreaPageProps } from '../lib/routes';

export type LazyPage = LazyExoticComponent<ComponentType<AreaPageProps>>;

const authPages: LazyPage = lazy(() => import('../features/auth'));
const companyPages: LazyPage = lazy(() => import('../features/company'));

const AREA_PAGES: Record<RouteArea, LazyPage> = {
  auth: authPages,
  home: lazy(() => import('../features/home')),
  demo: lazy(() => import('../features/demo')),
  resume: lazy(() => import('../features/resume')),
  intake: lazy(() => import('../features/intake')),
  portal: lazy(() => import('../features/portal')),
  recruit: lazy(() => import('../features/recruit')),
  interview: lazy(() => import('../features/interview')),
  job: lazy(() => import('../features/job')),
  report: lazy(() => import('../features/report')),
  more: lazy(() => import('../features/more')),
  settings: lazy(() => import('../features/settings')),
  cloud: lazy(() => import('../features/cloud')),
  lite: lazy(() => import('../features/lite')),
  out: lazy(() => import('../features/out')),
};

/**
 * Pages of an area that a separate feature folder owns, matched by route key prefix (first
 * match wins), e.g. `{ prefix: 'user.company.', page: lazy(() => import('../features/company')) }`.
 */
const FEATURE_PAGES: { prefix: string; page: LazyPage }[] = [
  // Sign-in pages that live under /out: password reset, no permission, DingTalk sign-in, relay.
  { prefix: 'out.forget', page: authPages },
  { prefix: 'out.limit', page: authPages },
  { prefix: 'out.ddauth', page: authPages },
  { prefix: 'out.loading', page: authPages },
  // 公司设置 and 角色权限 (features/company); 资产与套餐 (user.company.assets) stays with the settings area.
  ...['accounts', 'base', 'organization', 'team', 'address', 'meetingroom'].map((key) => ({ prefix: `user.company.${key}`, page: companyPages })),
  { prefix: 'user.manage.role', page: companyPages },
  { prefix: 'user.other.docking', page: lazy(() => import('../features/integrations')) },
];

/** The lazy page module that renders the route. */
export function pageFor(route: AppRoute): LazyPage {
  return FEATURE_PAGES.find((entry) => route.key.startsWith(entry.prefix))?.page ?? AREA_PAGES[route.area];
}

/** The chunk scope of the route, for the reload-once flag. */
export function chunkScopeOf(route: AppRoute): string {
  const page = pageFor(route);
  return page === authPages ? 'auth' : (FEATURE_PAGES.find((entry) => route.key.startsWith(entry.prefix))?.prefix ?? route.area);
}

/** Pages drawn without antd (the sign-in screens): no antd provider is loaded around them. */
export function isPlainPage(route: AppRoute): boolean {
  return pageFor(route) === authPages;
}
