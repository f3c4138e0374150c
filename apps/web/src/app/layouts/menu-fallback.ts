// The navigation computed from the route table and the permission catalogue, for when
// GET /api/common/menu fails. Loaded only then (use-nav-menu), as the catalogue is sizeable.
import { menuFor } from '@bole/domain';
import type { MenuItem } from '@bole/domain';
import type { SysType } from '../../lib/session';

export function fallbackMenu(roleType: number, sysType: SysType, codes: readonly number[]): MenuItem[] {
  return menuFor({ roleType, sysType, codes });
}
