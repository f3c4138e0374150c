import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * A company's DingTalk app (企业内部应用): at most one per company, and a DingTalk
 * organisation (corpId) belongs to one company, so a login by corpId finds its company.
 */
export const dingtalkApps = pgTable(
  'dingtalk_apps',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    corpId: text('corp_id').notNull(),
    agentId: text('agent_id').notNull(),
    appKey: text('app_key').notNull(),
    // AES-256-GCM under the server's key (platform/crypto.ts); never answered to clients.
    appSecretEncrypted: text('app_secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dingtalk_apps_company_uq').on(t.companyId), uniqueIndex('dingtalk_apps_corp_uq').on(t.corpId)],
);
