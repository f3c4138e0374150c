import type { DingtalkAccountRow, DingtalkSettings } from '@bole/domain';
import type { BindingRow, DingtalkApp } from './repository';

/** The bound app as settings show it: whether a secret is set, never the secret itself. */
export function presentSettings(app: DingtalkApp): DingtalkSettings {
  return {
    corpId: app.corpId,
    agentId: app.agentId,
    appKey: app.appKey,
    enabled: app.enabled,
    secretSet: app.appSecretEncrypted.length > 0,
    updatedAt: app.updatedAt.toISOString(),
  };
}

export function presentBinding(row: BindingRow): DingtalkAccountRow {
  return {
    id: row.id,
    userName: row.userName,
    loginEmail: row.loginEmail,
    loginMobile: row.loginMobile,
    roleName: row.roleName,
    status: row.status,
    thirdUserId: row.thirdUserId,
  };
}
