// The permission catalogue of spec section 6, assembled from the group files beside it.
import { z } from 'zod';
import { CANDIDATE_GROUPS } from './catalog-candidate';
import { CLOUD_GROUPS } from './catalog-cloud';
import { OFFER_FIELD_GROUPS } from './catalog-offer';
import { SETTINGS_GROUPS } from './catalog-settings';
import { WORK_GROUPS } from './catalog-work';
import { appliesInSys, type SysType } from './sys';
import type { Permission, PermissionGroup, PermissionGroupDef } from './types';

// The order the role editor shows the groups in.
const GROUP_ORDER = [
  'talentPool', 'candidate', 'recruiting', 'job', 'report', 'handOver',
  'tools', 'assessment', 'backgroundCheck', 'salary', 'study', 'exam',
  'company', 'channel', 'recruitSettings', 'resumeSettings', 'fieldSettings', 'email', 'process', 'campus',
  'offerField',
];

const DEFS: PermissionGroupDef[] = [...WORK_GROUPS, ...CANDIDATE_GROUPS, ...CLOUD_GROUPS, ...SETTINGS_GROUPS, ...OFFER_FIELD_GROUPS].sort(
  (a, b) => GROUP_ORDER.indexOf(a.key) - GROUP_ORDER.indexOf(b.key),
);

/** Every permission code with its Chinese name, group and mode, in display order. */
export const PERMISSIONS: readonly Permission[] = DEFS.flatMap((g) =>
  g.items.map((item) => ({
    code: item.code,
    name: item.name,
    group: g.key,
    sys: item.sys ?? 'both',
    ...(item.managerOnly ? { managerOnly: true } : {}),
  })),
);

/** The groups of the role editor, in display order. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = DEFS.map((g) => ({ key: g.key, title: g.title, codes: g.items.map((i) => i.code) }));

const BY_CODE: ReadonlyMap<number, Permission> = new Map(PERMISSIONS.map((p) => [p.code, p]));

/** Looks a code up in the catalogue. */
export function permissionOf(code: number): Permission | undefined {
  return BY_CODE.get(code);
}

/** The Chinese name of a permission code, or the code itself when unknown. */
export function permissionName(code: number): string {
  return BY_CODE.get(code)?.name ?? String(code);
}

/** True when `n` is a code of the catalogue. */
export function isPermissionCode(n: unknown): n is number {
  return typeof n === 'number' && BY_CODE.has(n);
}

/** The permissions that exist in one mode (campus-only codes only in 2, social-only only in 1). */
export function permissionsForSys(sysType: SysType): Permission[] {
  return PERMISSIONS.filter((p) => appliesInSys(p.sys, sysType));
}

/** The role editor's groups for one mode, without codes of the other mode and without empty groups. */
export function permissionGroupsForSys(sysType: SysType): PermissionGroup[] {
  return PERMISSION_GROUPS.map((g) => ({ ...g, codes: g.codes.filter((c) => appliesInSys(BY_CODE.get(c)!.sys, sysType)) })).filter((g) => g.codes.length > 0);
}

/** The codes a role of this roleType may hold in one mode: manager-only codes need roleType 1. */
export function grantableCodes(roleType: number, sysType: SysType): number[] {
  return permissionsForSys(sysType)
    .filter((p) => roleType === 1 || !p.managerOnly)
    .map((p) => p.code);
}

/** True when `held` contains the code, or any of the codes; no requirement (undefined or []) passes. */
export function hasAnyPermission(held: ReadonlySet<number> | readonly number[], required: number | readonly number[] | undefined): boolean {
  if (required === undefined) return true;
  const codes = typeof required === 'number' ? [required] : required;
  if (codes.length === 0) return true;
  const set: ReadonlySet<number> = 'has' in held ? held : new Set(held);
  return codes.some((c) => set.has(c));
}

/**
 * A permission code of the catalogue, for role save bodies. Marked pure so bundles that only use
 * the catalogue's lookups (the web app's menu and guards) drop it, and zod with it.
 */
export const permissionCodeSchema = /* @__PURE__ */ z.number().int().refine((n) => BY_CODE.has(n), { message: '权限不存在' });
