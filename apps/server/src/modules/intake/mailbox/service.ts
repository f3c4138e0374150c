// 邮箱简历收取: the collection mailboxes of a company (passwords stored encrypted, never
// answered), their test and 立即收取, and the lists of waiting and processed mails.
import {
  MailboxReceiveState,
  MailProtocol,
  MailState,
  StorageResult,
  type MailboxReceiveResult,
  type MailboxRow,
  type MailboxSave,
  type MailboxTest,
  type MailboxTestResult,
  type MailListQuery,
  type MailRow,
  type Page,
} from '@bole/domain';
import { decryptSecret, encryptSecret, SecretUnreadableError } from '../../../platform/crypto';
import { uniqueViolation } from '../../../platform/db/errors';
import { AppError } from '../../../platform/http/errors';
import type { Jobs } from '../../../platform/jobs/jobs';
import type { Operator } from '../../resumes/service';
import { MailboxFailure, withFolder } from './imap';
import { presentMail, presentMailbox } from './presenter';
import { processMail } from './process';
import type { ReceiveDeps } from './receive';
import * as repo from './repository';
import { checkPort, sameServer } from './target';

export type MailboxDeps = ReceiveDeps & { jobs: Jobs };

/** The queue of receive runs (data: company and mailbox), one per mailbox at a time. */
export const RECEIVE_QUEUE = 'mailbox-receive';
export type ReceiveJob = { companyId: number; mailboxId: number };

async function mailboxOf(deps: MailboxDeps, companyId: number, id: number): Promise<repo.Mailbox> {
  const box = await repo.findMailbox(deps.db, companyId, id);
  if (!box) throw new AppError('NOT_FOUND');
  return box;
}

function storedPassword(deps: MailboxDeps, box: repo.Mailbox): string {
  try {
    return decryptSecret(deps.secretKey, box.passwordEncrypted);
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new AppError('MAILBOX_SECRET_UNREADABLE');
    throw error;
  }
}

function passwordRequired(): AppError {
  const message = '请输入密码/授权码';
  return new AppError('MAILBOX_PASSWORD_REQUIRED', message, { fields: [{ field: 'password', message }] });
}

function serverChanged(): AppError {
  const message = '更换了收信服务器、端口、SSL设置或账号，请重新输入密码/授权码';
  return new AppError('MAILBOX_SERVER_CHANGED', message, { fields: [{ field: 'password', message }] });
}

const taken = (error: unknown) => {
  if (uniqueViolation(error) === 'mailboxes_account_uq') throw new AppError('MAILBOX_TAKEN');
  throw error;
};

function valuesOf(body: MailboxSave, passwordEncrypted: string): repo.MailboxValues {
  const { preset, protocol, server, port, ssl, account, folder, enabled } = body;
  return { preset, protocol, server: server.toLowerCase(), port, ssl, account, folder, enabled, passwordEncrypted };
}

export async function listMailboxes(deps: MailboxDeps, companyId: number): Promise<MailboxRow[]> {
  const rows = await repo.listMailboxes(deps.db, companyId);
  return rows.map((r) => presentMailbox(r.mailbox, r));
}

export async function createMailbox(deps: MailboxDeps, op: Operator, body: MailboxSave): Promise<MailboxRow> {
  checkPort(deps.mailTargets, body.protocol as MailProtocol, body.port);
  if (!body.password) throw passwordRequired();
  const box = await repo.insertMailbox(deps.db, op.companyId, op.accountId, valuesOf(body, encryptSecret(deps.secretKey, body.password))).catch(taken);
  return presentMailbox(box);
}

/**
 * Saves the settings; an empty password keeps the stored one, but only for the same server,
 * port, SSL and account. Another server, account or folder is collected afresh.
 */
export async function updateMailbox(deps: MailboxDeps, companyId: number, id: number, body: MailboxSave): Promise<MailboxRow> {
  checkPort(deps.mailTargets, body.protocol as MailProtocol, body.port);
  const current = await mailboxOf(deps, companyId, id);
  if (!body.password && !sameServer(current, body)) throw serverChanged();
  const passwordEncrypted = body.password ? encryptSecret(deps.secretKey, body.password) : current.passwordEncrypted;
  const values = valuesOf(body, passwordEncrypted);
  const moved = values.server !== current.server || values.account.toLowerCase() !== current.account.toLowerCase() || values.folder !== current.folder;
  const box = await repo.updateMailbox(deps.db, companyId, id, values, moved).catch(taken);
  if (!box) throw new AppError('NOT_FOUND');
  const [counted] = (await repo.listMailboxes(deps.db, companyId)).filter((r) => r.mailbox.id === id);
  return presentMailbox(box, counted);
}

