// The one route table of the product (spec section 2) and lookups over it.
import { MENU_GROUPS } from './menu-groups';
import { CLOUD_ROUTES, LITE_ROUTES, OUT_ROUTES } from './routes-cloud';
import { SETTINGS_ROUTES } from './routes-settings';
import { WORK_ROUTES } from './routes-work';
import type { Crumb, MenuGroupKey, RouteDef } from './types';

/** Every page of the product; the catch-all '*' comes last. */
export const ROUTES: readonly RouteDef[] = [...WORK_ROUTES, ...SETTINGS_ROUTES, ...CLOUD_ROUTES, ...LITE_ROUTES, ...OUT_ROUTES];

/** The Chinese title of the catch-all page. */
export const NOT_FOUND_TITLE = '您访问的页面丢失了';

const BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.path, r]));
const BY_KEY: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.key, r]));

// Parameterised routes, most specific (most static segments) first, as React Router ranks them.
const PATTERNS = ROUTES.filter((r) => r.path.includes(':'))
  .map((r) => ({ route: r, segments: r.path.split('/').slice(1) }))
  .sort((a, b) => staticCount(b.segments) - staticCount(a.segments));

function staticCount(segments: string[]): number {
  return segments.filter((s) => !s.startsWith(':')).length;
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

/** The route an address (or a route pattern) belongs to, with its parameters; undefined when none. */
export function matchRoute(path: string): { route: RouteDef; params: Record<string, string> } | undefined {
  const clean = normalise(path);
  const exact = BY_PATH.get(clean);
  if (exact && exact.path !== '*') return { route: exact, params: {} };
  const parts = clean.split('/').slice(1);
  for (const { route, segments } of PATTERNS) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = segments.every((seg, i) => {
      const part = parts[i] ?? '';
      if (!seg.startsWith(':')) return seg === part;
      const name = seg.slice(1);
      const pattern = route.params?.[name];
      if (part === '' || (pattern !== undefined && !new RegExp(pattern).test(part))) return false;
      params[name] = decodeURIComponent(part);
      return true;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

/** The route of an address such as '/resume/detail/12?sys=1'; undefined for unknown addresses. */
export function routeByPath(path: string): RouteDef | undefined {
  return matchRoute(path)?.route;
}

/** The route with this key. */
export function routeByKey(key: string): RouteDef | undefined {
  return BY_KEY.get(key);
}

function groupTrail(key: MenuGroupKey): Crumb[] {
  const group = MENU_GROUPS[key];
  return [...(group.parent ? groupTrail(group.parent) : []), { title: group.title }];
}

/** The breadcrumb of an address: menu groups, then parent pages (with links), then the page itself. */
export function breadcrumbFor(path: string): Crumb[] {
  const route = routeByPath(path);
  if (!route) return [];
  const chain: RouteDef[] = [route];
  for (let parent = route.parent; parent !== undefined && chain.length < 10; ) {
    const up = BY_PATH.get(parent);
    if (!up) break;
    chain.unshift(up);
    parent = up.parent;
  }
  const top = chain[0]!.menu?.group;
  const groups = top === undefined || top === 'top' ? [] : groupTrail(top);
  const pages = chain.map((r, i): Crumb => (i < chain.length - 1 && !r.path.includes(':') ? { title: r.title, path: r.redirect ?? r.path } : { title: r.title }));
  return [...groups, ...pages];
}
