// Where a signed-in user lands: 用人经理/前台 on their first lite page with work waiting (else
// their first lite page), everyone else at /home.
import type { Allows } from '@bole/domain';
import { hasPermission } from './permissions';
import { isLiteRole } from './session';
import type { SysType } from './session';
import { isLinkable, ROUTES } from './routes';
import type { AppRoute } from './routes';

export const HOME_PATH = '/home';
export const LIMIT_PATH = '/out/limit';
/** The lite area's entry: the guard sends a 用人经理 or 前台 on from there to his page with work. */
export const LITE_PATH = '/lite';

export type LandingUser = { roleType: number; allows: Allows };

export function routePermitted(route: AppRoute, user: LandingUser, sysType: SysType): boolean {
  return route.perm === undefined || hasPermission(user.allows, sysType, route.perm, user.roleType);
}

/** Work waiting per lite menu entry (route key -> count), from GET /api/common/lite/counts. */
export type WorkCounts = ReadonlyMap<string, number>;

const NO_WORK: WorkCounts = new Map();

/**
 * The lite page the user lands on: in menu order, the first entry with work waiting for him (8
 * resumes to screen beat an empty interview plan), else the first menu entry, then any other
 * lite page he may see.
 */
export function firstLitePath(user: LandingUser, sysType: SysType, routes: readonly AppRoute[] = ROUTES, work: WorkCounts = NO_WORK): string | null {
  // Pages every signed-in user opens (消息中心) hold no work of their own: no landing.
  const lite = routes.filter((r) => r.layout === 'lite' && !r.redirect && r.perm !== undefined && isLinkable(r) && routePermitted(r, user, sysType));
  const withMenu = lite.filter((r) => r.menu !== undefined).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  const busy = withMenu.find((r) => (work.get(r.key) ?? 0) > 0);
  return (busy ?? withMenu[0] ?? lite[0])?.path ?? null;
}

/** The landing page of the user. */
export function homePathFor(user: LandingUser, sysType: SysType, routes: readonly AppRoute[] = ROUTES, work: WorkCounts = NO_WORK): string {
  if (!isLiteRole(user.roleType)) return HOME_PATH;
  return firstLitePath(user, sysType, routes, work) ?? LIMIT_PATH;
}

/**
 * Where signing in leads when no target is asked for: a lite user to /lite, whose guard knows his
 * waiting work and picks the page from it; everyone else to his landing page.
 */
export function signInPath(user: LandingUser, sysType: SysType): string {
  return isLiteRole(user.roleType) ? LITE_PATH : homePathFor(user, sysType);
}