/** Stops collecting from the mailbox; its mails stay in the lists. */
export async function deleteMailbox(deps: MailboxDeps, companyId: number, id: number): Promise<void> {
  if (!(await repo.deleteMailbox(deps.db, companyId, id))) throw new AppError('NOT_FOUND');
}

/**
 * Logs in with the form's settings and opens the folder. Without a typed password the
 * stored one of `id` is used, and only with the server, port, SSL and account it was saved for.
 */
export async function testMailbox(deps: MailboxDeps, companyId: number, body: MailboxTest): Promise<MailboxTestResult> {
  if (body.protocol !== MailProtocol.Imap) throw new AppError('MAILBOX_NOT_IMAP');
  checkPort(deps.mailTargets, MailProtocol.Imap, body.port);
  const stored = body.id ? await mailboxOf(deps, companyId, body.id) : undefined;
  let pass = body.password;
  if (!pass) {
    if (!stored) throw passwordRequired();
    if (!sameServer(stored, body)) throw serverChanged();
    pass = storedPassword(deps, stored);
  }
  const settings = { host: body.server, port: body.port, secure: body.ssl, user: body.account, pass, folder: body.folder };
  try {
    const count = await withFolder(settings, deps.mailTargets, async (folder) => folder.exists);
    return { ok: true, receiveState: MailboxReceiveState.Ok, message: `连接成功：文件夹「${body.folder}」中共有 ${count} 封邮件`, messageCount: count };
  } catch (error) {
    if (!(error instanceof MailboxFailure)) throw error;
    return { ok: false, receiveState: error.state, message: error.message, messageCount: null };
  }
}

/** 立即收取: queues a receive run of the mailbox (a run already waiting is not queued twice). */
export async function receiveNow(deps: MailboxDeps, companyId: number, id: number): Promise<MailboxReceiveResult> {
  const box = await mailboxOf(deps, companyId, id);
  if (box.protocol !== MailProtocol.Imap) throw new AppError('MAILBOX_NOT_IMAP');
  if (!box.enabled) throw new AppError('MAILBOX_DISABLED');
  const job: ReceiveJob = { companyId, mailboxId: id };
  await deps.jobs.send(RECEIVE_QUEUE, job, { key: String(id) });
  return { queued: true, message: '已开始收取，稍后刷新即可看到收取结果' };
}

/** Queues a receive run of every enabled IMAP mailbox (the schedule's work). */
export async function receiveAll(deps: MailboxDeps): Promise<number> {
  const boxes = await repo.collectableMailboxes(deps.db, MailProtocol.Imap);
  for (const box of boxes) {
    const job: ReceiveJob = { companyId: box.companyId, mailboxId: box.id };
    await deps.jobs.send(RECEIVE_QUEUE, job, { key: String(box.id) });
  }
  return boxes.length;
}

/** One page of mails; a reader without 250001 (contactAllowed false) gets senders masked and cannot search by address. */
export async function listMails(deps: MailboxDeps, companyId: number, state: MailState, q: MailListQuery, contactAllowed: boolean): Promise<Page<MailRow>> {
  // A removed mailbox's mails are still listed, so the filter accepts it too.
  if (q.mailboxId && !(await repo.isMailboxOf(deps.db, companyId, q.mailboxId))) throw new AppError('NOT_FOUND');
  const { rows, total } = await repo.listMails(deps.db, companyId, state, q, contactAllowed);
  return { list: rows.map((row) => presentMail(row, contactAllowed)), total, page: q.page, pageSize: q.pageSize };
}

/**
 * 重新处理: processes a waiting mail now, or a failed one again. A mail whose resume is in
 * the pool (stored or a duplicate) is not processed twice.
 */
export async function retryMail(deps: MailboxDeps, op: Operator, id: number, contactAllowed: boolean): Promise<MailRow> {
  const mail = await repo.findMail(deps.db, op.companyId, id);
  if (!mail) throw new AppError('NOT_FOUND');
  if (mail.state === MailState.Processed && mail.storageResult !== StorageResult.Failed) throw new AppError('MAIL_ALREADY_STORED');
  if (!mail.sourceKey) throw new AppError('MAIL_SOURCE_MISSING');
  if (mail.state === MailState.Processed) await repo.reopenMail(deps.db, op.companyId, id);
  const waiting = await repo.findMail(deps.db, op.companyId, id);
  if (waiting?.state === MailState.Waiting) await processMail(deps, waiting, op);
  const row = await repo.findMailRow(deps.db, op.companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentMail(row, contactAllowed);
}
