// The menu of the signed-in user: GET /api/common/menu, or the same tree computed from the
// route table when the call fails, so navigation never disappears.
import { useMemo } from 'react';
import { menuFor } from '@bole/domain';
import type { MenuItem } from '@bole/domain';
import { useAccountInfo } from '../../api/account';
import { useMenu } from '../../api/menu';
import { isLiteRole, useSysType } from '../../lib/session';

export function useNavMenu(): { items: MenuItem[]; loading: boolean } {
  const sysType = useSysType();
  const { data: user } = useAccountInfo();
  const menu = useMenu(sysType);
  const fallback = useMemo(() => {
    if (!menu.isError || !user) return [];
    const codes = [...(sysType === 2 ? user.allows.schoolAuths : user.allows.socialAuths), ...(isLiteRole(user.roleType) ? user.allows.userPersonAuths : [])];
    return menuFor({ roleType: user.roleType, sysType, codes });
  }, [menu.isError, user, sysType]);
  return { items: menu.data ?? fallback, loading: menu.isLoading };
}
