// Permission checks from `allows` and the sys mode (spec section 6), free of React.
import type { Allows } from '@bole/domain';
import { isLiteRole } from './session';
import type { SysType } from './session';

export type PermissionCode = number | readonly number[];

/** True when the account holds the code (or any of the codes) in the given sys mode. */
export function hasPermission(allows: Allows | undefined, sysType: SysType, code: PermissionCode, roleType?: number): boolean {
  if (!allows) return false;
  const held = new Set(sysType === 2 ? allows.schoolAuths : allows.socialAuths);
  // 用人经理 and 前台 carry their own codes beside the sys ones.
  if (isLiteRole(roleType)) allows.userPersonAuths.forEach((c) => held.add(c));
  const codes = typeof code === 'number' ? [code] : code;
  return codes.length === 0 || codes.some((c) => held.has(c));
}
