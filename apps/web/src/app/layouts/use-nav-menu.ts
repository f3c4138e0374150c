// The menu of the signed-in user: GET /api/common/menu, or the same tree computed from the
// route table when the call fails (loaded then: menu-fallback), so navigation never disappears.
import { useEffect, useState } from 'react';
import type { MenuItem } from '@bole/domain';
import { useAccountInfo } from '../../api/account';
import { useMenu } from '../../api/menu';
import { isLiteRole, useSysType } from '../../lib/session';

export function useNavMenu(): { items: MenuItem[]; loading: boolean } {
  const sysType = useSysType();
  const { data: user } = useAccountInfo();
  const menu = useMenu(sysType);
  const [fallback, setFallback] = useState<{ key: string; items: MenuItem[] } | null>(null);
  const failedKey = menu.isError && user ? `${user.userId}:${sysType}` : null;

  useEffect(() => {
    if (!failedKey || !user) return;
    let current = true;
    const codes = [...(sysType === 2 ? user.allows.schoolAuths : user.allows.socialAuths), ...(isLiteRole(user.roleType) ? user.allows.userPersonAuths : [])];
    void import('./menu-fallback').then(({ fallbackMenu }) => {
      if (current) setFallback({ key: failedKey, items: fallbackMenu(user.roleType, sysType, codes) });
    });
    return () => {
      current = false;
    };
  }, [failedKey, user, sysType]);

  if (menu.data) return { items: menu.data, loading: false };
  const ready = fallback !== null && fallback.key === failedKey;
  return { items: ready ? fallback.items : [], loading: menu.isLoading || (failedKey !== null && !ready) };
}
