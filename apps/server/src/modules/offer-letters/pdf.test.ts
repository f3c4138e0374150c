import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { DEFAULT_OFFER_LETTER_TEMPLATE, offerLetterSampleValues, TemplatePlaceholder as P, type TemplateValues } from '@bole/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_LINE_START } from './layout';
import { letterParagraphs, renderOfferLetterPdf } from './pdf';

const dir = mkdtempSync(path.join(os.tmpdir(), 'offer-letter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler reads it, laid out as on the page. */
function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** A small solid PNG (a logo), made here so the test needs no file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x16).map((v, i) => (i % 3 === 2 ? 0xff : v))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const COMPANY = '星河智能科技有限公司';
const sample = (values: TemplateValues = {}) => ({ content: DEFAULT_OFFER_LETTER_TEMPLATE.content, values: { ...offerLetterSampleValues(COMPANY), ...values }, companyName: COMPANY, date: '2026-12-01' });

describe('the offer letter PDF', () => {
  it('holds searchable Chinese text: the title, the candidate, every value, the company and the date in Chinese', async () => {
    const pdf = await renderOfferLetterPdf({ ...sample(), logo: png(240, 60) });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf, 'sample');
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('录用通知书');
    expect(flat).toContain('尊敬的张三：');
    for (const value of ['技术部', 'Java开发工程师', '2026年12月1日', '3个月', '税前16,000.00元/月', '税前20,000.00元/月', '上海市浦东新区张江路88号', '13800138000', 'hr@example.com']) {
      expect(flat, value).toContain(value.replace(/\s+/g, ''));
    }
    expect(flat).toContain(`${COMPANY}2026年12月1日`);
    expect(text).not.toContain('${');
  });

  it('is the same bytes for the same letter', async () => {
    const a = await renderOfferLetterPdf(sample());
    const b = await renderOfferLetterPdf(sample());
    expect(a.equals(b)).toBe(true);
  });

  it('puts every one of the 29 tokens in when the template names them all', async () => {
    const content = Array.from({ length: 29 }, (_, i) => i + 1)
      .map((id) => `<p>${id}：\${${['personName', 'companyName', 'jobName', 'jobUrl', 'interviewDate', 'interviewAddress', 'entryDate', 'probation', 'probationSalary', 'positiveSalary', 'contactName', 'contactTel', 'address', 'contactEmail', 'schoolInterviewType', 'interviewLength', 'interviewerName', 'projectName', 'candidateNum', 'interviewType', 'orgName', 'demandName', 'jobRank', 'offerCreateTime', 'candidateIdNum', 'meetingRoomAddress', 'interviewRegistry', 'interviewNotice', 'meetingUrl'][id - 1]}}</p>`)
      .join('');
    const values = Object.fromEntries(Array.from({ length: 29 }, (_, i) => [i + 1, `值${i + 1}号`])) as TemplateValues;
    const flat = pdfText(await renderOfferLetterPdf({ content, values, companyName: COMPANY, date: '2026-12-01' }), 'tokens').replace(/\s+/g, '');
    for (let id = 1; id <= 29; id += 1) expect(flat, String(id)).toContain(`${id}：值${id}号`);
  });

  it('shows hostile text as text, missing values as empty, and breaks a very long name without losing it', async () => {
    const hostile = '<script>alert(1)</script><b>王五</b>';
    const long = '欧阳'.repeat(60);
    const paragraphs = letterParagraphs(DEFAULT_OFFER_LETTER_TEMPLATE.content, { [P.PersonName]: hostile });
    expect(paragraphs[0]).toBe(`尊敬的${hostile}：`);
    // Missing values read as empty, as the renderer does in the mail: no token is left.
    expect(paragraphs.join('')).toContain('试用期：，试用期薪资为；');
    expect(paragraphs.join('')).not.toContain('${');

    const text = pdfText(await renderOfferLetterPdf(sample({ [P.PersonName]: hostile })), 'hostile');
    expect(text).toContain('<script>alert(1)</script><b>王五</b>');
    const longText = pdfText(await renderOfferLetterPdf(sample({ [P.PersonName]: long, [P.CompanyName]: undefined })), 'long');
    expect(longText.replace(/\s+/g, '')).toContain(`尊敬的${long}：`);
    const empty = pdfText(await renderOfferLetterPdf({ content: DEFAULT_OFFER_LETTER_TEMPLATE.content, values: {}, companyName: COMPANY, date: '2026-12-01' }), 'empty');
    expect(empty.replace(/\s+/g, '')).toContain('尊敬的：');
  });

  it('never starts a printed line with closing punctuation', async () => {
    // Values sized so that commas and stops fall at line ends at many widths.
    for (const name of ['张三', '欧阳娜娜', '司马相如如', 'Alexander Wang']) {
      const text = pdfText(await renderOfferLetterPdf(sample({ [P.PersonName]: name, [P.OrgName]: `${name}部` })), 'lines');
      for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) expect(NO_LINE_START.has([...line][0]!), line).toBe(false);
    }
  });

  it('runs onto further pages and keeps the signature whole', async () => {
    const content = Array.from({ length: 60 }, (_, i) => `<p>第${i + 1}条：试用期内双方均可提前三日通知对方解除劳动合同，转正考核由部门负责人组织。</p>`).join('');
    const pdf = await renderOfferLetterPdf({ content, values: {}, companyName: COMPANY, date: '2026-12-01' });
    const file = path.join(dir, 'long.pdf');
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const last = execFileSync('pdftotext', ['-f', String(pages), '-l', String(pages), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(last).toContain('第60条');
    expect(last).toContain(`${COMPANY}2026年12月1日`);
  });

  it('leaves out a logo it cannot read', async () => {
    const text = pdfText(await renderOfferLetterPdf({ ...sample(), logo: Buffer.from('not an image') }), 'badlogo');
    expect(text.replace(/\s+/g, '')).toContain('录用通知书');
  });
});

