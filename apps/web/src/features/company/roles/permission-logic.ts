// The rules of the permission checkboxes, free of React: which codes a role may hold, the
// state of a group's check-all box and what checking it does.
import { mayGrant, RoleType, type Grantor, type PermissionCatalog, type PermissionGroupView } from '@bole/domain';

/** The two permission sets of a role: 社招 (socialCodes) and 校招 (campusCodes). */
export type SysKey = 'social' | 'campus';
export type Grants = Record<SysKey, number[]>;
export type PermissionItem = PermissionGroupView['items'][number];

export const SYS_KEYS: readonly SysKey[] = ['social', 'campus'];

/** Manager-only codes need a role of type 1 (管理员). */
export function isGrantable(item: PermissionItem, roleType: number): boolean {
  return roleType === RoleType.Admin || !item.managerOnly;
}

/**
 * Whether the user may tick or clear this code on a role: the role's type may hold it, and
 * the user may grant it (he holds it; 资产与套餐 and 第三方对接 only the super administrator).
 * Without a grantor only the role type counts (the server checks the rest anyway).
 */
export function isChangeable(item: PermissionItem, roleType: number, grantor?: Grantor): boolean {
  return isGrantable(item, roleType) && (!grantor || mayGrant(grantor, item.code));
}

export type GroupCheckState = { checked: boolean; indeterminate: boolean; selected: number; total: number };

/** The check-all box of a group, counted over the codes of this role the user may change. */
export function groupCheckState(group: PermissionGroupView, selected: ReadonlySet<number>, roleType: number, grantor?: Grantor): GroupCheckState {
  const grantable = group.items.filter((item) => isChangeable(item, roleType, grantor));
  const count = grantable.filter((item) => selected.has(item.code)).length;
  return { checked: grantable.length > 0 && count === grantable.length, indeterminate: count > 0 && count < grantable.length, selected: count, total: grantable.length };
}

const ascending = (codes: Iterable<number>) => [...new Set(codes)].sort((a, b) => a - b);

/** Checks or clears every code of the group the user may change on the role; other codes stay. */
export function toggleGroup(selected: readonly number[], group: PermissionGroupView, checked: boolean, roleType: number, grantor?: Grantor): number[] {
  const set = new Set(selected);
  for (const item of group.items) {
    if (!isChangeable(item, roleType, grantor)) continue;
    if (checked) set.add(item.code);
    else set.delete(item.code);
  }
  return ascending(set);
}

/** Checks or clears one code. */
export function toggleCode(selected: readonly number[], code: number, checked: boolean): number[] {
  const set = new Set(selected);
  if (checked) set.add(code);
  else set.delete(code);
  return ascending(set);
}

/** Same codes, whatever the order. */
export function sameCodes(a: readonly number[], b: readonly number[]): boolean {
  const left = ascending(a);
  const right = ascending(b);
  return left.length === right.length && left.every((code, i) => code === right[i]);
}

/** How many of the mode's catalogue codes are checked. */
export function countChecked(groups: readonly PermissionGroupView[], selected: readonly number[]): number {
  const set = new Set(selected);
  return groups.reduce((sum, g) => sum + g.items.filter((item) => set.has(item.code)).length, 0);
}

/**
 * The codes of `grants` that a role of `roleType` may hold in each mode and the user may
 * grant, e.g. when a new role copies the permissions of another one.
 */
export function grantableSubset(catalog: PermissionCatalog, grants: Grants, roleType: number, grantors: Partial<Record<SysKey, Grantor>> = {}): Grants {
  const pick = (sys: SysKey) => {
    const allowed = new Set(catalog[sys].flatMap((g) => g.items.filter((item) => isChangeable(item, roleType, grantors[sys])).map((item) => item.code)));
    return ascending(grants[sys].filter((code) => allowed.has(code)));
  };
  return { social: pick('social'), campus: pick('campus') };
}
