// Social and campus recruiting: the two modes every permission set is split by (spec section 6).

/** Recruiting mode, sent as `sysType` / the `sys` query parameter. */
export const SysType = { Social: 1, Campus: 2 } as const;
export type SysType = (typeof SysType)[keyof typeof SysType];

export const sysTypeLabels: Record<SysType, string> = { 1: '社会招聘', 2: '校园招聘' };
export const sysTypeShortLabels: Record<SysType, string> = { 1: '社招', 2: '校招' };

/** Where a permission applies: both modes, or only one of them. */
export type PermissionSys = 'both' | 'social' | 'campus';

/** True for 1 (社招) and 2 (校招). */
export function isSysType(value: unknown): value is SysType {
  return value === SysType.Social || value === SysType.Campus;
}

/** Whether a permission (or route) limited to `sys` applies in the given mode. */
export function appliesInSys(sys: PermissionSys, sysType: SysType): boolean {
  return sys === 'both' || (sys === 'social' ? sysType === SysType.Social : sysType === SysType.Campus);
}
