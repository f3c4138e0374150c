// Slowing down password guessing (issue 11, item 6). Failures are counted per account, its
// e-mail and mobile together (per login key when no account has it), and a source that
// keeps failing waits longer and longer; the account itself is never locked, so an attacker
// cannot keep its owner out: the owner's own address has failures of its own, or none.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { AppError } from '../../platform/http/errors';
import { embeddedIpv4, ipv6Words } from '../../platform/net/public-address';
import * as repo from './repository';

/** Failures one source (IP) may make against an account before it has to wait. */
export const FREE_FAILURES = 5;
/** Failures from all sources together after which no source gets free failures any more. */
export const ACCOUNT_CEILING = 50;
/** How far back failures count. */
export const THROTTLE_WINDOW_MS = 60 * 60_000;
const FIRST_DELAY_MS = 1000;
/** The longest wait between two tries from one source. */
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * How long a source waits after its last failure: nothing within its free failures, then
 * 1 s, doubling with each further failure, at most 15 minutes. Once the account has more
 * than ACCOUNT_CEILING failures in the window (many sources guessing), every source waits
 * from its first failure on; a source that has not failed still tries at once.
 */
export function throttleDelayMs(pairFailures: number, subjectFailures: number): number {
  const free = subjectFailures > ACCOUNT_CEILING ? 1 : FREE_FAILURES;
  if (pairFailures < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (pairFailures - free), MAX_DELAY_MS);
}

/** A wait in Chinese, rounded up: 8秒, 3分钟. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
}

/**
 * The source a try is counted under: an IPv4 address as it is, an IPv6 one by its /64
 * (one subscriber's network, which hands its host any of 2^64 addresses), an IPv4-mapped
 * one as the IPv4 address it carries.
 */
export function throttleSource(ip: string | undefined): string | undefined {
  const words = ip === undefined ? null : ipv6Words(ip);
  if (!words) return ip;
  const mapped = words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff;
  if (mapped) return embeddedIpv4(ip!) ?? ip;
  return `${words.slice(0, 4).map((w) => w.toString(16)).join(':')}::/64`;
}

export type PasswordCheck = { subject: repo.AttemptSubject; accountKey: string; ip?: string };

/**
 * Starts a password check: refuses a source that must still wait, before the password is
 * looked at (a refused try tells nothing and is not counted), else records the try as a
 * failure and answers its id for finishCheck. The look and the record hold a lock on the
 * subject, so parallel tries are counted one after the other and a burst cannot all pass
 * the look before the first failure is stored. `kind` picks the message: 登录失败次数过多
 * for logins, 原密码错误次数过多 on 修改密码.
 */
export async function beginCheck(db: Db, check: PasswordCheck, kind: 'login' | 'change'): Promise<number> {
  const lockKey = 'accountId' in check.subject ? `account:${check.subject.accountId}` : `key:${check.subject.accountKey}`;
  const source = throttleSource(check.ip);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('login'), hashtext(${lockKey}))`);
    const counts = await repo.attemptCounts(tx, check.subject, source, THROTTLE_WINDOW_MS);
    const delay = throttleDelayMs(counts.pairFailures, counts.subjectFailures);
    const left = counts.sinceLastPairFailureMs === null ? 0 : delay - counts.sinceLastPairFailureMs;
    if (left > 0) {
      const wait = waitText(left);
      const retryAfterSeconds = Math.ceil(left / 1000);
      if (kind === 'login') throw new AppError('LOGIN_LOCKED', `登录失败次数过多，请${wait}后再试`, { retryAfterSeconds });
      throw new AppError('PASSWORD_WRONG_TOO_OFTEN', `原密码错误次数过多，请${wait}后再试`, { retryAfterSeconds });
    }
    const accountId = 'accountId' in check.subject ? check.subject.accountId : undefined;
    return repo.recordAttempt(tx, { accountKey: check.accountKey, accountId, ip: source, success: false });
  });
}

/** Ends a password check begun with beginCheck: a right password turns its failure into a success. */
export async function finishCheck(db: Db, attemptId: number, success: boolean): Promise<void> {
  if (success) await repo.markAttemptSucceeded(db, attemptId);
}

/** Password checks are kept a day, well beyond the window, then pruned so the table stays small. */
export const ATTEMPTS_KEPT_MS = 24 * 60 * 60_000;
export const ATTEMPTS_PRUNE_QUEUE = 'login-attempts-prune';
const ATTEMPTS_PRUNE_CRON = '17 * * * *';

export const pruneAttempts = (db: Db): Promise<number> => repo.deleteAttemptsOlderThan(db, ATTEMPTS_KEPT_MS);

/** Prunes old password checks every hour on the background job platform. */
export async function scheduleAttemptPruning(background: Jobs, db: Db): Promise<void> {
  await background.work(ATTEMPTS_PRUNE_QUEUE, async () => {
    await pruneAttempts(db);
  });
  await background.schedule(ATTEMPTS_PRUNE_QUEUE, ATTEMPTS_PRUNE_CRON);
}
