import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { accounts } from '../company/tables';
import { accountTokens, loginAttempts, sessions } from './tables';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 3600_000;

/** A login key as stored: trimmed, and an e-mail in lower case. */
export function loginKeyOf(account: string): string {
  const key = account.trim();
  return key.includes('@') ? key.toLowerCase() : key;
}

/** The account a login key names: the e-mail (case-insensitive) or the mobile. */
export async function findAccountByLogin(db: DbOrTx, account: string) {
  const key = loginKeyOf(account);
  const column = key.includes('@') ? accounts.loginEmail : accounts.loginMobile;
  const [row] = await db.select().from(accounts).where(eq(column, key)).limit(1);
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

/** Whose password checks are counted: an account, or a login key that names none. */
export type AttemptSubject = { accountId: number } | { accountKey: string };

const subjectIs = (subject: AttemptSubject) =>
  'accountId' in subject ? eq(loginAttempts.accountId, subject.accountId) : and(isNull(loginAttempts.accountId), eq(loginAttempts.accountKey, subject.accountKey));

export async function recordAttempt(db: DbOrTx, a: { accountKey: string; accountId?: number; ip?: string; success: boolean }): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ accountKey: a.accountKey, accountId: a.accountId ?? null, ip: a.ip ?? null, success: a.success })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

/** Deletes the password checks older than `keptMs`; answers how many went. */
export async function deleteAttemptsOlderThan(db: DbOrTx, keptMs: number): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${keptMs / 1000})`))
    .returning({ id: loginAttempts.id });
  return gone.length;
}

export async function markAttemptSucceeded(db: DbOrTx, id: number) {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

export type AttemptCounts = {
  /** Failures from this source since the window opened or its last success, whichever is later. */
  pairFailures: number;
  /** Milliseconds since this source last failed (database clock), null when it did not in the window. */
  sinceLastPairFailureMs: number | null;
  /** Failures from every source in the window (a success from one source does not wipe them). */
  subjectFailures: number;
};

/** The failed password checks of a subject, in total and from one source, in the last `windowMs`. */
export async function attemptCounts(db: DbOrTx, subject: AttemptSubject, ip: string | undefined, windowMs: number): Promise<AttemptCounts> {
  // Times are the database's, like created_at, so a server clock that drifts changes nothing.
  const inWindow = and(subjectIs(subject), gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`));
  const fromIp = sql`${loginAttempts.ip} is not distinct from ${ip ?? null}`;
  const lastOk = db
    .select({ at: sql`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(inWindow, fromIp, eq(loginAttempts.success, true)));
  const [row] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where ${fromIp} and ${loginAttempts.createdAt} > coalesce((${lastOk}), '-infinity'))`.mapWith(Number),
      sinceLastPairFailureMs: sql<number | null>`(extract(epoch from now() - max(${loginAttempts.createdAt}) filter (where ${fromIp})) * 1000)::float8`,
      subjectFailures: count(),
    })
    .from(loginAttempts)
    .where(and(inWindow, eq(loginAttempts.success, false)));
  return { pairFailures: row?.pairFailures ?? 0, sinceLastPairFailureMs: row?.sinceLastPairFailureMs ?? null, subjectFailures: row?.subjectFailures ?? 0 };
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
