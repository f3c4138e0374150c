// Offer模板 (/user/template/offer, 330008) and the letter preview: every company starts with
// 标准录用通知书 as its default; templates are saved with their placeholders checked, copied,
// made the default and deleted; the preview and the sample PDF render through the one renderer
// with hostile and missing values; those who send offers (220009) read, only 330008 changes;
// another company's ids are 404 and change nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { SystemRoleCode, type OfferLetterPreview, type OfferLetterTemplate } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles } from '../../src/modules/company/tables';
import { offerLetterPdf } from '../../src/modules/offer-letters/letter';
import { offerLetterTemplates } from '../../src/modules/offer-letters/tables';
import { saveImage } from '../../src/modules/portal/images.service';
import { saveSection, readSection } from '../../src/modules/portal/settings.service';
import { addAccount, expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hr: Session;
let trainee: Session;
let sender: Session;
const dir = mkdtempSync(path.join(os.tmpdir(), 'offer-letter-api-'));

const URL = '/api/offer-letter-templates';
const list = async (who: Session) => okData<OfferLetterTemplate[]>(await api(who, { method: 'GET', url: URL }));
const rowsOf = (companyId: number) => ctx.database.db.select().from(offerLetterTemplates).where(eq(offerLetterTemplates.companyId, companyId));
const body = (more: Record<string, unknown> = {}) => ({ name: '校招录用通知', content: '<p>${personName}同学：</p><p>恭喜您通过${companyName}校园招聘，入职日期${entryDate}。</p>', isDefault: false, ...more });

function pdfText(pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

/** A 2x2 PNG: enough for pdfkit to embed an image. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([head, Buffer.from(type, 'latin1'), data, tail]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 22, 119, 255, 22, 119, 255, 0, 22, 119, 255, 22, 119, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  [hr, trainee, sender] = await Promise.all([
    addAccount(ctx, a.companyId, SystemRoleCode.Hr),
    addAccount(ctx, a.companyId, SystemRoleCode.TraineeHr),
    addAccount(ctx, a.companyId, SystemRoleCode.TraineeHr),
  ]);
  // A custom role that sends offers (220009) but does not manage templates (330008).
  const { db } = ctx.database;
  const [role] = await db.insert(roles).values({ companyId: a.companyId, name: '发Offer专员', kind: 'custom', roleType: 2, socialCodes: [220009], campusCodes: [220009] }).returning();
  await db.update(accounts).set({ roleId: role!.id }).where(and(eq(accounts.companyId, a.companyId), eq(accounts.id, sender.accountId)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Offer模板', () => {
  it('gives every company 标准录用通知书 as its default from registration', async () => {
    for (const company of [a, b]) {
      const rows = await rowsOf(company.companyId);
      expect(rows.map((r) => [r.name, r.isDefault])).toEqual([['标准录用通知书', true]]);
      expect(rows[0]!.content).toContain('${personName}');
    }
    const [only] = await list(a);
    expect(only).toMatchObject({ name: '标准录用通知书', isDefault: true });
    expect(Object.keys(only!).sort()).toEqual(['content', 'id', 'isDefault', 'name', 'updatedAt']);
  });

  it('saves, refuses bad texts in Chinese, moves the default, copies and deletes', async () => {
    const created = okData<OfferLetterTemplate>(await api(hr, { method: 'POST', url: URL, payload: body() }));
    expect(created).toMatchObject({ name: '校招录用通知', isDefault: false });
    expectFailure(await api(hr, { method: 'POST', url: URL, payload: body() }), 409, '50590');
    expect(expectInvalid(await api(hr, { method: 'POST', url: URL, payload: body({ name: '  ' }) }), 'name')).toBe('请输入模板名称');
    expect(expectInvalid(await api(hr, { method: 'POST', url: URL, payload: body({ name: '名'.repeat(21) }) }), 'name')).toBe('模板名称最多40个字符（一个汉字算2个）');
    expect(expectInvalid(await api(hr, { method: 'POST', url: URL, payload: body({ name: '新模板', content: '<p>${salary}</p>' }) }), 'content')).toBe('Offer函内容中「${salary}」不是可用的占位符');
    expect(expectInvalid(await api(hr, { method: 'POST', url: URL, payload: body({ name: '新模板', content: '' }) }), 'content')).toBe('请输入Offer函内容');

    const standard = (await list(a)).find((t) => t.isDefault)!;
    okData(await api(hr, { method: 'PUT', url: `${URL}/${created.id}`, payload: body({ isDefault: true }) }));
    expect((await list(a)).map((t) => [t.name, t.isDefault])).toEqual([
      ['校招录用通知', true],
      ['标准录用通知书', false],
    ]);
    // The default is neither unset nor deleted: another template becomes the default first.
    expectFailure(await api(hr, { method: 'PUT', url: `${URL}/${created.id}`, payload: body({ isDefault: false }) }), 409, '50591');
    expectFailure(await api(hr, { method: 'DELETE', url: `${URL}/${created.id}` }), 409, '50591');
    okData(await api(hr, { method: 'PUT', url: `${URL}/${standard.id}`, payload: { name: standard.name, content: standard.content, isDefault: true } }));

    const copy = okData<OfferLetterTemplate>(await api(hr, { method: 'POST', url: `${URL}/${standard.id}/copy`, payload: {} }));
    expect(copy).toMatchObject({ name: '标准录用通知书-副本', isDefault: false, content: standard.content });
    const again = okData<OfferLetterTemplate>(await api(hr, { method: 'POST', url: `${URL}/${standard.id}/copy`, payload: {} }));
    expect(again.name).toBe('标准录用通知书-副本2');
    expectFailure(await api(hr, { method: 'POST', url: `${URL}/${standard.id}/copy`, payload: { name: '校招录用通知' } }), 409, '50590');
    okData(await api(hr, { method: 'DELETE', url: `${URL}/${again.id}` }));
    okData(await api(hr, { method: 'DELETE', url: `${URL}/${copy.id}` }));
    expect((await list(a)).map((t) => t.name)).toEqual(['标准录用通知书', '校招录用通知']);
  });

  it('lets offer senders read and preview, only 330008 change; the trainee neither', async () => {
    const [first] = await list(sender);
    expect(first!.name).toBe('标准录用通知书');
    expect(okData<OfferLetterTemplate>(await api(sender, { method: 'GET', url: `${URL}/${first!.id}` }))).toEqual(first);
    okData(await api(sender, { method: 'GET', url: `${URL}/${first!.id}/preview` }));
    expectFailure(await api(sender, { method: 'POST', url: URL, payload: body({ name: '越权模板' }) }), 403, '40300');
    expectFailure(await api(sender, { method: 'PUT', url: `${URL}/${first!.id}`, payload: body({ name: '越权模板' }) }), 403, '40300');
    expectFailure(await api(sender, { method: 'DELETE', url: `${URL}/${first!.id}` }), 403, '40300');
    for (const req of [
      { method: 'GET' as const, url: URL },
      { method: 'GET' as const, url: `${URL}/${first!.id}` },
      { method: 'GET' as const, url: `${URL}/${first!.id}/preview` },
      { method: 'GET' as const, url: `${URL}/${first!.id}/sample.pdf` },
      { method: 'POST' as const, url: `${URL}/${first!.id}/copy`, payload: {} },
    ]) {
      expectFailure(await api(trainee, req), 403, '40300');
    }
    expect((await rowsOf(a.companyId)).map((r) => r.name).sort()).toEqual(['标准录用通知书', '校招录用通知']);
  });

  it('answers 404 for another company’s template and changes nothing', async () => {
    const before = await rowsOf(a.companyId);
    const target = before.find((r) => !r.isDefault)!;
    for (const req of [
      { method: 'GET' as const, url: `${URL}/${target.id}` },
      { method: 'PUT' as const, url: `${URL}/${target.id}`, payload: body({ name: '被改了', isDefault: true }) },
      { method: 'DELETE' as const, url: `${URL}/${target.id}` },
      { method: 'POST' as const, url: `${URL}/${target.id}/copy`, payload: {} },
      { method: 'GET' as const, url: `${URL}/${target.id}/preview` },
      { method: 'GET' as const, url: `${URL}/${target.id}/sample.pdf` },
    ]) {
      expectNotFound(await api(b, req));
    }
    expect(await rowsOf(a.companyId)).toEqual(before);
    expect((await rowsOf(b.companyId)).map((r) => r.name)).toEqual(['标准录用通知书']);
    // The offers module asking for b's letter with a's template id gets b's own default letter, never a's text.
    const { pdf } = await offerLetterPdf(ctx.database.db, ctx.app.deps.files, b.companyId, { templateId: target.id, values: {}, date: '2026-12-01' });
    const text = pdfText(pdf);
    expect(text).toContain('远景数据服务有限公司');
    expect(text).not.toContain('校园招聘');
    expect(text).toContain('尊敬的：');
  });
});

describe('the letter preview', () => {
  const standardId = async () => (await list(a)).find((t) => t.name === '标准录用通知书')!.id;

  it('renders sample values, escapes hostile ones, leaves missing ones empty, and dates in Chinese', async () => {
    const id = await standardId();
    const sample = okData<OfferLetterPreview>(await api(hr, { method: 'GET', url: `${URL}/${id}/preview` }));
    expect(sample).toMatchObject({ templateId: id, templateName: '标准录用通知书', title: '录用通知书', companyName: '星河智能科技有限公司' });
    expect(sample.html).toContain('<p>尊敬的张三：</p>');
    expect(sample.html).toContain('星河智能科技有限公司');
    expect(sample.date).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);

    const hostile = '<script>alert(1)</script>"王五"';
    const query = new URLSearchParams({ personName: hostile, entryDate: '', jobRank: '' }).toString();
    const given = okData<OfferLetterPreview>(await api(hr, { method: 'GET', url: `${URL}/${id}/preview?${query}` }));
    expect(given.html).toContain('尊敬的&lt;script&gt;alert(1)&lt;/script&gt;&quot;王五&quot;：');
    expect(given.html).not.toContain('<script>');
    expect(given.html).toContain('请于上午9:00到公司报到');
    expect(given.html).toContain('一职。现将录用事项通知如下');
    expect(given.html).not.toContain('${');
    expectInvalid(await api(hr, { method: 'GET', url: `${URL}/${id}/preview?personName=${'长'.repeat(501)}` }), 'personName');
  });

  it('downloads the sample as a searchable PDF named after the candidate', async () => {
    const id = await standardId();
    const res = await api(hr, { method: 'GET', url: `${URL}/${id}/sample.pdf?personName=${encodeURIComponent('欧阳娜娜')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="offer-letter.pdf"; filename*=UTF-8''${encodeURIComponent('录用通知书-欧阳娜娜.pdf')}`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('录用通知书');
    expect(text).toContain('尊敬的欧阳娜娜：');
    expect(text).toContain('星河智能科技有限公司');
  });

  it('puts the logo the company set for its portal at the top, and never an outside address', async () => {
    const id = await standardId();
    const before = await api(hr, { method: 'GET', url: `${URL}/${id}/sample.pdf` });
    expect(before.rawPayload.includes('/Subtype /Image')).toBe(false);
    const { url } = await saveImage(ctx.database.db, ctx.app.deps.files, a, png());
    const site = await readSection(ctx.database.db, a.companyId, 'site');
    await saveSection(ctx.database.db, a, 'site', { ...site, logoUrl: url });
    const withLogo = await api(hr, { method: 'GET', url: `${URL}/${id}/sample.pdf` });
    expect(withLogo.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(pdfText(withLogo.rawPayload)).toContain('录用通知书');
    await saveSection(ctx.database.db, a, 'site', { ...site, logoUrl: 'https://example.com/logo.png' });
    expect((await api(hr, { method: 'GET', url: `${URL}/${id}/sample.pdf` })).rawPayload.includes('/Subtype /Image')).toBe(false);
  });
});
