import { MailState, type MailListQuery } from '@bole/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { inCompany } from '../../../platform/db/tenancy';
import { mailboxes, mailboxMails } from './tables';

export type Mailbox = typeof mailboxes.$inferSelect;
export type MailboxValues = Pick<Mailbox, 'preset' | 'protocol' | 'server' | 'port' | 'ssl' | 'account' | 'passwordEncrypted' | 'folder' | 'enabled'>;
export type Mail = typeof mailboxMails.$inferSelect;
export type NewMail = Omit<typeof mailboxMails.$inferInsert, 'id' | 'companyId' | 'mailboxId' | 'uidValidity' | 'uid' | 'fetchedAt'>;
export type MailOutcome = Pick<Mail, 'storageResult' | 'reason' | 'resumeId' | 'resumeName' | 'parseStatus' | 'fileName' | 'channel' | 'jobName' | 'jobId'>;

const live = isNull(mailboxes.deletedAt);

/** The company's mailboxes with how many of their mails wait and how many were processed. */
export async function listMailboxes(db: DbOrTx, companyId: number) {
  const tally = db
    .select({
      mailboxId: mailboxMails.mailboxId,
      waiting: sql<number>`count(*) filter (where ${mailboxMails.state} = ${MailState.Waiting})`.mapWith(Number).as('waiting'),
      processed: sql<number>`count(*) filter (where ${mailboxMails.state} = ${MailState.Processed})`.mapWith(Number).as('processed'),
    })
    .from(mailboxMails)
    .where(inCompany(mailboxMails, companyId))
    .groupBy(mailboxMails.mailboxId)
    .as('tally');
  return db
    .select({ mailbox: mailboxes, waiting: tally.waiting, processed: tally.processed })
    .from(mailboxes)
    .leftJoin(tally, eq(tally.mailboxId, mailboxes.id))
    .where(inCompany(mailboxes, companyId, live))
    .orderBy(asc(mailboxes.createdAt), asc(mailboxes.id));
}

export async function findMailbox(db: DbOrTx, companyId: number, id: number): Promise<Mailbox | undefined> {
  const [row] = await db.select().from(mailboxes).where(inCompany(mailboxes, companyId, eq(mailboxes.id, id), live));
  return row;
}

/** Whether the id names a mailbox of the company, removed ones included. */
export async function isMailboxOf(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: mailboxes.id }).from(mailboxes).where(inCompany(mailboxes, companyId, eq(mailboxes.id, id)));
  return row !== undefined;
}

export async function insertMailbox(db: DbOrTx, companyId: number, createdBy: number | null, values: MailboxValues): Promise<Mailbox> {
  const [row] = await db
    .insert(mailboxes)
    .values({ companyId, createdBy, ...values })
    .returning();
  return row!;
}

/** Saves new settings; another server or folder starts its UID bookkeeping again. */
export async function updateMailbox(db: DbOrTx, companyId: number, id: number, values: MailboxValues, restart: boolean): Promise<Mailbox | undefined> {
  const reset = restart ? { uidValidity: null, lastUid: 0, receiveState: null, lastError: null } : {};
  const [row] = await db
    .update(mailboxes)
    .set({ ...values, ...reset })
    .where(inCompany(mailboxes, companyId, eq(mailboxes.id, id), live))
    .returning();
  return row;
}

export async function deleteMailbox(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(mailboxes)
    .set({ deletedAt: new Date(), enabled: false })
    .where(inCompany(mailboxes, companyId, eq(mailboxes.id, id), live))
    .returning({ id: mailboxes.id });
  return rows.length > 0;
}

/** Every mailbox the schedule collects, across companies. */
export async function collectableMailboxes(db: DbOrTx, protocol: number): Promise<{ id: number; companyId: number }[]> {
  return db
    .select({ id: mailboxes.id, companyId: mailboxes.companyId })
    .from(mailboxes)
    .where(and(live, eq(mailboxes.enabled, true), eq(mailboxes.protocol, protocol)))
    .orderBy(asc(mailboxes.id));
}

export async function saveRunState(db: DbOrTx, id: number, state: Pick<Mailbox, 'receiveState' | 'lastError'>): Promise<void> {
  await db
    .update(mailboxes)
    .set({ ...state, lastRunAt: new Date() })
    .where(eq(mailboxes.id, id));
}

/** A rebuilt folder (new UIDVALIDITY) or a first run: the UIDs start again from `lastUid`. */
export async function restartUids(db: DbOrTx, id: number, uidValidity: number, lastUid: number): Promise<void> {
  await db.update(mailboxes).set({ uidValidity, lastUid }).where(eq(mailboxes.id, id));
}

/** Message-IDs among `ids` the mailbox already recorded (under any UIDVALIDITY). */
export async function knownMessageIds(db: DbOrTx, mailboxId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ messageId: mailboxMails.messageId })
    .from(mailboxMails)
    .where(and(eq(mailboxMails.mailboxId, mailboxId), inArray(mailboxMails.messageId, ids)));
  return new Set(rows.map((r) => r.messageId!));
}

/**
 * Records a fetched mail (nothing when the UID or Message-ID is already recorded) and moves
 * the mailbox's last UID past it: one transaction, so the two never disagree.
 */
