// One receive run of a mailbox (收取): fetch what arrived since the last recorded UID, then
// process the mails waiting. Every fetched mail is recorded together with the mailbox's
// last UID in one transaction, so a run cut short anywhere fetches again from where the
// records end, and the UID and Message-ID keys make the second fetch record nothing twice.
import { MAILBOX_FIRST_SYNC_DAYS, MAIL_MAX_ATTEMPTS, MailboxReceiveState, MailProtocol, MailState, StorageResult } from '@bole/domain';
import { decryptSecret } from '../../../platform/crypto';
import { collectorOf, processMail, type ProcessDeps } from './process';
import { MailboxFailure, withFolder, type Folder, type ListedMail } from './imap';
import * as repo from './repository';
import type { MailTargetPolicy } from './target';

export type ReceiveDeps = ProcessDeps & { secretKey: Buffer; mailTargets: MailTargetPolicy };

/** Mails fetched per run; the rest come with the next run, oldest first. */
const MAILS_PER_RUN = 200;
/** Larger mails are recorded as failed without keeping their source. */
const MAIL_MAX_BYTES = 30 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ReceiveSummary = { receiveState: MailboxReceiveState; fetched: number; processed: number };

function newMail(m: ListedMail, sourceKey: string | null): repo.NewMail {
  const base = { messageId: m.messageId, subject: m.subject, fromName: m.fromName, fromAddress: m.fromAddress, sentAt: m.sentAt, size: m.size, sourceKey };
  if (sourceKey) return { ...base, state: MailState.Waiting };
  const reason = `邮件超过${MAIL_MAX_BYTES / 1024 / 1024}MB，未收取，请在邮箱中查看`;
  return { ...base, state: MailState.Processed, storageResult: StorageResult.Failed, reason, processedAt: new Date() };
}

/** Where this run starts: after the last recorded UID, or, on a first run or a rebuilt folder, at the mails of the last days. */
async function firstUidOf(deps: ReceiveDeps, box: repo.Mailbox, folder: Folder): Promise<number> {
  if (box.uidValidity === folder.uidValidity) return box.lastUid + 1;
  const recent = await folder.uidsSince(new Date(Date.now() - MAILBOX_FIRST_SYNC_DAYS * DAY_MS));
  const first = recent[0] ?? folder.uidNext;
  await repo.restartUids(deps.db, box.id, folder.uidValidity, first - 1);
  return first;
}

async function fetchNew(deps: ReceiveDeps, box: repo.Mailbox, folder: Folder, signal: AbortSignal): Promise<number> {
  const firstUid = await firstUidOf(deps, box, folder);
  const listed = (await folder.listFrom(firstUid)).slice(0, MAILS_PER_RUN);
  // A rebuilt folder lists mails already recorded under their old UIDs.
  const known = await repo.knownMessageIds(deps.db, box.id, listed.flatMap((m) => (m.messageId ? [m.messageId] : [])));
  let fetched = 0;
  for (const m of listed) {
    if (signal.aborted) break;
    const seen = m.messageId !== null && known.has(m.messageId);
    let mail: repo.NewMail | null = null;
    if (!seen) {
      const sourceKey = m.size > MAIL_MAX_BYTES ? null : (await deps.files.put(await folder.source(m.uid))).storageKey;
      mail = newMail(m, sourceKey);
      if (m.messageId) known.add(m.messageId);
      fetched += 1;
    }
    await deps.db.transaction((tx) => repo.recordMail(tx, box, folder.uidValidity, m.uid, mail));
  }
  return fetched;
}

function passwordOf(deps: ReceiveDeps, box: repo.Mailbox): string {
  try {
    return decryptSecret(deps.secretKey, box.passwordEncrypted);
  } catch {
    throw new MailboxFailure(MailboxReceiveState.LoginFailed, '已保存的密码/授权码无法解密（服务器密钥已更换），请重新填写后保存');
  }
}

/** Processes the mailbox's waiting mails that have attempts left, oldest first. */
async function processWaiting(deps: ProcessDeps, box: Pick<repo.Mailbox, 'id' | 'companyId'>, signal: AbortSignal): Promise<number> {
  let processed = 0;
  for (const mail of await repo.waitingMails(deps.db, box.id, MAIL_MAX_ATTEMPTS)) {
    if (signal.aborted) break;
    await processMail(deps, mail, collectorOf(box.companyId));
    processed += 1;
  }
  return processed;
}

/**
 * A receive run of one mailbox of the company; nothing happens for a removed, disabled or
 * non-IMAP one. The receive state and its reason are saved once fetching ends; mails
 * fetched before a failure are processed all the same.
 */
export async function receiveMailbox(deps: ReceiveDeps, companyId: number, mailboxId: number, signal: AbortSignal): Promise<ReceiveSummary | null> {
  const box = await repo.findMailbox(deps.db, companyId, mailboxId);
  if (!box || !box.enabled || box.protocol !== MailProtocol.Imap) return null;
  let receiveState: MailboxReceiveState = MailboxReceiveState.Ok;
  let lastError: string | null = null;
  let fetched = 0;
  try {
    const settings = { host: box.server, port: box.port, secure: box.ssl, user: box.account, pass: passwordOf(deps, box), folder: box.folder };
    fetched = await withFolder(settings, deps.mailTargets, (folder) => fetchNew(deps, box, folder, signal));
  } catch (error) {
    if (!(error instanceof MailboxFailure)) {
      // Our side broke (database, storage): shown on the mailbox, and the job is tried again.
      // Not the error's message: a failed query's message holds its values.
      await repo.saveRunState(deps.db, box.id, { receiveState: MailboxReceiveState.ServerError, lastError: '收取时出错，稍后将自动重试' });
      throw error;
    }
    receiveState = error.state;
    lastError = error.message;
  }
  await repo.saveRunState(deps.db, box.id, { receiveState, lastError });
  const processed = await processWaiting(deps, box, signal);
  return { receiveState, fetched, processed };
}
