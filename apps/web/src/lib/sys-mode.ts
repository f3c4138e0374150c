// Which recruiting modes (1 社招, 2 校招) an account may use, and which one it lands in.
import type { Allows } from '@bole/domain';
import type { SysType } from './session';

/** The modes open to the account: open for the company and holding at least one permission there. */
export function availableSysTypes(allows: Allows | undefined): SysType[] {
  if (!allows) return [1];
  const modes: SysType[] = [];
  if (allows.socialOpenFlag && allows.socialAuths.length > 0) modes.push(1);
  if (allows.schoolOpenFlag && allows.schoolAuths.length > 0) modes.push(2);
  return modes.length > 0 ? modes : [1];
}

/** The mode to use: the wanted one when open, else the first open one (campus-only accounts land in 校招). */
export function resolveSysType(allows: Allows | undefined, wanted: SysType): SysType {
  const modes = availableSysTypes(allows);
  return modes.includes(wanted) ? wanted : (modes[0] ?? 1);
}

/** Reads `sys` from a query string: 1 or 2, else null. */
export function sysFromSearch(search: string): SysType | null {
  const value = new URLSearchParams(search).get('sys');
  return value === '1' ? 1 : value === '2' ? 2 : null;
}
