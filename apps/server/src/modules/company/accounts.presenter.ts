import type { AccountRow } from '@bole/domain';
import type { ListedAccount } from './accounts.repository';

/** An account as the list and forms show it: never the password hash or tokens. */
export function presentAccount(a: ListedAccount): AccountRow {
  return {
    id: a.id,
    userName: a.userName,
    loginEmail: a.loginEmail,
    loginMobile: a.loginMobile,
    roleId: a.roleId,
    roleName: a.roleName,
    roleType: a.roleType,
    orgId: a.orgId,
    orgName: a.orgName,
    jobTitle: a.jobTitle,
    status: a.status,
    isSuperAdmin: a.isSuperAdmin,
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}
