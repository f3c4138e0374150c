// The side navigation a user sees: what GET /api/common/menu answers and the web renders.
import type { MenuItem } from '../api/account';
import { hasAnyPermission } from '../permissions/catalog';
import { isLiteRoleType } from '../permissions/roles';
import { SysType } from '../permissions/sys';
import { MENU_GROUPS } from './menu-groups';
import { ROUTES } from './routes';
import type { MenuGroupKey, RouteDef } from './types';

/**
 * Who is asking: role type, recruiting mode (ignored for lite roles; 社招 when absent) and
 * the permission codes in force for that mode.
 */
export type AccessContext = { roleType: number; sysType?: SysType | null; codes: ReadonlySet<number> | readonly number[] };

/** Whether the user may open the route: login pages for all; lite roles only in /lite and others never there; mode and codes. */
export function canAccessRoute(route: RouteDef, ctx: AccessContext): boolean {
  if (!route.auth) return true;
  if (isLiteRoleType(ctx.roleType) !== (route.area === 'lite')) return false;
  const sysType = ctx.sysType ?? SysType.Social;
  if (route.sys !== undefined && !isLiteRoleType(ctx.roleType) && route.sys !== sysType) return false;
  return hasAnyPermission(ctx.codes, route.perm);
}

type Entry = { order: number; item: MenuItem };

const byOrder = (a: Entry, b: Entry) => a.order - b.order;

/** The nested menu for a user, without the entries their role, mode or codes do not allow and without empty groups. */
export function menuFor(ctx: AccessContext): MenuItem[] {
  const layout = isLiteRoleType(ctx.roleType) ? 'lite' : 'main';
  const leaves = new Map<MenuGroupKey | 'top', Entry[]>();
  for (const route of ROUTES) {
    if (!route.menu || route.layout !== layout || !canAccessRoute(route, ctx)) continue;
    const { group, order, icon, title } = route.menu;
    const item: MenuItem = { key: route.key, title: title ?? route.title, path: route.redirect ?? route.path, ...(icon ? { icon } : {}) };
    leaves.set(group, [...(leaves.get(group) ?? []), { order, item }]);
  }
  const keys = Object.keys(MENU_GROUPS) as MenuGroupKey[];
  const build = (key: MenuGroupKey): Entry | undefined => {
    const group = MENU_GROUPS[key];
    const subGroups = keys.filter((k) => MENU_GROUPS[k].parent === key).map(build);
    const children = [...(leaves.get(key) ?? []), ...subGroups.filter((e) => e !== undefined)].sort(byOrder);
    if (children.length === 0) return undefined;
    const item: MenuItem = { key: `group.${key}`, title: group.title, ...(group.icon ? { icon: group.icon } : {}), children: children.map((e) => e.item) };
    return { order: group.order, item };
  };
  const roots = keys.filter((k) => MENU_GROUPS[k].parent === undefined).map(build);
  return [...(leaves.get('top') ?? []), ...roots.filter((e) => e !== undefined)].sort(byOrder).map((e) => e.item);
}
