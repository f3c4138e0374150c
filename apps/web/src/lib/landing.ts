// Where a signed-in user lands: 用人经理/前台 on their first lite page, everyone else at /home.
import type { Allows } from '@bole/domain';
import { hasPermission } from './permissions';
import { isLiteRole } from './session';
import type { SysType } from './session';
import { isLinkable, ROUTES } from './routes';
import type { AppRoute } from './routes';

export const HOME_PATH = '/home';
export const LIMIT_PATH = '/out/limit';

export type LandingUser = { roleType: number; allows: Allows };

export function routePermitted(route: AppRoute, user: LandingUser, sysType: SysType): boolean {
  return route.perm === undefined || hasPermission(user.allows, sysType, route.perm, user.roleType);
}

/** The first lite page the user may see: menu entries in menu order, then any other lite page. */
export function firstLitePath(user: LandingUser, sysType: SysType, routes: readonly AppRoute[] = ROUTES): string | null {
  const lite = routes.filter((r) => r.layout === 'lite' && !r.redirect && isLinkable(r) && routePermitted(r, user, sysType));
  const withMenu = lite.filter((r) => r.menu !== undefined).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  return (withMenu[0] ?? lite[0])?.path ?? null;
}

/** The landing page of the user. */
export function homePathFor(user: LandingUser, sysType: SysType, routes: readonly AppRoute[] = ROUTES): string {
  if (!isLiteRole(user.roleType)) return HOME_PATH;
  return firstLitePath(user, sysType, routes) ?? LIMIT_PATH;
}
