// usePermission: the client-side check of a permission code for the signed-in user and current sys mode.
import { hasPermission } from '../lib/permissions';
import type { PermissionCode } from '../lib/permissions';
import { useSysType } from '../lib/session';
import { useAccountInfo } from './account';

export { hasPermission };
export type { PermissionCode };

/** Whether the signed-in user may use the given permission code(s) in the current sys mode. */
export function usePermission(code: PermissionCode): boolean {
  const sysType = useSysType();
  const { data } = useAccountInfo();
  return hasPermission(data?.allows, sysType, code, data?.roleType);
}

/** A checker bound to the current user and mode, for filtering lists of entries. */
export function usePermissionChecker(): (code: PermissionCode | undefined) => boolean {
  const sysType = useSysType();
  const { data } = useAccountInfo();
  return (code) => code === undefined || hasPermission(data?.allows, sysType, code, data?.roleType);
}
