// 报表中心: each standard report against hand-counted events a second either side of the
// period's China midnights, each agreeing with its board, paged, exported, and scoped.
import { Perm, RoleType, StageType, SystemRoleCode, type ReportExportJob, type ChannelBoard, type InterviewBoard, type OfferBoard, type Overview, type StandardReportPage, type StandardReportPrint } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { demands } from '../../src/modules/demands/tables';
import { jobs } from '../../src/modules/jobs/tables';
import { offers } from '../../src/modules/offers/tables';
import { onboardings } from '../../src/modules/onboarding/tables';
import { recruitStages } from '../../src/modules/processes/tables';
import { reportFile } from '../../src/modules/reports/catalogue-export';
import { accounts, roles } from '../../src/modules/company/tables';
import { addAccount } from '../company/fixtures';
import type { Session } from '../helpers';
import { createOffer, inOfferStage, rootOrg } from '../offers/fixtures';
import { apply, expectFailure, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst, interviewAt } from './fixtures';

let w: World;
const ids: Record<string, number> = {};
const PERIOD = 'from=2026-03-02&to=2026-03-08';

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const report = async (who: Session, id: string, query = PERIOD) => okData<StandardReportPage>(await get(who, `/api/reports/standard/${id}?${query}`));


beforeAll(async () => {
  w = await world();
  const { db } = w.ctx.database;
  const orgId = await rootOrg(w.ctx, w.a.companyId);
  ids.p1 = await apply(w, w.hr, w.jobId, '周一');
  ids.p2 = await apply(w, w.hr, w.jobId, '吴二');
  ids.p3 = await apply(w, w.hr, w.jobId, '郑三');
  ids.p4 = await apply(w, w.hr, w.jobId, '王四');
  const setCreated = (id: number, at: string) => db.update(applications).set({ createdAt: cst(at) }).where(eq(applications.id, id));
  await setCreated(ids.p1, '2026-03-02T00:00:00');
  await setCreated(ids.p2, '2026-03-01T23:59:59');
  await setCreated(ids.p3, '2026-03-08T23:59:59');
  await setCreated(ids.p4, '2026-03-09T00:00:00');
  const [interviewStage] = await db.select({ id: recruitStages.id }).from(recruitStages).where(and(eq(recruitStages.companyId, w.a.companyId), eq(recruitStages.type, StageType.Interview)));
  await db.update(applications).set({ stageId: interviewStage!.id, stageEnteredAt: cst('2026-03-03T10:00:00') }).where(eq(applications.id, ids.p1));
  await db.update(applications).set({ stageId: interviewStage!.id, stageEnteredAt: cst('2026-03-04T10:00:00') }).where(eq(applications.id, ids.p2));
  await interviewAt(w, ids.p1, '2026-03-05T14:00:00');
  await interviewAt(w, ids.p2, '2026-03-05T15:00:00', true);
  await interviewAt(w, ids.p3, '2026-02-25T09:00:00');
  // An offer sent on Mar 6 and its candidate entered on Mar 8 (the period's last day).
  ids.p5 = await inOfferStage(w, '冯五');
  const offerId = await createOffer(w, w.hr, ids.p5, orgId);
  await db.update(offers).set({ sentAt: cst('2026-03-06T09:00:00') }).where(eq(offers.id, offerId));
  await db.update(applications).set({ outcome: 1, recruitmentState: 1, entryDate: '2026-03-08' }).where(eq(applications.id, ids.p5));
  // 转正 on Mar 5; 放弃入职 a second before the period ends and a second after.
  await db.insert(onboardings).values([
    { companyId: w.a.companyId, applicationId: ids.p1, regularDate: '2026-03-05' },
    { companyId: w.a.companyId, applicationId: ids.p2, noShowAt: cst('2026-03-08T23:59:59'), noShowReason: '已接受其他公司Offer' },
    { companyId: w.a.companyId, applicationId: ids.p3, noShowAt: cst('2026-03-09T00:00:00'), noShowReason: '个人原因' },
  ]);
  // A demand of 4 people the job is opened against (the job asks for 3), and a draft left out.
  const demand = (name: string, status: 'approved' | 'draft') =>
    db.insert(demands).values({ companyId: w.a.companyId, name, orgId, headcount: 4, reason: 1, status, ownerId: w.hr.accountId, createdBy: w.hr.accountId, createdAt: cst('2026-02-01T09:00:00') }).returning({ id: demands.id });
  const [approved] = await demand('后端开发扩编', 'approved');
  await demand('草稿需求', 'draft');
  await db.update(jobs).set({ headcount: 3, demandIds: [approved!.id] }).where(eq(jobs.id, w.jobId));
});

