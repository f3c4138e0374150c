// One fetched mail into the talent pool: its resume (an attachment, or the body of a job
// board's notification) stored through resume intake, its channel and applied job noted.
// A mail without a usable resume is processed as failed with the reason; a mail whose
// processing broke (database, storage) keeps waiting and is tried again.
import { ERRORS, StorageResult, type ResumeSourceChannel } from '@bole/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Db } from '../../../platform/db/client';
import { cleanFileName } from '../../../platform/files/serve';
import type { FileStorage } from '../../../platform/files/storage';
import { AppError } from '../../../platform/http/errors';
import { isDatabaseError } from '../../../platform/http/error-log';
import type { Operator } from '../../resumes/service';
import type { ParseFn } from '../parse-pool';
import { ParseRefusal, type ParsedResume } from '../parser';
import { intakeResumeFile, type IncomingFile } from '../upload.service';
import { appliedJobAmongOpen, enterAppliedJob } from './applied-job';
import { appliedJobOf, channelOf } from './recognise';
import * as repo from './repository';

export type ProcessDeps = { db: Db; files: FileStorage; parse: ParseFn };

/** Who stores collected resumes when no one clicked: the mailbox job of the company. */
export const collectorOf = (companyId: number): Operator => ({ companyId, accountId: null, userName: '邮箱简历收取' });

// What can hold a resume; images only when their name says so (photos and signatures are not resumes).
const DOCUMENT = /\.(pdf|docx?|wps|rtf|html?|mht|mhtml|txt|eml)$/i;
const NAMED_RESUME = /简历|resume|\bcv\b/i;
// A body is taken for a resume only when it states this much (a name and a phone, say).
const BODY_MIN_EVIDENCE = 4;
const FILE_NAME_MAX = 80;

/** How much of a resume a parse found, to choose among a mail's attachments. */
function evidenceOf(r: ParsedResume): number {
  return (r.name ? 3 : 0) + (r.mobile ? 3 : 0) + (r.email ? 1 : 0) + (r.educations?.length ?? 0) * 2 + (r.workExperiences?.length ?? 0) * 2;
}

function attachmentsOf(mail: ParsedMail): IncomingFile[] {
  return mail.attachments
    .filter((a) => !a.related && (a.contentDisposition === 'attachment' || a.filename))
    .map((a) => ({ fileName: (a.filename && cleanFileName(a.filename)) || `附件.${(a.contentType.split('/')[1] ?? 'bin').replace(/[^a-z0-9]/gi, '')}`, bytes: a.content, mime: a.contentType }))
    .filter((a) => DOCUMENT.test(a.fileName) || (NAMED_RESUME.test(a.fileName) && a.mime?.startsWith('image/')));
}

/** The body as a file of its own, named after the subject (job boards put the candidate's name there). */
function bodyFileOf(mail: ParsedMail, subject: string): IncomingFile | null {
  const base = (subject.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || '邮件正文').slice(0, FILE_NAME_MAX);
  if (mail.html) return { fileName: `${base}.html`, bytes: Buffer.from(mail.html, 'utf8'), mime: 'text/html' };
  if (mail.text?.trim()) return { fileName: `${base}.txt`, bytes: Buffer.from(mail.text, 'utf8'), mime: 'text/plain' };
  return null;
}

/** The file to store and how the mail's reasons name it. */
type Picked = { file: IncomingFile; label: string } | { reason: string };

const attachment = (file: IncomingFile) => ({ file, label: `附件「${file.fileName}」` });
const refusalOf = (label: string, error: unknown) => `${label}：${(error as Error).message}`;

/**
 * The file to store: the one attachment (its own refusal then says what is wrong with it),
 * the attachment that reads most like a resume, or a body that reads like one.
 */
