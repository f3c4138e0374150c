import { AccountStatus, MessageChannel, SystemPlaceholder, SystemTemplateType, TemplatePlaceholder, type ChangePasswordBody, type LoginBody, type RegisterBody } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { assertPasswordNotCommon } from '../../platform/auth/password-strength';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/errors';
import { provisionCompany } from '../company/provision';
import { accounts, companies } from '../company/tables';
import { sendTemplate, type Messenger } from '../messaging/send';
import * as repo from './repository';
import { beginCheck, finishCheck } from './throttle';

const RESET_TTL_MS = 60 * 60_000;
export const INVITE_TTL_MS = 7 * 24 * 3600_000;
// 申请重置密码 answers no sooner than this, known account or not, so its timing tells nothing.
const FORGET_MIN_MS = 300;

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
  await assertPasswordNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const created = await db.transaction((tx) => provisionCompany(tx, { ...body, passwordHash })).catch(rethrowLoginTaken);
  return startSession(db, created.accountId, created.companyId, client);
}

/**
 * Logs in by e-mail or mobile. Failures count for the account whichever of the two was
 * typed; a source that keeps failing is made to wait (throttle.ts), the account is never
 * locked for everyone.
 */
export async function login(db: Db, body: LoginBody, client: Client): Promise<SessionStarted> {
  const accountKey = repo.loginKeyOf(body.account);
  const account = await repo.findAccountByLogin(db, accountKey);
  const check = { subject: account ? { accountId: account.id } : { accountKey }, accountKey, ip: client.ip };
  const attemptId = await beginCheck(db, check, 'login');
  const valid = await verifyPassword(account?.passwordHash ?? null, body.password);
  await finishCheck(db, attemptId, valid && !!account);
  if (!account || !valid) throw new AppError('LOGIN_FAILED');
  if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED');
  return startSession(db, account.id, account.companyId, client);
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await repo.revokeSession(db, sessionId);
}

/** What account mail needs: the outbox, and the address the links point at. */
export type AccountMailer = { messenger: Messenger; publicUrl: string };

type LinkAccount = { id: number; companyId: number; userName: string; loginEmail: string };

/**
 * Mails the account a fresh one-time link (reset or invitation) from its company's template,
 * through the platform's SMTP_URL only. The link is sealed in the outbox, never answered or
 * logged; without a mail server the outbox shows the message failed and the operator makes
 * a link with `bole reset-link`.
 */
export async function mailAccountLink(tx: DbOrTx, mailer: AccountMailer, account: LinkAccount, purpose: 'reset' | 'invite', operatorName = ''): Promise<void> {
  const url = await createLink(tx, mailer.publicUrl, account, purpose);
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, account.companyId));
  await sendTemplate(tx, mailer.messenger, {
    companyId: account.companyId,
    type: purpose === 'reset' ? SystemTemplateType.PasswordReset : SystemTemplateType.AccountInvite,
    channels: [MessageChannel.Email],
    recipients: [{ kind: 'account', name: account.userName, email: account.loginEmail, mobile: null, accountId: account.id }],
    values: {
      [TemplatePlaceholder.CompanyName]: company?.name,
      [SystemPlaceholder.ValidHours]: (purpose === 'reset' ? RESET_TTL_MS : INVITE_TTL_MS) / 3600_000,
      [SystemPlaceholder.OperatorName]: operatorName,
    },
    trigger: purpose === 'reset' ? '申请重置密码' : '新建账号邀请',
    secretUrl: url,
    platform: true,
  });
}

/**
 * Starts a password reset: mails the account a reset link. The answer and its timing are
 * the same whether or not the account exists, with a floor on the time taken.
 */
export async function requestReset(db: Db, mailer: AccountMailer, account: string): Promise<void> {
  const started = Date.now();
  const found = await repo.findAccountByLogin(db, account);
  if (found && found.status !== AccountStatus.Disabled) {
    await db.transaction((tx) => mailAccountLink(tx, mailer, found, 'reset'));
  } else {
    newToken();
  }
  const left = FORGET_MIN_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Sets a new password from a reset link and ends the account's other sessions. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  await assertPasswordNotCommon(password);
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
  await assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  const used = await db.transaction(async (tx) => {
    const found = await repo.consumeAccountToken(tx, hashToken(token), 'invite');
    if (!found) throw new AppError('INVITE_INVALID');
    await tx.update(accounts).set({ passwordHash, status: 1 }).where(eq(accounts.id, found.accountId));
    return found;
  });
  return startSession(db, used.accountId, used.companyId, client);
}

/** Creates a one-time link of the purpose for an account; its earlier unused links of that purpose stop working. */
async function createLink(db: DbOrTx, publicUrl: string, account: { id: number; companyId: number }, purpose: 'reset' | 'invite'): Promise<string> {
  const { token, hash } = newToken();
  await repo.expireAccountTokens(db, account.id, purpose);
  await repo.insertAccountToken(db, { tokenHash: hash, purpose, accountId: account.id, companyId: account.companyId, ttlMs: purpose === 'reset' ? RESET_TTL_MS : INVITE_TTL_MS });
  return `${publicUrl}/out/forget?${purpose === 'reset' ? 'token' : 'invite'}=${token}`;
}

export type OperatorLink =
  | { kind: 'reset' | 'invite'; url: string; userName: string; ttlHours: number }
  | { kind: 'unknown' }
  | { kind: 'disabled' };

/**
 * A fresh link for the operator's terminal (`bole reset-link`), never for an API answer or
 * a log: an invitation for an account still invited without a password, else a password
 * reset. Nothing for an unknown or disabled account.
 */
export async function linkForOperator(db: Db, config: Config, login: string): Promise<OperatorLink> {
  const account = await repo.findAccountByLogin(db, login);
  if (!account) return { kind: 'unknown' };
  if (account.status === AccountStatus.Disabled) return { kind: 'disabled' };
  const kind = account.status === AccountStatus.Invited && !account.passwordHash ? 'invite' : 'reset';
  const url = await createLink(db, config.publicUrl, account, kind);
  return { kind, url, userName: account.userName, ttlHours: (kind === 'reset' ? RESET_TTL_MS : INVITE_TTL_MS) / 3600_000 };
}

/**
 * Changes the caller's own password. Wrong old passwords are throttled like failed logins
 * (per account and source), so a borrowed session cannot guess its way to the password.
 */
export async function changePassword(db: Db, auth: { accountId: number; sessionId: number }, body: ChangePasswordBody, client: Client): Promise<void> {
  const [row] = await db.select({ hash: accounts.passwordHash, loginEmail: accounts.loginEmail }).from(accounts).where(eq(accounts.id, auth.accountId));
  const check = { subject: { accountId: auth.accountId }, accountKey: row?.loginEmail ?? '', ip: client.ip };
  const attemptId = await beginCheck(db, check, 'change');
  const valid = await verifyPassword(row?.hash ?? null, body.oldPassword);
  await finishCheck(db, attemptId, valid);
  if (!valid) throw new AppError('PASSWORD_WRONG');
  await assertPasswordNotCommon(body.password);
  await db.update(accounts).set({ passwordHash: await hashPassword(body.password) }).where(eq(accounts.id, auth.accountId));
  await repo.revokeAccountSessions(db, auth.accountId, auth.sessionId);
}
