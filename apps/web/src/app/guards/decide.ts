// Where a visit may go (spec sections 2, 4 and 6), as a pure function of the route, the
// address and the session, so the rules are tested without rendering anything.
import { HOME_PATH, homePathFor, LIMIT_PATH, routePermitted } from '../../lib/landing';
import type { LandingUser, WorkCounts } from '../../lib/landing';
import { isLiteRole } from '../../lib/session';
import type { SysType } from '../../lib/session';
import { ROUTES } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { currentTarget, loginUrl } from '../../lib/target';

export type GuardInput = {
  route: AppRoute;
  /** pathname + search + hash of the visit. */
  address: string;
  token: string | null;
  /** null while the account is loading. */
  user: LandingUser | null;
  sysType: SysType;
  /** Whether the user may work in the route's own sys mode (routes limited to 社招 or 校招). */
  routeSysOpen?: boolean;
  routes?: readonly AppRoute[];
  /**
   * The lite menu's waiting work, for where a lite user lands; 'loading' while it is asked for
   * (the landing then waits), absent when not known (he lands on his first menu page).
   */
  work?: WorkCounts | 'loading';
};

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  | { type: 'redirect'; to: string }
  /** A page of the other recruiting mode: the user is asked whether to switch to `sys`, never switched silently. */
  | { type: 'otherSys'; sys: SysType };

const allow: GuardDecision = { type: 'allow' };

/** The address with `sys` set to the mode: what a link into that mode carries. */
export function withSys(address: string, sysType: SysType): string {
  const url = new URL(address, 'http://x');
  url.searchParams.set('sys', String(sysType));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the visit sends a 用人经理 or 前台 to his landing page (so the landing needs his waiting work). */
export function landsLiteUser(route: AppRoute, user: LandingUser): boolean {
  return isLiteRole(user.roleType) && (route.area !== 'lite' || route.redirect !== undefined);
}

export function decideGuard({ route, address, token, user, sysType, routeSysOpen = true, routes = ROUTES, work }: GuardInput): GuardDecision {
  if (!route.auth) return allow;
  if (!token) return { type: 'redirect', to: loginUrl(currentTarget(new URL(address, window.location.origin).href)) };
  if (!user) return { type: 'wait' };

  const lite = isLiteRole(user.roleType);
  // 用人经理 and 前台 work only in /lite; /lite itself opens their first page with work there.
  if (landsLiteUser(route, user)) return work === 'loading' ? { type: 'wait' } : { type: 'redirect', to: homePathFor(user, sysType, routes, work) };
  if (!lite && route.area === 'lite') return { type: 'redirect', to: HOME_PATH };
  // A page of the other recruiting mode: the mode changes only when the user asks (the page offers
  // the switch), else opening it would quietly move the whole app there; off limits without that mode.
  if (route.sys !== undefined && route.sys !== sysType) {
    return routeSysOpen ? { type: 'otherSys', sys: route.sys } : { type: 'redirect', to: LIMIT_PATH };
  }
  if (!routePermitted(route, user, sysType)) return { type: 'redirect', to: LIMIT_PATH };
  return allow;
}