async function pick(deps: ProcessDeps, mail: ParsedMail, subject: string): Promise<Picked> {
  const attachments = attachmentsOf(mail);
  if (attachments.length === 1) return attachment(attachments[0]!);
  let best: { file: IncomingFile; evidence: number } | undefined;
  let refusal: string | undefined;
  for (const file of attachments) {
    try {
      const evidence = evidenceOf((await deps.parse(file.bytes, file.fileName)).resume);
      if (!best || evidence > best.evidence) best = { file, evidence };
    } catch (error) {
      if (!(error instanceof ParseRefusal)) throw error;
      refusal ??= refusalOf(attachment(file).label, error);
    }
  }
  if (best) return attachment(best.file);
  const body = bodyFileOf(mail, subject);
  if (body) {
    const parsed = await deps.parse(body.bytes, body.fileName).catch((error: unknown) => {
      if (error instanceof ParseRefusal) return null;
      throw error;
    });
    if (parsed && evidenceOf(parsed.resume) >= BODY_MIN_EVIDENCE) return { file: body, label: '邮件正文' };
  }
  return { reason: refusal ?? ERRORS.RESUME_FILE_NO_RESUME.message };
}

/** Another run processed the mail first; this one's resume is rolled back. */
class MailTaken extends Error {}

/**
 * Processes one waiting mail. The resume and the mail's outcome commit in one transaction,
 * so a crash in between leaves the mail waiting and the pool without its resume.
 */
export async function processMail(deps: ProcessDeps, mail: repo.Mail, op: Operator): Promise<void> {
  const facts: { channel: ResumeSourceChannel | null; jobName: string | null } = { channel: null, jobName: null };
  const fail = (reason: string) => repo.markProcessed(deps.db, mail.id, { ...facts, storageResult: StorageResult.Failed, reason, resumeId: null, resumeName: null, parseStatus: null, fileName: null, jobId: null });
  try {
    if (!mail.sourceKey) return void (await fail(ERRORS.MAIL_SOURCE_MISSING.message));
    const source = await deps.files.read(mail.sourceKey);
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(source, { skipImageLinks: true, skipTextLinks: true });
    } catch (error) {
      return void (await fail(`邮件格式已损坏，无法读取：${(error as Error).message}`));
    }
    // mailparser writes the text of an HTML-only mail itself.
    const body = parsed.text || '';
    facts.channel = channelOf({ fromAddress: mail.fromAddress, fromName: mail.fromName, subject: mail.subject, body: `${body}\n${parsed.html || ''}` });
    facts.jobName = appliedJobOf(mail.subject, body);
    const job = facts.jobName ? await appliedJobAmongOpen(deps.db, op.companyId, facts.jobName, `${mail.subject}\n${body.slice(0, 2000)}`) : null;
    const picked = await pick(deps, parsed, mail.subject);
    if ('reason' in picked) return void (await fail(picked.reason));
    try {
      await intakeResumeFile(deps, op, picked.file, { channel: facts.channel }, async (tx, result, name) => {
        const entered = job ? await enterAppliedJob(tx, op, result.id, job) : { jobId: null, note: null };
        const reason = [result.reason, entered.note].filter(Boolean).join('；') || null;
        const outcome = { ...facts, jobId: entered.jobId, storageResult: result.storageResult, reason, resumeId: result.id, resumeName: name, parseStatus: result.parseStatus, fileName: result.fileName };
        if (!(await repo.markProcessed(tx, mail.id, outcome))) throw new MailTaken();
      });
    } catch (error) {
      // The file was refused (corrupt, encrypted, a name over 30 characters): that is the mail's result.
      if (error instanceof AppError) await fail(refusalOf(picked.label, error));
      else throw error;
    }
  } catch (error) {
    if (error instanceof MailTaken) return;
    const lost = (error as NodeJS.ErrnoException).code === 'ENOENT';
    // A failed query's message holds its values: the mail list shows only that it failed.
    const why = lost ? '邮件原文文件丢失，无法读取' : isDatabaseError(error) ? '处理时出错，请稍后重新处理' : `处理时出错：${(error as Error).message}`;
    await repo.markAttemptFailed(deps.db, mail.id, why, facts);
  }
}
