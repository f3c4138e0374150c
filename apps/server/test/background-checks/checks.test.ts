import { PointKind, StageType } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { automationRuns } from '../../src/modules/automation/tables';
import { backgroundChecks } from '../../src/modules/background-checks/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { balanceOf, grantPackage } from '../../src/modules/points/service';
import { pointLedger } from '../../src/modules/points/tables';
import { recruitStages } from '../../src/modules/processes/tables';
import { decryptSecret } from '../../src/platform/crypto';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, toStageOfType, world, type World } from '../screening/fixtures';

type Check = { id: number; status: string; points: number; applicationId: number; items: { id: number; project: string; title: string; finding: string | null; note: string | null }[]; hasReport: boolean; reportFileName: string | null };
type Public = { status: string; companyName: string; candidateName: string; jobName: string; items: Check['items'] };

let w: World;
const BG = PointKind.BackgroundCheck;
const AGENCY = 'check@agency.example.com';
/** Applications that got a check (some cancelled: a later check counts), and one refused for points. */
const checked: number[] = [];
let refused = 0;

const quote = (who: World['hr'] | null, qs: string) => w.api(who, { method: 'GET', url: `/api/background-checks/quote?${qs}` });
const order = (who: World['hr'], payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/background-checks', payload });
const cancel = (who: World['hr'], id: number) => w.api(who, { method: 'POST', url: `/api/background-checks/${id}/cancel` });
const open = (token: string) => w.api(null, { method: 'GET', url: `/api/out/background-checks/${encodeURIComponent(token)}` });
const start = (token: string) => w.api(null, { method: 'POST', url: `/api/out/background-checks/${encodeURIComponent(token)}/start` });
const balance = (companyId = w.a.companyId) => balanceOf(w.ctx.database.db, companyId, BG);
const ledger = (companyId = w.a.companyId) => w.ctx.database.db.select().from(pointLedger).where(and(eq(pointLedger.companyId, companyId), eq(pointLedger.kind, BG)));

const BOUNDARY = 'bole-check-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
function report(token: string, findings: unknown, file: { name: string; bytes: Buffer } | null = { name: '背调报告.pdf', bytes: PDF }) {
  const parts: Buffer[] = [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="findings"\r\n\r\n${JSON.stringify(findings)}\r\n`)];
  if (file) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return w.api(null, { method: 'POST', url: `/api/out/background-checks/${encodeURIComponent(token)}/report`, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

/** An application in the Offer stage, where 发起背景调查 is on by default. */
async function inOffer(name: string): Promise<number> {
  const appId = await apply(w, w.a, w.jobId, name);
  await toStageOfType(w.ctx, w.a.companyId, appId, StageType.Offer);
  return appId;
}

/** The agency's link, as only its mailbox receives it. */
async function linkOf(checkId: number): Promise<string> {
  const mails = await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.idempotencyKey, `background-check:${checkId}:0:headhunterFirm:email`)));
  expect(mails).toHaveLength(1);
  const url = decryptSecret(w.ctx.app.deps.config.secretKey, mails[0]!.secretEncrypted!);
  return new URL(url).searchParams.get('token')!;
}

beforeAll(async () => {
  w = await world();
  await w.ctx.database.db.transaction((tx) => grantPackage(tx, { companyId: w.a.companyId, kind: BG, points: 3000, name: '背调套餐', days: 365, trial: false, grantedBy: '平台运营' }));
});

describe('GET /api/background-checks/quote', () => {
  it('answers data.points by the spec formula and the balance beside it', async () => {
    expect(okData(await quote(w.hr, 'education=1&work=0&project=0'))).toEqual({ points: 36, balance: 3000 });
    expect(okData(await quote(w.hr, 'education=2&work=1&project=2')).points).toBe((2 + 16 + 13 + 20) * 36);
    expect(okData(await quote(w.hr, 'work=1')).points).toBe(576);
    expect(okData(await quote(w.hr, 'project=1')).points).toBe(828);
  });

  it('takes only non-negative integers and at least one item', async () => {
    expect(expectInvalid(await quote(w.hr, 'education=-1'), 'education')).toBe('教育经历数量须为不小于0的整数');
    expect(expectInvalid(await quote(w.hr, 'work=1.5'), 'work')).toBe('工作经历数量须为不小于0的整数');
    expect(expectInvalid(await quote(w.hr, 'project=abc'), 'project')).toBe('项目经历数量须为不小于0的整数');
    expect(expectInvalid(await quote(w.hr, 'work=0x10'), 'work')).toBe('工作经历数量须为不小于0的整数');
    expect(expectInvalid(await quote(w.hr, 'education=1e1'), 'education')).toBe('教育经历数量须为不小于0的整数');
    expect(expectInvalid(await quote(w.hr, 'education=0&work=0&project=0'), 'education')).toBe('请至少选择一项背调项目');
    expectInvalid(await quote(w.hr, 'education=21'), 'education');
  });

  it('needs 背景调查 (420001)', async () => {
    expectFailure(await quote(w.trainee, 'education=1'), 403, '40300');
    expectFailure(await quote(w.hm, 'education=1'), 403, '40300');
    expectFailure(await quote(null, 'education=1'), 401, '999');
  });
});

describe('POST /api/background-checks', () => {
  it('charges the points in the order, mails the agency its link through the outbox and never answers it', async () => {
    const appId = await inOffer('韩梅');
    checked.push(appId);
    const res = await order(w.hr, { applicationId: appId, education: 1, work: 1, project: 0, agencyName: '诚信背调', agencyEmail: AGENCY });
    const check = okData<Check>(res);
    expect(check).toMatchObject({ status: 'pending', points: 612, applicationId: appId, hasReport: false });
    expect(check.items.map((i) => [i.project, i.title])).toEqual([
      ['education', '教育经历 第1项'],
      ['work', '工作经历 第1项'],
    ]);
    expect(JSON.stringify(check)).not.toMatch(/token|\/out\/check/);
    expect(await balance()).toBe(3000 - 612);
    const token = await linkOf(check.id);
    const [mail] = await w.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, `background-check:${check.id}:0:headhunterFirm:email`));
    expect(mail).toMatchObject({ recipient: AGENCY, templateType: 120, channel: 'email' });
    expect(mail!.html + mail!.text).not.toContain(token);
    expect(mail!.subject).toContain('背景调查委托：韩梅');
    const [row] = await w.ctx.database.db.select().from(backgroundChecks).where(eq(backgroundChecks.id, check.id));
    expect(row!.tokenHash).not.toBe(token);
    // A second order while one is open is refused and charges nothing.
    expectFailure(await order(w.hr, { applicationId: appId, education: 1, agencyEmail: AGENCY }), 409, '60013');
    expect(await balance()).toBe(3000 - 612);
  });

  it('refuses too few points with the balance named and writes nothing', async () => {
    const appId = await inOffer('李雷');
    refused = appId;
    const before = { balance: await balance(), ledger: (await ledger()).length };
    const failure = expectFailure(await order(w.hr, { applicationId: appId, education: 5, work: 5, project: 5, agencyEmail: AGENCY }), 409, '60001');
    expect(failure.message).toBe(`背景调查点数不足：本次需要${(5 + 80 + 63) * 36}点，当前余额${before.balance}点。如需购买套餐，请联系平台客服`);
    expect(await balance()).toBe(before.balance);
    expect((await ledger()).length).toBe(before.ledger);
    expect(await w.ctx.database.db.select().from(backgroundChecks).where(eq(backgroundChecks.applicationId, appId))).toEqual([]);
    expect(await w.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.subject, '星河智能科技有限公司背景调查委托：李雷（Java开发工程师）'))).toEqual([]);
  });

  it('only from a stage with 发起背景调查 on, for a candidate still in the process', async () => {
    const screening = await apply(w, w.a, w.jobId, '王五');
    expectFailure(await order(w.hr, { applicationId: screening, education: 1, agencyEmail: AGENCY }), 409, '60011');
    const appId = await inOffer('赵六');
    const [stage] = await w.ctx.database.db.select().from(recruitStages).where(and(eq(recruitStages.companyId, w.a.companyId), eq(recruitStages.type, StageType.Offer)));
    await w.ctx.database.db.update(recruitStages).set({ actions: stage!.actions.filter((x) => x !== 'addBackgroundCheck') }).where(eq(recruitStages.id, stage!.id));
    try {
      expectFailure(await order(w.hr, { applicationId: appId, education: 1, agencyEmail: AGENCY }), 409, '60011');
    } finally {
      await w.ctx.database.db.update(recruitStages).set({ actions: stage!.actions }).where(eq(recruitStages.id, stage!.id));
    }
  });

  it('validates the body, refuses weaker roles and another company’s application with nothing charged', async () => {
    const appId = await inOffer('钱七');
    expect(expectInvalid(await order(w.hr, { applicationId: appId, agencyEmail: AGENCY }), 'education')).toBe('请至少选择一项背调项目');
    expect(expectInvalid(await order(w.hr, { applicationId: appId, education: 1, agencyEmail: 'not-mail' }), 'agencyEmail')).toBe('背调机构的邮箱格式不正确');
    expectInvalid(await order(w.hr, { applicationId: appId, education: 2, items: [{ project: 'education', title: '浙江大学 本科' }], agencyEmail: AGENCY }), 'items');
    const before = await balance();
    expectFailure(await order(w.trainee, { applicationId: appId, education: 1, agencyEmail: AGENCY }), 403, '40300');
    expectFailure(await order(w.hm, { applicationId: appId, education: 1, agencyEmail: AGENCY }), 403, '40300');
    expectNotFound(await order(w.b, { applicationId: appId, education: 1, agencyEmail: AGENCY }));
    expectNotFound(await order(w.hr, { applicationId: w.otherApplicationId, education: 1, agencyEmail: AGENCY }));
    expect(await balance()).toBe(before);
    expect(await balance(w.b.companyId)).toBe(0);
  });
});

describe('cancelling', () => {
  it('refunds the points once before the agency starts, and is refused after', async () => {
    const appId = await inOffer('孙八');
    const check = okData<Check>(await order(w.hr, { applicationId: appId, education: 1, items: [{ project: 'education', title: '复旦大学 硕士' }], agencyEmail: AGENCY }));
    const charged = await balance();
    expectNotFound(await cancel(w.b, check.id));
    expectInvalid(await w.api(w.hr, { method: 'POST', url: '/api/background-checks/abc/cancel' }), 'id');
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/background-checks/0/report' }), 'id');
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/applications/x/background-checks' }), 'id');
    expectFailure(await cancel(w.trainee, check.id), 403, '40300');
    expect(okData<Check>(await cancel(w.hr, check.id)).status).toBe('cancelled');
    expect(okData<Check>(await cancel(w.hr, check.id)).status).toBe('cancelled');
    expect(await balance()).toBe(charged + 36);
    const refunds = (await ledger()).filter((r) => r.entry === 'refund' && r.subjectId === check.id);
    expect(refunds).toHaveLength(1);
    const token = await linkOf(check.id);
    expectFailure(await open(token), 410, '60022');

    const started = okData<Check>(await order(w.hr, { applicationId: appId, work: 1, agencyEmail: AGENCY }));
    const startedToken = await linkOf(started.id);
    expect(okData<Public>(await start(startedToken)).status).toBe('inProgress');
    expectFailure(await cancel(w.hr, started.id), 409, '60014');
  });
});

describe('the agency’s link', () => {
  it('shows the order, takes every item’s finding and the PDF once, then the report is on the candidate', async () => {
    const appId = await inOffer('周九');
    checked.push(appId);
    const check = okData<Check>(await order(w.hr, { applicationId: appId, education: 1, work: 1, items: [{ project: 'work', title: '阿里巴巴 2019-2023' }, { project: 'education', title: '浙江大学 本科' }], agencyEmail: AGENCY }));
    const token = await linkOf(check.id);
    expectFailure(await open('not-a-real-token'), 404, '60020');
    const seen = await open(token);
    expect(seen.headers['cache-control']).toBe('no-store');
    const page = okData<Public>(seen);
    expect(page).toMatchObject({ status: 'pending', companyName: '星河智能科技有限公司', candidateName: '周九', jobName: 'Java开发工程师' });
    const [work, edu] = page.items;
    expect(work).toMatchObject({ project: 'work', title: '阿里巴巴 2019-2023', finding: null });

    // Every item needs a finding; the file must be a PDF by name and by content.
    expectFailure(await report(token, [{ itemId: work!.id, finding: 'true' }]), 400, '60024');
    expectFailure(await report(token, [{ itemId: work!.id, finding: 'maybe' }, { itemId: edu!.id, finding: 'true' }]), 400, '60024');
    const findings = [
      { itemId: work!.id, finding: 'true', note: '与前雇主HR电话核实' },
      { itemId: edu!.id, finding: 'unverifiable', note: '学信网无记录' },
    ];
    expectFailure(await report(token, findings, null), 400, '60025');
    expectFailure(await report(token, findings, { name: '报告.exe', bytes: Buffer.from('MZ...') }), 400, '60026');
    expectFailure(await report(token, findings, { name: '报告.pdf', bytes: Buffer.from('<html>not a pdf</html>') }), 400, '60026');

    const done = okData<Public>(await report(token, findings));
    expect(done.status).toBe('completed');
    expect(done.items.map((i) => [i.finding, i.note])).toEqual([
      ['true', '与前雇主HR电话核实'],
      ['unverifiable', '学信网无记录'],
    ]);
    expectFailure(await report(token, findings), 409, '60023');
    expectFailure(await start(token), 409, '60023');

    const listed = okData<Check[]>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/background-checks` }));
    expect(listed[0]).toMatchObject({ id: check.id, status: 'completed', hasReport: true, reportFileName: '背调报告.pdf' });
    const pdf = await w.api(w.hr, { method: 'GET', url: `/api/background-checks/${check.id}/report` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/background-checks/${check.id}/report` }));
    expectFailure(await w.api(w.trainee, { method: 'GET', url: `/api/background-checks/${check.id}/report` }), 403, '40300');
    expectFailure(await w.api(w.hm, { method: 'GET', url: `/api/applications/${appId}/background-checks` }), 403, '40300');
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/applications/${appId}/background-checks` }));

    const all = okData<{ list: Check[]; total: number }>(await w.api(w.hr, { method: 'GET', url: '/api/background-checks?pageSize=100' }));
    expect(all.list.some((c) => c.id === check.id)).toBe(true);
    expect(okData<{ total: number }>(await w.api(w.b, { method: 'GET', url: '/api/background-checks' })).total).toBe(0);
    expectFailure(await w.api(w.trainee, { method: 'GET', url: '/api/background-checks' }), 403, '40300');
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/background-checks?pageSize=1000' }), 'pageSize');
  });

  it('stops taking work when it has expired', async () => {
    const appId = await inOffer('吴十');
    const check = okData<Check>(await order(w.hr, { applicationId: appId, education: 1, agencyEmail: AGENCY }));
    const token = await linkOf(check.id);
    await w.ctx.database.db.update(backgroundChecks).set({ linkExpiresAt: new Date(Date.now() - 1000) }).where(eq(backgroundChecks.id, check.id));
    expectFailure(await open(token), 410, '60021');
    expectFailure(await start(token), 410, '60021');
    const items = okData<Check[]>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/background-checks` }))[0]!.items;
    expectFailure(await report(token, [{ itemId: items[0]!.id, finding: 'true' }]), 410, '60021');
  });
});

describe('automation on 发起背景调查', () => {
  it('runs the company’s rules on the trigger inside the order', async () => {
    const send = { kind: 'send', templateType: 4, channels: ['email'], recipients: ['candidate'] };
    const rule = okData<{ id: number }>(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: { name: '背调后通知候选人', trigger: 'startBackgroundCheck', actions: [send] } }));
    const appId = await inOffer('郑十一');
    checked.push(appId);
    okData(await order(w.hr, { applicationId: appId, education: 1, agencyEmail: AGENCY }));
    const [run] = await w.ctx.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, rule.id));
    expect(run).toMatchObject({ outcome: 'done', applicationId: appId, trigger: 'startBackgroundCheck' });
    await w.api(w.a, { method: 'POST', url: `/api/automation/rules/${rule.id}/toggle`, payload: { enabled: false } });
  });
});

describe('the job list flag 有背调', () => {
  it('filters the candidates with a check that was not cancelled', async () => {
    const page = okData<{ list: { id: number }[]; flags: string[] }>(await w.api(w.hr, { method: 'GET', url: `/api/jobs/${w.jobId}/applications?flags=hasBackgroundCheck&pageSize=100` }));
    expect(page.flags).toContain('hasBackgroundCheck');
    const ids = page.list.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(checked));
    expect(ids).not.toContain(refused);
  });
});