export async function recordMail(db: DbOrTx, box: Pick<Mailbox, 'id' | 'companyId'>, uidValidity: number, uid: number, mail: NewMail | null): Promise<void> {
  if (mail) {
    await db
      .insert(mailboxMails)
      .values({ ...mail, companyId: box.companyId, mailboxId: box.id, uidValidity, uid })
      .onConflictDoNothing();
  }
  await db
    .update(mailboxes)
    .set({ lastUid: sql`greatest(${mailboxes.lastUid}, ${uid})` })
    .where(and(eq(mailboxes.id, box.id), eq(mailboxes.uidValidity, uidValidity)));
}

/** Mails of the mailbox still waiting, oldest first, that have attempts left. */
export async function waitingMails(db: DbOrTx, mailboxId: number, maxAttempts: number): Promise<Mail[]> {
  return db
    .select()
    .from(mailboxMails)
    .where(and(eq(mailboxMails.mailboxId, mailboxId), eq(mailboxMails.state, MailState.Waiting), lt(mailboxMails.attempts, maxAttempts)))
    .orderBy(asc(mailboxMails.id));
}

export async function findMail(db: DbOrTx, companyId: number, id: number): Promise<Mail | undefined> {
  const [row] = await db.select().from(mailboxMails).where(inCompany(mailboxMails, companyId, eq(mailboxMails.id, id)));
  return row;
}

/** Marks a waiting mail processed; false when it was no longer waiting (another run got there first). */
export async function markProcessed(db: DbOrTx, id: number, outcome: MailOutcome): Promise<boolean> {
  const rows = await db
    .update(mailboxMails)
    .set({ ...outcome, state: MailState.Processed, processedAt: new Date() })
    .where(and(eq(mailboxMails.id, id), eq(mailboxMails.state, MailState.Waiting)))
    .returning({ id: mailboxMails.id });
  return rows.length > 0;
}

/** An attempt that broke unexpectedly: counted, and its reason kept; the mail keeps waiting. */
export async function markAttemptFailed(db: DbOrTx, id: number, reason: string, facts: Pick<Mail, 'channel' | 'jobName'>): Promise<void> {
  await db
    .update(mailboxMails)
    // Facts this attempt did not get to (the source was unreadable) keep what an earlier one found.
    .set({ channel: sql`coalesce(${facts.channel}, ${mailboxMails.channel})`, jobName: sql`coalesce(${facts.jobName}, ${mailboxMails.jobName})`, reason, attempts: sql`${mailboxMails.attempts} + 1` })
    .where(and(eq(mailboxMails.id, id), eq(mailboxMails.state, MailState.Waiting)));
}

/** Puts a processed mail back to waiting with fresh attempts (重新处理). */
export async function reopenMail(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db
    .update(mailboxMails)
    .set({ state: MailState.Waiting, attempts: 0, storageResult: null, reason: null, resumeId: null, resumeName: null, parseStatus: null, fileName: null, jobId: null, processedAt: null })
    .where(inCompany(mailboxMails, companyId, eq(mailboxMails.id, id)));
}

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type MailListRow = Mail & { mailboxAccount: string };

/** A mail of the company with its mailbox's account, as the lists show it. */
export async function findMailRow(db: DbOrTx, companyId: number, id: number): Promise<MailListRow | undefined> {
  const [row] = await db
    .select({ mail: mailboxMails, mailboxAccount: mailboxes.account })
    .from(mailboxMails)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxMails.mailboxId))
    .where(inCompany(mailboxMails, companyId, eq(mailboxMails.id, id)));
  return row && { ...row.mail, mailboxAccount: row.mailboxAccount };
}

/** One page of the company's waiting or processed mails, newest first; the keyword matches sender addresses only with `byAddress`. */
export async function listMails(db: DbOrTx, companyId: number, state: MailState, q: MailListQuery, byAddress: boolean): Promise<{ rows: MailListRow[]; total: number }> {
  const like = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = inCompany(
    mailboxMails,
    companyId,
    eq(mailboxMails.state, state),
    q.mailboxId ? eq(mailboxMails.mailboxId, q.mailboxId) : undefined,
    q.channel ? eq(mailboxMails.channel, q.channel) : undefined,
    q.storageResult && state === MailState.Processed ? eq(mailboxMails.storageResult, q.storageResult) : undefined,
    like ? or(ilike(mailboxMails.subject, like), ilike(mailboxMails.fromName, like), byAddress ? ilike(mailboxMails.fromAddress, like) : undefined, ilike(mailboxMails.jobName, like), ilike(mailboxMails.resumeName, like)) : undefined,
  );
  const order = state === MailState.Processed ? [desc(mailboxMails.processedAt), desc(mailboxMails.id)] : [desc(mailboxMails.fetchedAt), desc(mailboxMails.id)];
  const rows = await db
    .select({ mail: mailboxMails, mailboxAccount: mailboxes.account })
    .from(mailboxMails)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxMails.mailboxId))
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(mailboxMails).where(where);
  return { rows: rows.map((r) => ({ ...r.mail, mailboxAccount: r.mailboxAccount })), total: total?.n ?? 0 };
}
