import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { accounts } from '../company/tables';
import { accountTokens, loginAttempts, sessions } from './tables';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 3600_000;

/** The account a login key names: the e-mail (case-insensitive) or the mobile. */
export async function findAccountByLogin(db: DbOrTx, key: string) {
  const column = key.includes('@') ? accounts.loginEmail : accounts.loginMobile;
  const [row] = await db.select().from(accounts).where(eq(column, key.includes('@') ? key.toLowerCase() : key)).limit(1);
  return row;
}

export async function insertSession(db: DbOrTx, s: { tokenHash: string; accountId: number; companyId: number; ip?: string; userAgent?: string; loginType?: number }) {
  const [row] = await db
    .insert(sessions)
    .values({ ...s, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of an account (disable, password change, hand over). */
export async function revokeAccountSessions(db: DbOrTx, accountId: number, exceptSessionId?: number) {
  const open = and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(exceptSessionId ? and(open, sql`${sessions.id} <> ${exceptSessionId}`) : open);
}

export async function recordAttempt(db: DbOrTx, accountKey: string, ip: string | undefined, success: boolean) {
  await db.insert(loginAttempts).values({ accountKey, ip, success });
}

/** Failed attempts for a login key since the window opened, reset by a success. */
export async function recentFailures(db: DbOrTx, accountKey: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [lastOk] = await db
    .select({ at: sql<Date>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)));
  const from = lastOk?.at ? new Date(lastOk.at) : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, from)));
  return row?.n ?? 0;
}

export async function insertAccountToken(db: DbOrTx, t: { tokenHash: string; purpose: 'reset' | 'invite'; accountId: number; companyId: number; ttlMs: number }) {
  await db.insert(accountTokens).values({ tokenHash: t.tokenHash, purpose: t.purpose, accountId: t.accountId, companyId: t.companyId, expiresAt: new Date(Date.now() + t.ttlMs) });
}

/** Marks a valid one-time token used and answers its account, or nothing when spent or expired. */
export async function consumeAccountToken(db: DbOrTx, tokenHash: string, purpose: 'reset' | 'invite') {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ accountId: accountTokens.accountId, companyId: accountTokens.companyId });
  return row;
}

/** Ends the unused tokens of one purpose for an account, so only the newest link works. */
export async function expireAccountTokens(db: DbOrTx, accountId: number, purpose: 'reset' | 'invite') {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
