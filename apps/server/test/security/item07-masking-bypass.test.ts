// Issue 11 item 7: readers without 250001 (查看候选人联系方式: 见习HR and 用人经理 by default, or any
// role without it) saw masked phones in JSON but downloaded the original resume with the full
// number. Every route that hands out a file (or a page standing for one) is listed in ROUTES; for
// each, a reader with 250001 gets the candidate's phone and e-mail, and each reader without it
// gets a redacted rendition (the candidate is in it, the contacts are not) or a refusal.
// A new file route gets one row here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_EXPORT_SETTINGS, defaultPermissions, MailProtocol, MailState, Perm, SysType, SystemRoleCode } from '@bole/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterJob } from '../../src/modules/applications/enter';
import { accounts, roles } from '../../src/modules/company/tables';
import { mailboxes, mailboxMails } from '../../src/modules/intake/mailbox/tables';
import { renderPdf } from '../../src/modules/resumes/export.pdf';
import type { Session } from '../helpers';
import { FIXTURES } from '../intake/accuracy';
import { createResume, customAccount, okData } from '../resumes/fixtures';
import { pushed, world, type World } from '../screening/fixtures';

type Res = LightMyRequestResponse;
/** One candidate in the job, pushed to the hiring manager, with the contacts the routes must not leak. */
type Candidate = { name: string; mobile: string; email: string; resumeId: number; pushId: number; originalId: number | null; attachmentIds: Record<string, number> };

type Reader = 'trainee' | 'manager' | 'maskedHr';
const READERS: Record<Reader, string> = { trainee: '见习HR', manager: '用人经理', maskedHr: '无250001的HR角色' };

/**
 * A route that answers a file: how to ask it as a session, which candidate it is about and what
 * each reader without 250001 gets: 'redacted' (200, the candidate without his contacts) or 'refused' (403).
 */
type FileRoute = { name: string; candidate: CandidateKey; fetch: (session: Session, c: Candidate) => Promise<Res>; without: Record<Reader, 'redacted' | 'refused'> };
type CandidateKey = 'pdf' | 'docx' | 'html' | 'typed';

let w: World;
let maskedHr: Session;
const readers = (): Record<Reader, Session> => ({ trainee: w.trainee, manager: w.hm, maskedHr });
const candidates = {} as Record<CandidateKey, Candidate>;

const get = (session: Session, url: string) => w.api(session, { method: 'GET', url });
const fileOf = (c: Candidate, id: number | null | undefined, query = '') => `/api/resumes/${c.resumeId}/files/${id}${query}`;

/** Opens a share link made by the session: with contact details when he may, else without. */
async function shareAs(session: Session, c: Candidate): Promise<Res> {
  const make = (showContact: boolean) => w.api(session, { method: 'POST', url: `/api/resumes/${c.resumeId}/shares`, payload: { days: 1, showContact } });
  let made = await make(true);
  if (made.statusCode === 403 && made.json().status === '30042') made = await make(false);
  if (made.statusCode !== 200) return made;
  return w.api(null, { method: 'GET', url: `/api/out/resumes/${made.json().data.token}` });
}

