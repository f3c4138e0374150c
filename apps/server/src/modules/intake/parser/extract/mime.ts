// E-mails (.eml) and web archives (MHTML, which 51job and others save under a .doc name):
// the body and the attachments, each a candidate for the resume.
import type { ParsedMail } from 'mailparser';
import { ParseRefusal } from '../refusal';
import { htmlToText } from './html';

export type MimeContent = { subject?: string; body?: string; attachments: { fileName: string; bytes: Buffer }[] };

export async function readMime(bytes: Buffer): Promise<MimeContent> {
  let mail: ParsedMail;
  try {
    // Loaded with the first e-mail or web archive: it takes longer than parsing most files.
    const { simpleParser } = await import('mailparser');
    mail = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: 5 * 1024 * 1024 });
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  }
  const body = mail.html ? htmlToText(mail.html) : mail.text;
  const attachments = mail.attachments
    .filter((a) => a.contentDisposition === 'attachment' || a.filename)
    .map((a) => ({ fileName: a.filename ?? `附件.${(a.contentType.split('/')[1] ?? 'bin').replace(/[^a-z0-9]/gi, '')}`, bytes: a.content }));
  return { subject: mail.subject, body: body?.trim() ? body : undefined, attachments };
}
