// GET /api/common/account/info: the signed-in user, role and permissions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@bole/domain';
import { getToken, saveRole } from '../lib/session';
import { http } from './http';
import { queryKeys } from './query-keys';

export async function getAccountInfo(): Promise<AccountInfo> {
  const user = await http.get<AccountInfo>('/api/common/account/info');
  // The http client sends roleType/sysType from this store, so keep it in step with the server.
  saveRole({ roleType: user.roleType, role: user.role });
  return user;
}

export const accountInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.info(),
    queryFn: getAccountInfo,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The signed-in user; idle when there is no token. */
export function useAccountInfo() {
  return useQuery({ ...accountInfoQuery(), enabled: getToken() !== null });
}
