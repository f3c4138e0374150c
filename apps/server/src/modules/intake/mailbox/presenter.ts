import { MailProtocol, MailState, maskContactsInText, type MailboxRow, type MailRow } from '@bole/domain';
import type { Mailbox, MailListRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A mailbox as the settings page shows it: whether a password is set, never the password. */
export function presentMailbox(box: Mailbox, counts: { waiting: number | null; processed: number | null } = { waiting: 0, processed: 0 }): MailboxRow {
  return {
    id: box.id,
    preset: box.preset,
    protocol: box.protocol,
    server: box.server,
    port: box.port,
    ssl: box.ssl,
    account: box.account,
    folder: box.folder,
    enabled: box.enabled,
    passwordSet: box.passwordEncrypted.length > 0,
    collectable: box.protocol === MailProtocol.Imap,
    receiveState: box.receiveState,
    lastError: box.lastError,
    lastRunAt: iso(box.lastRunAt),
    waitingCount: counts.waiting ?? 0,
    processedCount: counts.processed ?? 0,
    createdAt: box.createdAt.toISOString(),
  };
}

/**
 * A fetched mail as the lists show it. The sender is often the candidate himself and subjects
 * and file names carry phones ("张伟_13800138000.pdf"): masked for a reader without 250001.
 */
export function presentMail(row: MailListRow, contactAllowed: boolean): MailRow {
  const shown = (text: string | null) => (text === null || contactAllowed ? text : maskContactsInText(text));
  return {
    id: row.id,
    mailboxId: row.mailboxId,
    mailboxAccount: row.mailboxAccount,
    subject: shown(row.subject)!,
    fromName: shown(row.fromName),
    fromAddress: shown(row.fromAddress),
    sentAt: iso(row.sentAt),
    fetchedAt: row.fetchedAt.toISOString(),
    channel: row.channel,
    jobName: row.jobName,
    jobId: row.jobId,
    state: row.state === MailState.Processed ? MailState.Processed : MailState.Waiting,
    attempts: row.attempts,
    storageResult: row.storageResult,
    reason: row.reason,
    resumeId: row.resumeId,
    resumeName: row.resumeName,
    parseStatus: row.parseStatus,
    fileName: shown(row.fileName),
    processedAt: iso(row.processedAt),
  };
}
