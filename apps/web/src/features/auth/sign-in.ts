// What every way of signing in does once the server accepted it: keep the token, remember the
// role, seed the account query, and pick where to go.
import type { QueryClient } from '@tanstack/react-query';
import type { AccountInfo } from '@bole/domain';
import { queryKeys } from '../../api/query-keys';
import { signInPath } from '../../lib/landing';
import { saveRole, saveToken, setSysType } from '../../lib/session';
import { resolveSysType } from '../../lib/sys-mode';
import { safeTarget } from '../../lib/target';

/** Stores the session of a signed-in user and answers the address to open next. */
export function completeSignIn(queryClient: QueryClient, token: string, user: AccountInfo, target: string | null): string {
  queryClient.clear();
  saveToken(token);
  saveRole({ roleType: user.roleType, role: user.role });
  const sysType = resolveSysType(user.allows, user.sysType === 2 ? 2 : 1);
  setSysType(sysType);
  queryClient.setQueryData(queryKeys.account.info(), user);
  return safeTarget(target) ?? signInPath(user, sysType);
}