describe('GET /api/reports/standard/:id', () => {
  it('招聘进度: the job with its stages now and the period\'s events', async () => {
    const r = await report(w.hr, 'progress');
    expect(r.total).toBe(1);
    expect(r.list[0]).toMatchObject({
      job: 'Java开发工程师',
      headcount: 3,
      screening: 2,
      interviewing: 2,
      offering: 0,
      applications: 2,
      interviews: 1,
      offers: 1,
      hires: 1,
      fillRate: 33.3,
    });
    expect(r.summary).toMatchObject({ job: '合计', applications: 2, hires: 1, fillRate: null });
  });

  it('渠道效果, 面试统计 and Offer统计 add up to their boards', async () => {
    const channel = await report(w.hr, 'channel');
    const channels = okData<ChannelBoard>(await get(w.hr, `/api/reports/channels?${PERIOD}`)).channels;
    expect(channel.list.map((r) => [r.channel, r.applications, r.hires])).toEqual(channels.map((c) => [c.name, c.applications, c.hires]));
    expect(channel.summary).toMatchObject({ channel: '合计', applications: 2, hires: 1, hireRate: 50 });

    const interview = await report(w.hr, 'interview');
    const board = okData<InterviewBoard>(await get(w.hr, `/api/reports/interviews?${PERIOD}`));
    expect(interview.list.filter((r) => r.dimension === '面试轮次').map((r) => r.scheduled)).toEqual([1]);
    expect(interview.summary).toMatchObject({ scheduled: 1, held: board.totals.held, noShow: board.totals.noShow });

    const offer = await report(w.hr, 'offer');
    const offerBoard = okData<OfferBoard>(await get(w.hr, `/api/reports/offers?${PERIOD}`));
    expect(offer.list).toEqual([expect.objectContaining({ job: 'Java开发工程师', created: 0, sent: 1, accepted: 0, acceptRate: null })]);
    for (const m of offerBoard.metrics) expect(offer.summary![m.key], m.key).toBe(m.value);

    const overview = okData<Overview>(await get(w.hr, `/api/reports/overview?${PERIOD}`));
    const hires = overview.metrics.find((m) => m.key === 'hires')!.value;
    expect((await report(w.hr, 'progress')).summary!.hires).toBe(hires);
  });

  it('招聘需求完成: approved demands with all-time and period hires', async () => {
    const r = await report(w.hr, 'demand');
    expect(r.list).toEqual([expect.objectContaining({ demand: '后端开发扩编', status: '已通过', headcount: 4, jobCount: 1, hiresInPeriod: 1, hired: 1, completion: 25 })]);
    expect((await report(w.hr, 'demand', 'from=2026-01-01&to=2026-01-31')).total).toBe(0);
  });

  it('人员入离职: entries, 转正 and 放弃入职 of the period in date order, paged', async () => {
    const r = await report(w.hr, 'staff');
    expect(r.list.map((x) => [x.name, x.event, x.day, x.note])).toEqual([
      ['周一', '转正', '2026-03-05', ''],
      ['冯五', '入职', '2026-03-08', ''],
      ['吴二', '放弃入职', '2026-03-08', '已接受其他公司Offer'],
    ]);
    expect(r.summary!.note).toBe('入职1人，转正1人，放弃入职1人');
    const second = await report(w.hr, 'staff', `${PERIOD}&page=2&pageSize=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.list.map((x) => x.name)).toEqual(['吴二']);
  });

  it('answers 400 for an unknown report or a bad period', async () => {
    expectFailure(await get(w.hr, `/api/reports/standard/salary?${PERIOD}`), 400);
    expectFailure(await get(w.hr, '/api/reports/standard/staff?from=2026-03-09&to=2026-03-02'), 400);
  });
});

describe('print and export', () => {
  it('gives the print every row, the company and the filters in words', async () => {
    const p = okData<StandardReportPrint>(await get(w.hr, `/api/reports/standard/staff/print?${PERIOD}&jobId=${w.jobId}`));
    expect(p.list).toHaveLength(3);
    expect(p.companyName).toBeTruthy();
    expect(p.filters).toEqual(['职位：Java开发工程师']);
  });

  it('exports every row and the 合计 as .xlsx', async () => {
    const res = await get(w.hr, `/api/reports/standard/progress/export?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('招聘进度')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('职位');
    expect(sheet.getRow(2).getCell(1).value).toBe('Java开发工程师');
    expect(sheet.getRow(2).getCell(15).value).toBe('33.3%');
    expect(sheet.getRow(3).getCell(1).value).toBe('合计');
  });
});

describe('background export', () => {
  async function finished(who: Session, id: number): Promise<ReportExportJob> {
    for (let i = 0; i < 100; i += 1) {
      const job = okData<ReportExportJob>(await get(who, `/api/reports/export-jobs/${id}`));
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the export job did not finish');
  }

  it('makes the file in the background, for its requester only', async () => {
    const started = okData<ReportExportJob>(await w.api(w.hr, { method: 'POST', url: '/api/reports/standard/staff/export-jobs', payload: { from: '2026-03-02', to: '2026-03-08' } }));
    expect(started).toMatchObject({ reportId: 'staff', total: 3 });
    const job = await finished(w.hr, started.id);
    expect(job).toMatchObject({ status: 'done', done: 3, total: 3, downloadable: true });
    const file = await get(w.hr, `/api/reports/export-jobs/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('人员入离职')!.getColumn(1).values.slice(2)).toEqual(['周一', '冯五', '吴二', '合计']);
    expectNotFound(await get(w.a, `/api/reports/export-jobs/${job.id}`));
    expectNotFound(await get(w.b, `/api/reports/export-jobs/${job.id}/file`));
    expectFailure(await w.api(w.trainee, { method: 'POST', url: '/api/reports/standard/staff/export-jobs', payload: { from: '2026-03-02', to: '2026-03-08' } }), 403);
    expectFailure(await w.api(w.hr, { method: 'POST', url: '/api/reports/standard/staff/export-jobs', payload: { from: '2026-01-01', to: '2026-01-31' } }), 400);
  });

  it('leaves more rows than a direct download holds to the background job', async () => {
    const caller = { companyId: w.a.companyId, accountId: w.hr.accountId, roleType: RoleType.Hr, codes: new Set<number>([Perm.ReportView]), userName: 'HR' };
    await expect(reportFile(w.ctx.database.db, caller, 'staff', { from: '2026-03-02', to: '2026-03-08' }, new Date(), 2)).rejects.toThrow('超过2行的报表请使用后台导出');
    expect((await reportFile(w.ctx.database.db, caller, 'staff', { from: '2026-03-02', to: '2026-03-08' }, new Date(), 3)).rows).toBe(3);
  });
});

describe('scope and permissions', () => {
  it('refuses a role without 查看报表 (240001) and export without 240002', async () => {
    const frontDesk = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.FrontDesk);
    expectFailure(await get(frontDesk, `/api/reports/standard/progress?${PERIOD}`), 403);
    expectFailure(await get(frontDesk, `/api/reports/standard/progress/print?${PERIOD}`), 403);
    expectFailure(await get(w.trainee, `/api/reports/standard/progress/export?${PERIOD}`), 403);
    expect((await report(w.trainee, 'progress')).total).toBe(1);
  });

  it('shows a hiring manager only his jobs and his demands', async () => {
    const { db } = w.ctx.database;
    const [account] = await db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, w.hm.accountId));
    const [role] = await db.select().from(roles).where(eq(roles.id, account!.roleId));
    await db.update(roles).set({ socialCodes: [...role!.socialCodes, Perm.ReportView] }).where(eq(roles.id, role!.id));
    expect((await report(w.hm, 'progress')).list.map((r) => r.job)).toEqual(['Java开发工程师']);
    expect((await report(w.hm, 'staff')).total).toBe(3);
    expect((await report(w.hm, 'demand')).total).toBe(0);
    expect((await report(w.hm2, 'progress')).total).toBe(0);
    expect((await report(w.hm2, 'staff')).total).toBe(0);
    expectNotFound(await get(w.hm2, `/api/reports/standard/offer?${PERIOD}&jobId=${w.jobId}`));
  });

  it('keeps another company out', async () => {
    expectNotFound(await get(w.b, `/api/reports/standard/progress?${PERIOD}&jobId=${w.jobId}`));
    expectNotFound(await get(w.b, `/api/reports/standard/staff/export?${PERIOD}&jobId=${w.jobId}`));
    for (const id of ['progress', 'offer', 'demand', 'staff']) expect((await report(w.b, id)).list.every((r) => r.job !== 'Java开发工程师' && r.demand !== '后端开发扩编'), id).toBe(true);
    expect((await report(w.b, 'staff')).total).toBe(0);
  });
});
