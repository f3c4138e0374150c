import { permissionGroupsForSys, permissionOf, SysType, SYSTEM_ROLES, type PermissionCatalog, type PermissionGroupView, type RoleRow } from '@bole/domain';
import type { RoleWithCount } from './roles.repository';

export function presentRole(r: RoleWithCount): RoleRow {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    systemCode: r.systemCode,
    roleType: r.roleType,
    description: r.description,
    socialCodes: r.socialCodes,
    campusCodes: r.campusCodes,
    accountCount: r.accountCount,
  };
}

const SYSTEM_ORDER = SYSTEM_ROLES.map((r) => r.code as number);

/** System roles first, in the order the spec lists them, then custom roles as created. */
export function byDisplayOrder(a: RoleWithCount, b: RoleWithCount): number {
  const rank = (r: RoleWithCount) => (r.systemCode === null ? SYSTEM_ORDER.length : SYSTEM_ORDER.indexOf(r.systemCode));
  return rank(a) - rank(b) || a.id - b.id;
}

/** The role editor's groups of one mode, limited to `held` when given; empty groups are left out. */
export function permissionGroups(sysType: SysType, held?: ReadonlySet<number>): PermissionGroupView[] {
  return permissionGroupsForSys(sysType)
    .map((g) => ({
      key: g.key,
      title: g.title,
      items: g.codes
        .filter((code) => !held || held.has(code))
        .map((code) => {
          const p = permissionOf(code)!;
          return { code, name: p.name, sys: p.sys, managerOnly: p.managerOnly === true };
        }),
    }))
    .filter((g) => g.items.length > 0);
}

/** The whole catalogue for the settings page, per sys type. */
export function permissionCatalog(): PermissionCatalog {
  return { social: permissionGroups(SysType.Social), campus: permissionGroups(SysType.Campus) };
}
