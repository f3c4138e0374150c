// What the signed-in user may hand out on the role screen, per mode: the codes his own role
// holds there, and whether he is the super administrator (the server enforces the same rule).
import { SystemRoleCode, type Grantor } from '@bole/domain';
import { useMemo } from 'react';
import { useAccountInfo } from '../../../api/account';
import type { SysKey } from './permission-logic';

export type Grantors = Partial<Record<SysKey, Grantor>>;

/**
 * The user's grants per mode. A mode the company has closed lists no codes for him, so it
 * has no grantor here and only the role type limits its boxes; nothing until he is loaded.
 */
export function useGrantors(): Grantors {
  const { data: user } = useAccountInfo();
  return useMemo(() => {
    if (!user) return {};
    const isSuperAdmin = user.role === SystemRoleCode.SuperAdmin;
    const grantors: Grantors = {};
    if (user.allows.socialOpenFlag) grantors.social = { isSuperAdmin, held: new Set(user.allows.socialAuths) };
    if (user.allows.schoolOpenFlag) grantors.campus = { isSuperAdmin, held: new Set(user.allows.schoolAuths) };
    return grantors;
  }, [user]);
}
