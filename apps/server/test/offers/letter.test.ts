// The offer's letter: GET /api/offers/{id}/letter.pdf answers application/pdf with the offer's
// values, blank where the caller's offer field codes hide them; the sent offer mail carries the
// letter as its PDF attachment; another company's offer is 404, a weaker role 403.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StageType } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns } from '../../src/modules/automation/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { toStageOfType } from '../screening/fixtures';
import { createOffer, expectFailure, expectNotFound, hrWithout, inOfferStage, okData, post, rootOrg, world, type World } from './fixtures';

let w: World;
let org: number;
const dir = mkdtempSync(path.join(os.tmpdir(), 'offer-letter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler reads it. */
function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

beforeAll(async () => {
  w = await world();
  org = await rootOrg(w.ctx, w.a.companyId);
});

describe('GET /api/offers/{id}/letter.pdf', () => {
  it('answers the letter as a PDF with the offer values; a role without 100006 gets the regular salary blank', async () => {
    const appId = await inOfferStage(w, '林晓峰');
    const id = await createOffer(w, w.hr, appId, org, { formalSalary: '18000.80', internshipSalary: '15000.50' });
    const res = await w.api(w.hr, { method: 'GET', url: `/api/offers/${id}/letter.pdf` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const full = pdfText(res.rawPayload, 'full');
    expect(full).toContain('林晓峰');
    expect(full).toContain('18000.80元/月');
    expect(full).toContain('15000.50元/月');

    const noSalary = await hrWithout(w.ctx, w.a.companyId, ['regularSalary'], '招聘专员（Offer函无转正薪资）');
    const hidden = await w.api(noSalary, { method: 'GET', url: `/api/offers/${id}/letter.pdf` });
    expect(hidden.statusCode).toBe(200);
    const text = pdfText(hidden.rawPayload, 'hidden');
    expect(text).not.toContain('18000.80');
    expect(text).toContain('15000.50元/月');
  });

  it("is 404 for another company's offer and 403 for a role without 查看Offer", async () => {
    await toStageOfType(w.ctx, w.b.companyId, w.otherApplicationId, StageType.Offer);
    const other = await createOffer(w, w.b, w.otherApplicationId, await rootOrg(w.ctx, w.b.companyId));
    expectNotFound(await w.api(w.hr, { method: 'GET', url: `/api/offers/${other}/letter.pdf` }));
    expectFailure(await w.api(w.trainee, { method: 'GET', url: `/api/offers/${other}/letter.pdf` }), 403, '40300');
  });
});

describe('the sent offer mail', () => {
  it('carries the letter as its PDF attachment', async () => {
    const appId = await inOfferStage(w, '何嘉怡');
    const id = await createOffer(w, w.hr, appId, org);
    okData(await post(w, w.hr, `/api/offers/${id}/send`));
    const [mail] = await w.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '发送Offer')));
    expect(mail!.attachment).toMatchObject({ kind: 'file', filename: '录用通知书-何嘉怡.pdf', contentType: 'application/pdf' });
    const pdf = Buffer.from((mail!.attachment as { content: string }).content, 'base64');
    expect(pdfText(pdf, 'mail')).toContain('10000.00元/月');
  });
});

describe('the offer notice template preview (候选人Offer通知, type 2)', () => {
  it("fills the offer placeholders from the candidate's offer, those the caller's codes hide left blank", async () => {
    const appId = await inOfferStage(w, '周文博');
    await createOffer(w, w.hr, appId, org, { formalSalary: '16000.40', internshipSalary: '12800.30', probationPeriod: 6 });
    const preview = okData<{ emailHtml: string }>(await post(w, w.hr, '/api/message-templates/2/preview', { applicationId: appId }));
    expect(preview.emailHtml).toContain('转正薪资：16000.40元/月（税前）');
    expect(preview.emailHtml).toContain('试用期薪资：12800.30元/月（税前）');
    expect(preview.emailHtml).toContain('试用期：6个月');
    expect(preview.emailHtml).toContain('入职日期：2026年12月1日');
    const noSalary = await hrWithout(w.ctx, w.a.companyId, ['regularSalary'], '招聘专员（预览无转正薪资）');
    const hidden = okData<{ emailHtml: string }>(await post(w, noSalary, '/api/message-templates/2/preview', { applicationId: appId }));
    expect(hidden.emailHtml).not.toContain('16000.40');
    expect(hidden.emailHtml).toContain('试用期薪资：12800.30元/月（税前）');
  });
});

describe('automation', () => {
  it('runs the company rules on 发送Offer', async () => {
    const rule = okData<{ id: number; live: boolean }>(
      await post(w, w.a, '/api/automation/rules', { name: '发Offer后通知候选人', trigger: 'sendOffer', actions: [{ kind: 'send', templateType: 4, channels: ['email'], recipients: ['candidate'] }] }),
    );
    expect(rule.live).toBe(true);
    const appId = await inOfferStage(w, '沈一鸣');
    const id = await createOffer(w, w.hr, appId, org);
    okData(await post(w, w.hr, `/api/offers/${id}/send`));
    const runs = await w.ctx.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, rule.id));
    expect(runs).toEqual([expect.objectContaining({ outcome: 'done', applicationId: appId, trigger: 'sendOffer' })]);
  });
});
