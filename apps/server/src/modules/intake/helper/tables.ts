import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../../platform/db/columns';
import { accounts, companies } from '../../company/tables';

/** Personal keys of the resume helper (简历助手); only the sha-256 of a key is kept. */
export const helperKeys = pgTable(
  'helper_keys',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    // The first characters of the key, shown to tell keys apart.
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedHost: text('last_used_host'),
    captureCount: integer('capture_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('helper_keys_hash_uq').on(t.keyHash),
    uniqueIndex('helper_keys_account_name_uq').on(t.accountId, t.name).where(sql`revoked_at is null`),
    index('helper_keys_company_idx').on(t.companyId),
  ],
);

/** A company's helper settings (插件设置); without a row every board is on, other sites are refused and the capturer owns the resume. */
export const helperSettings = pgTable('helper_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  enabledBoards: integer('enabled_boards').array().notNull(),
  otherSitesChannel: integer('other_sites_channel'),
  defaultOwnerAccountId: ref('default_owner_account_id').references(() => accounts.id),
  updatedAt: updatedAt(),
});
