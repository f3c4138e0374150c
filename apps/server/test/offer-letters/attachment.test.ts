// The offer letter as the offer mail's attachment: written with the outbox row (bytes kept, so
// a retry sends the same file), delivered through a real SMTP server as 录用通知书-<姓名>.pdf
// (application/pdf) whose text is searchable; the outbox API names the file, never its bytes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_OFFER_LETTER_TEMPLATE, offerLetterSampleValues, TemplatePlaceholder, type OutboxMessageDetail } from '@bole/domain';
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../src/modules/messaging/service';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { offerLetterAttachment, offerLetterFilename } from '../../src/modules/offer-letters/letter';
import { renderOfferLetterPdf } from '../../src/modules/offer-letters/pdf';
import { okData } from '../company/fixtures';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { mailServerUrl, startMailServer, stopMailServer, type Received } from '../messaging/mail-server';

const received: Received[] = [];
let server: SMTPServer;
let ctx: TestContext;
let a: Session;
const dir = mkdtempSync(path.join(os.tmpdir(), 'offer-letter-mail-'));

beforeAll(async () => {
  server = await startMailServer(received, 0);
  ctx = await createTestContext({ smtpUrl: mailServerUrl(server) });
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
});
afterAll(async () => {
  await stopMailServer(server);
  rmSync(dir, { recursive: true, force: true });
});

async function settled(id: number) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.companyId), eq(outboxMessages.id, id)));
    if (row && row.sendingAt === null && row.attempts >= 1) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the message was not delivered');
}

describe('the offer letter attachment', () => {
  it('names the file after the candidate, cleaned and bounded', () => {
    expect(offerLetterFilename('张三')).toBe('录用通知书-张三.pdf');
    expect(offerLetterFilename('../<b>王\u202e五</b>\n')).toBe('录用通知书-..b王五b.pdf');
    expect(offerLetterFilename('欧阳'.repeat(40))).toBe(`录用通知书-${'欧阳'.repeat(15)}.pdf`);
    expect(offerLetterFilename('')).toBe('录用通知书.pdf');
  });

  it('reaches the candidate as a PDF attachment whose Chinese text is searchable', async () => {
    const values = { ...offerLetterSampleValues('星河智能科技有限公司'), [TemplatePlaceholder.PersonName]: '陈思远' };
    const pdf = await renderOfferLetterPdf({ content: DEFAULT_OFFER_LETTER_TEMPLATE.content, values, companyName: '星河智能科技有限公司', date: '2026-12-01' });
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, {
      companyId: a.companyId,
      channel: 'email',
      to: 'chen.siyuan@example.com',
      subject: '星河智能科技有限公司录用通知：Java开发工程师',
      html: '<p>陈思远，您好！录用通知书见附件。</p>',
      text: '陈思远，您好！录用通知书见附件。',
      templateType: 2,
      trigger: '发送Offer',
      attachment: offerLetterAttachment(pdf, '陈思远'),
    });
    expect(await settled(id)).toMatchObject({ status: 'sent', error: null });
    const mail = await simpleParser(received.at(-1)!.raw);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({ filename: '录用通知书-陈思远.pdf', contentType: 'application/pdf' });
    expect(file!.content.equals(pdf)).toBe(true);
    const saved = path.join(dir, 'letter.pdf');
    writeFileSync(saved, file!.content);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('录用通知书');
    expect(text).toContain('尊敬的陈思远：');

    const detail = okData<OutboxMessageDetail>(await call(ctx.app, a, { method: 'GET', url: `/api/outbox/${id}` }));
    expect(detail.attachment).toEqual({ kind: 'file', filename: '录用通知书-陈思远.pdf', contentType: 'application/pdf' });
  });
});
