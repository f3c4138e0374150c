// Keeps the sys mode store and the `sys` query parameter in step: the address wins when it
// names a mode, the account's open modes decide what is allowed (campus-only accounts use 校招).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccountInfo } from '../api/account';
import { getSysType, setSysType } from '../lib/session';
import type { SysType } from '../lib/session';
import { resolveSysType, sysFromSearch } from '../lib/sys-mode';

/** The search string with `sys` set to the given mode. */
export function searchWithSys(search: string, sysType: SysType): string {
  const params = new URLSearchParams(search);
  params.set('sys', String(sysType));
  return `?${params.toString()}`;
}

export function useSysSync(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useAccountInfo();
  const allows = user?.allows;

  useEffect(() => {
    const fromUrl = sysFromSearch(location.search);
    const wanted = fromUrl ?? getSysType();
    const resolved = allows ? resolveSysType(allows, wanted) : wanted;
    setSysType(resolved);
    if (fromUrl !== null && fromUrl !== resolved) {
      navigate({ pathname: location.pathname, search: searchWithSys(location.search, resolved), hash: location.hash }, { replace: true });
    }
  }, [location.pathname, location.search, location.hash, allows, navigate]);
}