const ROUTES: FileRoute[] = [
  { name: '原始简历 PDF 预览', candidate: 'pdf', fetch: (s, c) => get(s, fileOf(c, c.originalId)), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  { name: '原始简历 PDF 下载', candidate: 'pdf', fetch: (s, c) => get(s, fileOf(c, c.originalId, '?download=1')), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  { name: '原始简历 Word 下载', candidate: 'docx', fetch: (s, c) => get(s, fileOf(c, c.originalId, '?download=1')), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  { name: '原始简历 HTML 下载', candidate: 'html', fetch: (s, c) => get(s, fileOf(c, c.originalId)), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  { name: '附件 PDF（HR上传）', candidate: 'pdf', fetch: (s, c) => get(s, fileOf(c, c.attachmentIds.pdf)), without: { trainee: 'refused', manager: 'refused', maskedHr: 'refused' } },
  { name: '附件 文本（HR上传）', candidate: 'pdf', fetch: (s, c) => get(s, fileOf(c, c.attachmentIds.txt, '?download=1')), without: { trainee: 'refused', manager: 'refused', maskedHr: 'refused' } },
  { name: '面试登记表 图片（HR上传）', candidate: 'docx', fetch: (s, c) => get(s, fileOf(c, c.attachmentIds.registration)), without: { trainee: 'refused', manager: 'refused', maskedHr: 'refused' } },
  { name: '标准简历 PDF（250003）', candidate: 'typed', fetch: (s, c) => get(s, `/api/resumes/${c.resumeId}/export?format=pdf`), without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' } },
  { name: '标准简历 Word（250003）', candidate: 'typed', fetch: (s, c) => get(s, `/api/resumes/${c.resumeId}/export?format=docx`), without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' } },
  {
    name: '人才库导出 Excel（210004）',
    candidate: 'typed',
    fetch: (s, c) => w.api(s, { method: 'POST', url: '/api/resumes/export', payload: { ids: [c.resumeId] } }),
    without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' },
  },
  { name: '职位候选人导出 Excel（220014）', candidate: 'typed', fetch: (s) => get(s, `/api/jobs/${w.jobId}/applications/export`), without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' } },
  { name: '推荐报告 PDF', candidate: 'typed', fetch: (s, c) => get(s, `/api/recommendations/${c.pushId}/report`), without: { trainee: 'refused', manager: 'redacted', maskedHr: 'redacted' } },
  { name: '分享链接 /out/resume', candidate: 'typed', fetch: shareAs, without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' } },
  // 邮箱简历收取: the sender is often the candidate, and subjects and file names carry phones.
  { name: '邮箱简历收取 已处理邮件', candidate: 'typed', fetch: (s) => get(s, '/api/mailtake/mails/processed'), without: { trainee: 'refused', manager: 'refused', maskedHr: 'redacted' } },
  // The print page (/resume/print) and the hiring manager's /lite/out/resume draw this answer.
  { name: '打印与用人经理简历页（简历详情）', candidate: 'pdf', fetch: (s, c) => get(s, `/api/resumes/${c.resumeId}`), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  // Free text a candidate or HR wrote the contacts into: a work description and a custom field.
  { name: '简历详情的工作描述与自定义字段', candidate: 'typed', fetch: (s, c) => get(s, `/api/resumes/${c.resumeId}`), without: { trainee: 'redacted', manager: 'redacted', maskedHr: 'redacted' } },
  // Its notes name the files uploaded.
  { name: '操作记录', candidate: 'pdf', fetch: (s, c) => get(s, `/api/resumes/${c.resumeId}/records`), without: { trainee: 'redacted', manager: 'refused', maskedHr: 'redacted' } },
];

/** The text a reader gets from an answer, by its type: PDF, Word, Excel or anything textual. */
async function textOf(res: Res): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/pdf')) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    return text.normalize('NFKC');
  }
  if (type.includes('wordprocessingml')) return (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of book.worksheets) sheet.eachRow((row) => cells.push(...(row.values as unknown[]).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return cells.join('\n');
  }
  return res.rawPayload.toString('utf8');
}

/** Without spaces and hyphens, so '138 0013 0012' counts as the number too. */
const compact = (text: string) => text.replace(/[\s-]/g, '');

const BOUNDARY = '----BoleItem07';
function multipart(fileName: string, data: Buffer, kind?: string) {
  const parts = [];
  if (kind) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Puts a resume into the job and pushes it to the hiring manager; answers the push. */
async function intoJobAndPush(resumeId: number): Promise<number> {
  const { id } = await w.ctx.database.db.transaction((tx) => enterJob(tx, { companyId: w.a.companyId, resumeId, jobId: w.jobId, actorId: w.hr.accountId, source: 'manual' }));
  const [push] = (await pushed(w, w.hr, id)).created;
  return push!.id;
}

/** A job board's file uploaded by HR: its parsed contacts, and the original kept with it. */
async function uploaded(file: string): Promise<Candidate> {
  const expected = JSON.parse(await readFile(path.join(FIXTURES, `${file}.expected.json`), 'utf8')) as { name: string; mobile: string; email: string };
  const up = okData<{ id: number }>(await w.api(w.hr, { method: 'POST', url: '/api/resumes/upload', ...multipart(file, await readFile(path.join(FIXTURES, file))) }));
  const detail = okData<{ mobile: string; files: { id: number; kind: string }[] }>(await get(w.hr, `/api/resumes/${up.id}`));
  expect(detail.mobile).toBe(expected.mobile);
  const original = detail.files.find((f) => f.kind === 'original')!.id;
  return { ...expected, resumeId: up.id, pushId: await intoJobAndPush(up.id), originalId: original, attachmentIds: {} };
}

async function attach(c: Candidate, key: string, fileName: string, data: Buffer, kind?: string): Promise<void> {
  c.attachmentIds[key] = okData<{ id: number }>(await w.api(w.hr, { method: 'POST', url: `/api/resumes/${c.resumeId}/files`, ...multipart(fileName, data, kind) })).id;
}

beforeAll(async () => {
  w = await world();
  // An HR role holding everything HR holds but 250001: it reaches the exports and share links.
  const hrCodes = defaultPermissions(SystemRoleCode.Hr, SysType.Social).filter((c) => c !== Perm.CandidateContact);
  maskedHr = await customAccount(w.ctx, w.a.companyId, 2, hrCodes);

  candidates.pdf = await uploaded('zhengkai-personal.pdf');
  candidates.docx = await uploaded('zhao-personal.docx');
  candidates.html = await uploaded('chen-zhaopin.htm');
  const { pdf, docx } = candidates;
  // 附件 HR adds: a headhunter's 推荐报告 (a PDF), a note, a scanned form; each holds the contacts.
  const report = await renderPdf({ name: `${pdf.name}推荐报告`, facts: '', contact: [{ label: '手机', value: pdf.mobile }, { label: '邮箱', value: pdf.email }], sections: [], watermark: null, footer: '' }, '猎头推荐报告');
  await attach(pdf, 'pdf', '猎头推荐报告.pdf', report, 'recommendation');
  // Named the way candidates name their files, so the list and the records carry the phone too.
  await attach(pdf, 'txt', `联系记录-${pdf.mobile}-${pdf.email}.txt`, Buffer.from(`${pdf.name} 电话：${pdf.mobile} 邮箱：${pdf.email}\n`));
  await attach(docx, 'registration', '面试登记表.png', Buffer.concat([await readFile(path.join(FIXTURES, 'songyt-photo.png')), Buffer.from(`${docx.mobile} ${docx.email}`)]), 'registration');

  // Typed by HR, with the contacts repeated in free text, where a masked field cannot hide them:
  // a work description and a custom field the exports carry (an Excel column, 其他信息).
  const mobile = '13912345678';
  const email = 'xu.wenjing@example.com';
  const spare = okData<{ key: string }>(await w.api(w.a, { method: 'POST', url: '/api/resume-fields', payload: { name: '备用联系方式', type: 'shortText' } }));
  const excelColumns = [...DEFAULT_EXPORT_SETTINGS.excelColumns, `custom:${spare.key}`];
  const documentSections = [...new Set([...DEFAULT_EXPORT_SETTINGS.documentSections, 'custom'])];
  okData(await w.api(w.a, { method: 'PUT', url: '/api/resume-export-settings', payload: { ...DEFAULT_EXPORT_SETTINGS, excelColumns, documentSections } }));
  const typed = await createResume(w.api, w.hr, {
    name: '许文静',
    mobile,
    email,
    customFields: { [spare.key]: `${mobile} ${email}` },
    workExperiences: [{ companyName: '杭州云栖网络科技有限公司', jobName: '测试工程师', workTime: '2019.07-至今', workContent: `负责支付系统测试。紧急联系：${mobile}，${email}` }],
  });
  candidates.typed = { name: '许文静', mobile, email, resumeId: typed.id, pushId: await intoJobAndPush(typed.id), originalId: null, attachmentIds: {} };

  // The mail she applied with, as a receive run records it.
  const { db } = w.ctx.database;
  const [box] = await db
    .insert(mailboxes)
    .values({ companyId: w.a.companyId, preset: 'qq', protocol: MailProtocol.Imap, server: 'imap.qq.com', port: 993, account: 'hr@xinghe.example.com', passwordEncrypted: '', folder: 'INBOX' })
    .returning({ id: mailboxes.id });
  await db.insert(mailboxMails).values({
    companyId: w.a.companyId,
    mailboxId: box!.id,
    uidValidity: 1,
    uid: 1,
    subject: `应聘测试工程师-许文静-${mobile}`,
    fromName: '许文静',
    fromAddress: email,
    size: 2048,
    state: MailState.Processed,
    storageResult: 1,
    resumeId: typed.id,
    resumeName: '许文静',
    fileName: `许文静_${mobile}.pdf`,
    processedAt: new Date(),
  });
});

describe.each(ROUTES)('$name', (route) => {
  it('gives a reader with 250001 the phone and e-mail (the check below would see them)', async () => {
    const c = candidates[route.candidate];
    const res = await route.fetch(w.hr, c);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = compact(await textOf(res));
    expect(text).toContain(c.mobile);
    expect(text.toLowerCase()).toContain(c.email.toLowerCase());
  });

  it.each(Object.keys(READERS) as Reader[])('gives %s no contact detail', async (reader) => {
    const c = candidates[route.candidate];
    const res = await route.fetch(readers()[reader], c);
    const text = compact(await textOf(res));
    expect(text, READERS[reader]).not.toContain(c.mobile);
    expect(text.toLowerCase(), READERS[reader]).not.toContain(c.email.toLowerCase());
    if (route.without[reader] === 'refused') {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(403);
    } else {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      // A real rendition of this candidate, not an empty answer.
      expect(text).toContain(compact(c.name));
    }
  });
});

describe('the 脱敏版 of an original', () => {
  it('is the standard resume as a PDF, named so, shown inline unless downloaded', async () => {
    const c = candidates.docx;
    const preview = await get(w.hm, fileOf(c, c.originalId));
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline;/);
    expect(decodeURIComponent(String(preview.headers['content-disposition']))).toContain('脱敏版标准简历.pdf');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const download = await get(w.hm, fileOf(c, c.originalId, '?download=1'));
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('refuses other files with the reason in Chinese', async () => {
    const c = candidates.pdf;
    const res = await get(w.trainee, fileOf(c, c.attachmentIds.txt));
    expect(res.json()).toMatchObject({ status: '30019', message: expect.stringContaining('没有查看候选人联系方式的权限') });
  });
});

describe('share links', () => {
  it('stop showing contact details once the sharer no longer holds 250001', async () => {
    const c = candidates.typed;
    const sharer = await customAccount(w.ctx, w.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeShare, Perm.CandidateContact]);
    const made = okData<{ token: string }>(await w.api(sharer, { method: 'POST', url: `/api/resumes/${c.resumeId}/shares`, payload: { days: 1, showContact: true } }));
    const open = () => w.api(null, { method: 'GET', url: `/api/out/resumes/${made.token}` });
    expect(compact(await textOf(await open()))).toContain(c.mobile);

    const { db } = w.ctx.database;
    const [account] = await db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, sharer.accountId));
    const without = [Perm.TalentPoolView, Perm.ResumeShare];
    await db.update(roles).set({ socialCodes: without, campusCodes: without }).where(eq(roles.id, account!.roleId));
    const later = await open();
    expect(later.statusCode).toBe(200);
    expect(compact(await textOf(later))).not.toContain(c.mobile);
    expect(later.json().data.contactMasked).toBe(true);
  });
});

describe('a reader without 250001 editing free text', () => {
  it('keeps the contacts he saw masked: saving his form never stores the asterisks, and its record shows no contact', async () => {
    const c = candidates.typed;
    const shown = okData<{ workExperiences: Record<string, unknown>[]; customFields: Record<string, unknown> }>(await get(maskedHr, `/api/resumes/${c.resumeId}`));
    const [work] = shown.workExperiences;
    expect(String(work!.workContent)).toContain('139****5678');
    const { id: _id, ...entry } = work!;
    const payload = { workExperiences: [{ ...entry, workContent: String(entry.workContent).replace('支付系统', '支付与清结算系统') }], customFields: shown.customFields };
    okData(await w.api(maskedHr, { method: 'PATCH', url: `/api/resumes/${c.resumeId}`, payload }));
    const stored = okData<{ workExperiences: { workContent: string }[]; customFields: Record<string, unknown> }>(await get(w.hr, `/api/resumes/${c.resumeId}`));
    expect(stored.workExperiences[0]!.workContent).toBe(`负责支付与清结算系统测试。紧急联系：${c.mobile}，${c.email}`);
    expect(Object.values(stored.customFields)).toContain(`${c.mobile} ${c.email}`);
    const records = JSON.stringify(okData(await get(maskedHr, `/api/resumes/${c.resumeId}/records`)));
    expect(records).toContain('工作经历');
    expect(records).not.toContain(c.mobile);
  });
});

describe('searching by a fragment of a phone or e-mail', () => {
  // Hits on fragments would spell out a masked number digit by digit.
  const fragments = (c: Candidate) => [c.mobile.slice(0, 7), c.mobile.slice(3), c.email.split('@')[0]!];
  const tableTotal = async (session: Session, keyword: string) =>
    okData<{ total: number }>(await get(session, `/api/jobs/${w.jobId}/applications?keyword=${encodeURIComponent(keyword)}`)).total;
  const poolTotal = async (session: Session, keyword: string) => okData<{ total: number }>(await get(session, `/api/resumes?keyword=${encodeURIComponent(keyword)}`)).total;

  it('finds candidates in 流程管理 and the talent pool only for a reader with 250001', async () => {
    const c = candidates.pdf;
    for (const keyword of fragments(c)) {
      expect(await tableTotal(w.hr, keyword), keyword).toBeGreaterThan(0);
      expect(await tableTotal(w.trainee, keyword), keyword).toBe(0);
      expect(await tableTotal(maskedHr, keyword), keyword).toBe(0);
      expect(await poolTotal(w.hr, keyword), keyword).toBeGreaterThan(0);
      expect(await poolTotal(w.trainee, keyword), keyword).toBe(0);
    }
    // The name still finds him.
    expect(await tableTotal(w.trainee, c.name)).toBeGreaterThan(0);
  });

  it('finds mails by the sender’s address only for a reader with 250001', async () => {
    const local = candidates.typed.email.split('@')[0]!;
    const mails = async (session: Session) => okData<{ total: number }>(await get(session, `/api/mailtake/mails/processed?keyword=${local}`)).total;
    expect(await mails(w.hr)).toBe(1);
    expect(await mails(maskedHr)).toBe(0);
  });
});
