import type { LoginBody, RegisterBody } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/errors';
import { provisionCompany } from '../company/provision';
import { accounts } from '../company/tables';
import * as repo from './repository';

const LOCK_AFTER_FAILURES = 5;
const LOCK_WINDOW_MS = 15 * 60_000;
const RESET_TTL_MS = 60 * 60_000;
export const INVITE_TTL_MS = 7 * 24 * 3600_000;

/** Where a login comes from, kept with the session. */
export type Client = { ip?: string; userAgent?: string };
export type SessionStarted = { token: string; accountId: number; sessionId: number };

/** Turns a unique violation on the login columns into the matching Chinese error. */
export function rethrowLoginTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'accounts_login_email_uq') throw new AppError('EMAIL_TAKEN');
  if (constraint === 'accounts_login_mobile_uq') throw new AppError('MOBILE_TAKEN');
  throw error;
}

/**
 * Opens a session for an account that has proved who it is (password, invitation, or a
 * chat-app login in the integrations module) and records the login time.
 */
export async function startSession(db: Db, accountId: number, companyId: number, client: Client): Promise<SessionStarted> {
  const { token, hash } = newToken();
  const sessionId = await repo.insertSession(db, { tokenHash: hash, accountId, companyId, ...client });
  await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, accountId));
  return { token, accountId, sessionId };
}

/** Registers a company with its first account (super administrator) and logs it in. */
export async function register(db: Db, body: RegisterBody, client: Client): Promise<SessionStarted> {
  const passwordHash = await hashPassword(body.password);
  const created = await db.transaction((tx) => provisionCompany(tx, { ...body, passwordHash })).catch(rethrowLoginTaken);
  return startSession(db, created.accountId, created.companyId, client);
}

/** Logs in by e-mail or mobile; repeated failures lock the login key for a while. */
export async function login(db: Db, body: LoginBody, client: Client): Promise<SessionStarted> {
  const key = body.account.includes('@') ? body.account.toLowerCase() : body.account;
  if ((await repo.recentFailures(db, key, LOCK_WINDOW_MS)) >= LOCK_AFTER_FAILURES) throw new AppError('LOGIN_LOCKED');
  const account = await repo.findAccountByLogin(db, key);
  const valid = await verifyPassword(account?.passwordHash ?? null, body.password);
  await repo.recordAttempt(db, key, client.ip, valid && !!account);
  if (!account || !valid) throw new AppError('LOGIN_FAILED');
  if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED');
  return startSession(db, account.id, account.companyId, client);
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await repo.revokeSession(db, sessionId);
}

/**
 * Starts a password reset. It answers the same whether or not the account exists; the
 * link goes to the account's mailbox (and, with no mail server set up, to the log).
 */
export async function requestReset(db: Db, config: Config, account: string, log: (msg: string) => void): Promise<string | undefined> {
  const found = await repo.findAccountByLogin(db, account.trim());
  if (!found || found.status === 2) return undefined;
  const { token, hash } = newToken();
  await repo.insertAccountToken(db, { tokenHash: hash, purpose: 'reset', accountId: found.id, companyId: found.companyId, ttlMs: RESET_TTL_MS });
  const url = `${config.publicUrl}/out/forget?token=${token}`;
  log(`password reset link for account ${found.id}: ${url}`);
  return url;
}

/** Sets a new password from a reset link and ends the account's other sessions. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await repo.consumeAccountToken(tx, hashToken(token), 'reset');
    if (!used) throw new AppError('RESET_LINK_INVALID');
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, used.accountId));
    await repo.revokeAccountSessions(tx, used.accountId);
  });
}

/** Activates an invited account with its first password and logs it in. */
export async function acceptInvite(db: Db, token: string, password: string, client: Client): Promise<SessionStarted> {
  const passwordHash = await hashPassword(password);
  const used = await db.transaction(async (tx) => {
    const found = await repo.consumeAccountToken(tx, hashToken(token), 'invite');
    if (!found) throw new AppError('INVITE_INVALID');
    await tx.update(accounts).set({ passwordHash, status: 1 }).where(eq(accounts.id, found.accountId));
    return found;
  });
  return startSession(db, used.accountId, used.companyId, client);
}

/** Creates an invitation link for an account that has no password yet; earlier links stop working. */
export async function createInvite(db: DbOrTx, config: Config, accountId: number, companyId: number): Promise<string> {
  const { token, hash } = newToken();
  await repo.expireAccountTokens(db, accountId, 'invite');
  await repo.insertAccountToken(db, { tokenHash: hash, purpose: 'invite', accountId, companyId, ttlMs: INVITE_TTL_MS });
  return `${config.publicUrl}/out/forget?invite=${token}`;
}

export async function changePassword(db: Db, accountId: number, sessionId: number, oldPassword: string, password: string): Promise<void> {
  const [row] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  if (!(await verifyPassword(row?.hash ?? null, oldPassword))) throw new AppError('PASSWORD_WRONG');
  await db.update(accounts).set({ passwordHash: await hashPassword(password) }).where(eq(accounts.id, accountId));
  await repo.revokeAccountSessions(db, accountId, sessionId);
}
