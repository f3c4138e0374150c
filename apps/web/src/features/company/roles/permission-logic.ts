// The rules of the permission checkboxes, free of React: which codes a role may hold, the
// state of a group's check-all box and what checking it does.
import { RoleType, type PermissionCatalog, type PermissionGroupView } from '@bole/domain';

/** The two permission sets of a role: 社招 (socialCodes) and 校招 (campusCodes). */
export type SysKey = 'social' | 'campus';
export type Grants = Record<SysKey, number[]>;
export type PermissionItem = PermissionGroupView['items'][number];

export const SYS_KEYS: readonly SysKey[] = ['social', 'campus'];

/** Manager-only codes need a role of type 1 (管理员). */
export function isGrantable(item: PermissionItem, roleType: number): boolean {
  return roleType === RoleType.Admin || !item.managerOnly;
}

export type GroupCheckState = { checked: boolean; indeterminate: boolean; selected: number; total: number };

/** The check-all box of a group, counted over the codes this role may hold. */
export function groupCheckState(group: PermissionGroupView, selected: ReadonlySet<number>, roleType: number): GroupCheckState {
  const grantable = group.items.filter((item) => isGrantable(item, roleType));
  const count = grantable.filter((item) => selected.has(item.code)).length;
  return { checked: grantable.length > 0 && count === grantable.length, indeterminate: count > 0 && count < grantable.length, selected: count, total: grantable.length };
}

const ascending = (codes: Iterable<number>) => [...new Set(codes)].sort((a, b) => a - b);

/** Checks or clears every code of the group the role may hold; codes outside the group stay. */
export function toggleGroup(selected: readonly number[], group: PermissionGroupView, checked: boolean, roleType: number): number[] {
  const set = new Set(selected);
  for (const item of group.items) {
    if (!isGrantable(item, roleType)) continue;
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
 * The codes of `grants` that a role of `roleType` may hold in each mode, e.g. when a new
 * role copies the permissions of another one.
 */
export function grantableSubset(catalog: PermissionCatalog, grants: Grants, roleType: number): Grants {
  const pick = (sys: SysKey) => {
    const allowed = new Set(catalog[sys].flatMap((g) => g.items.filter((item) => isGrantable(item, roleType)).map((item) => item.code)));
    return ascending(grants[sys].filter((code) => allowed.has(code)));
  };
  return { social: pick('social'), campus: pick('campus') };
}
