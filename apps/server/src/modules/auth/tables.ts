import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    // sha-256 of the token: a leaked table does not leak usable tokens.
    tokenHash: text('token_hash').notNull(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    companyId: ref('company_id').notNull().references(() => companies.id),
    loginType: smallint('login_type').notNull().default(1),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/** One-time tokens for password reset and account invitation. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    companyId: ref('company_id').notNull().references(() => companies.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_uq').on(t.tokenHash)],
);

/**
 * Password checks (logins, and old passwords on 修改密码), kept to slow down guessing from
 * any process: counted per account across its e-mail and mobile, or per login key when no
 * account has it, and per (account, source IP) pair (auth/throttle.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    accountKey: text('account_key').notNull(),
    // The account the key named, when one did.
    accountId: ref('account_id').references(() => accounts.id),
    // The source as counted (throttleSource): an IPv4 address, or an IPv6 network as `a:b:c:d::/64`.
    ip: text('ip'),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_idx').on(t.accountKey, t.createdAt), index('login_attempts_account_idx').on(t.accountId, t.createdAt)],
);
