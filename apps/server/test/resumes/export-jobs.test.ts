// 导出 asks first and runs large exports in the background: the preview's count and what it
// shows, a background job from queued to a downloadable .xlsx, its audit entry, and who may
// read it.
import { EXPORT_DIRECT_MAX_ROWS, EXPORT_MAX_ROWS, Perm, type ResumeExportJob, type ResumeExportLog, type ResumeExportPreview } from '@bole/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredExports } from '../../src/modules/resumes/export.expiry';
import { runExportJob } from '../../src/modules/resumes/export.jobs';
import { resumeExportJobs } from '../../src/modules/resumes/export.tables';
import { registerCompany, type Session } from '../helpers';
import { addAccount, createResume, customAccount, expectFailure, okData, setup, type Setup } from './fixtures';

let s: Setup;
let big: Session;
let masked: Session;
let trainee: Session;
// Exports but may not read the export audit: sees only the jobs it asked for.
let colleague: Session;
let someIds: number[];
const ROWS = EXPORT_DIRECT_MAX_ROWS + 40;

const preview = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'POST', url: '/api/resumes/export/preview', payload });
const startJob = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'POST', url: '/api/resumes/export/jobs', payload });
const jobOf = (session: Session | null, id: number) => s.api(session, { method: 'GET', url: `/api/resumes/export/jobs/${id}` });
const fileOf = (session: Session | null, id: number) => s.api(session, { method: 'GET', url: `/api/resumes/export/jobs/${id}/file` });
const logsOf = async (session: Session) => okData<{ list: ResumeExportLog[] }>(await s.api(session, { method: 'GET', url: '/api/resume-export-logs' })).list;

/** Polls the job until it leaves the queue (the tests run jobs in-process, at once). */
async function finished(session: Session, id: number): Promise<ResumeExportJob> {
  for (let i = 0; i < 100; i += 1) {
    const job = okData<ResumeExportJob>(await jobOf(session, id));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export job did not finish');
}

beforeAll(async () => {
  s = await setup();
  big = await registerCompany(s.ctx.app, '锦程物流集团有限公司');
  await s.ctx.database.db.execute(
    sql`insert into resumes (company_id, name, mobile, expect_salary, parse_status) select ${big.companyId}, '候选人' || g, '137' || lpad(g::text, 8, '0'), '20000-25000', 4 from generate_series(1, ${ROWS}) g`,
  );
  someIds = (await s.ctx.database.db.execute<{ id: string }>(sql`select id from resumes where company_id = ${big.companyId} order by id limit 3`)).rows.map((r) => Number(r.id));
  masked = await customAccount(s.ctx, big.companyId, 2, [Perm.TalentPoolView, Perm.ResumeExport]);
  colleague = await customAccount(s.ctx, big.companyId, 2, [Perm.TalentPoolView, Perm.ResumeExport, Perm.CandidateContact]);
  trainee = await addAccount(s.ctx, big.companyId, 10);
});

describe('export preview', () => {
  it('counts what the request selects and says a large export runs in the background', async () => {
    expect(okData<ResumeExportPreview>(await preview(big, {}))).toEqual({ count: ROWS, found: ROWS, foundCapped: false, capped: false, contact: true, salary: true, background: true });
    const java = (await createResume(s.api, s.a, { name: '陈思远' })).id;
    const sales = (await createResume(s.api, s.a, { name: '林晓雨', expectPosition: '销售经理' })).id;
    expect(okData<ResumeExportPreview>(await preview(s.a, { ids: [java, sales, java] }))).toMatchObject({ count: 2, capped: false, background: false });
    expect(okData<ResumeExportPreview>(await preview(s.a, { keyword: '销售经理' }))).toMatchObject({ count: 1, found: 1 });
    expectFailure(await preview(s.b, { ids: [java] }), 404, '40400');
  });

  it('says whether contacts are masked and salaries hidden for the caller’s role', async () => {
    expect(okData<ResumeExportPreview>(await preview(masked, {}))).toMatchObject({ count: ROWS, contact: false, salary: false });
    expect(okData<ResumeExportPreview>(await preview(colleague, {}))).toMatchObject({ contact: true, salary: false });
  });

  it(`caps the count at ${EXPORT_MAX_ROWS}`, async () => {
    const huge = await registerCompany(s.ctx.app, '恒通供应链管理有限公司');
    await s.ctx.database.db.execute(sql`insert into resumes (company_id, name, parse_status) select ${huge.companyId}, '候选人' || g, 4 from generate_series(1, ${EXPORT_MAX_ROWS + 3}) g`);
    expect(okData<ResumeExportPreview>(await preview(huge, {}))).toMatchObject({ count: EXPORT_MAX_ROWS, found: EXPORT_MAX_ROWS + 3, capped: true, background: true });
  });

  it('refuses roles without 210004 and anonymous callers', async () => {
    expectFailure(await preview(trainee, {}), 403);
    expectFailure(await preview(null, {}), 401, '999');
  });
});

describe('background export', () => {
  it('runs from queued to done with progress, then downloads the .xlsx from the job and the export log', async () => {
    const queued = okData<ResumeExportJob>(await startJob(masked, {}));
    expect(queued).toMatchObject({ status: 'queued', total: ROWS, done: 0, downloadable: false });
    const job = await finished(masked, queued.id);
    expect(job).toMatchObject({ status: 'done', total: ROWS, done: ROWS, error: null, downloadable: true });
    expect(job.fileName).toMatch(/^人才库简历_\d{8}_\d{4}\.xlsx$/);
    expect(new Date(job.expiresAt!).getTime() - new Date(job.finishedAt!).getTime()).toBe(24 * 3_600_000);

    const res = await fileOf(masked, job.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('简历')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[header.indexOf('手机号')]).toMatch(/^137\*{4}\d{4}$/);
    expect(first[header.indexOf('期望薪资')]).toBe('***');
    expect(res.rawPayload.includes(Buffer.from('13700000001'))).toBe(false);

    const [log] = await logsOf(big);
    expect(log).toMatchObject({ kind: 'excel', jobId: job.id, status: 'done', downloadable: true, resumeCount: ROWS, operatorName: '孙立新', scope: '人才库全部简历', fileName: job.fileName });
    // The administrator reads the audit: the file downloads from there too.
    expect((await fileOf(big, job.id)).statusCode).toBe(200);
  });

  it('hides a job from other companies and from colleagues who may not read the export log', async () => {
    const job = await finished(big, okData<ResumeExportJob>(await startJob(big, { ids: someIds.slice(0, 2) })).id);
    expectFailure(await jobOf(s.a, job.id), 404, '40400');
    expectFailure(await fileOf(s.a, job.id), 404, '40400');
    expectFailure(await jobOf(colleague, job.id), 404, '40400');
    expectFailure(await fileOf(colleague, job.id), 404, '40400');
    expectFailure(await startJob(trainee, {}), 403);
    expectFailure(await jobOf(trainee, job.id), 403);
    expectFailure(await fileOf(trainee, job.id), 403);
    expectFailure(await fileOf(null, job.id), 401, '999');
  });

  it('refuses an expired file and an empty request, and records why a job failed', async () => {
    const job = await finished(big, okData<ResumeExportJob>(await startJob(big, { ids: someIds })).id);
    await s.ctx.database.db.update(resumeExportJobs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(resumeExportJobs.id, job.id));
    expect(expectFailure(await fileOf(big, job.id), 410, '30058').message).toBe('导出文件已过期或已删除，请重新导出');
    expect((await logsOf(big)).find((l) => l.jobId === job.id)).toMatchObject({ status: 'done', downloadable: false });

    expectFailure(await startJob(big, { keyword: '不存在的关键词甲乙丙' }), 400, '30050');

    // The resumes went before the job ran: it fails with the reason in Chinese.
    const gone = (await createResume(s.api, s.a, { name: '待删除候选人' })).id;
    const doomed = await finished(s.a, okData<ResumeExportJob>(await startJob(s.a, { ids: [gone] })).id);
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${gone}` }));
    await s.ctx.database.db.update(resumeExportJobs).set({ status: 'queued' }).where(eq(resumeExportJobs.id, doomed.id));
    await runExportJob({ db: s.ctx.database.db, files: s.ctx.app.deps.files }, { companyId: s.a.companyId, jobId: doomed.id });
    const failed = okData<ResumeExportJob>(await jobOf(s.a, doomed.id));
    expect(failed).toMatchObject({ status: 'failed', error: '数据不存在或已被删除', downloadable: false });
    expect(expectFailure(await fileOf(s.a, doomed.id), 409, '30057').message).toContain('导出失败');
    // Another company's id does nothing.
    await runExportJob({ db: s.ctx.database.db, files: s.ctx.app.deps.files }, { companyId: s.b.companyId, jobId: job.id });
    expect(okData<ResumeExportJob>(await jobOf(big, job.id)).status).toBe('done');
  });

  it('deletes an expired file, unless another row still names the same bytes', async () => {
    const { db } = s.ctx.database;
    const { files } = s.ctx.app.deps;
    const run = async (ids: number[]) => finished(big, okData<ResumeExportJob>(await startJob(big, { ids })).id);
    const [gone, shared, keeper] = [await run([someIds[0]!]), await run([someIds[1]!]), await run([someIds[2]!])];
    const keyOf = async (id: number) => (await db.select({ key: resumeExportJobs.storageKey }).from(resumeExportJobs).where(eq(resumeExportJobs.id, id)))[0]!.key!;
    const [goneKey, sharedKey] = [await keyOf(gone.id), await keyOf(shared.id)];
    // The same bytes named by a job whose link still runs.
    await db.update(resumeExportJobs).set({ storageKey: sharedKey }).where(eq(resumeExportJobs.id, keeper.id));
    await db.update(resumeExportJobs).set({ expiresAt: new Date(Date.now() - 1000) }).where(inArray(resumeExportJobs.id, [gone.id, shared.id]));

    expect(await sweepExpiredExports(db, files)).toBeGreaterThanOrEqual(1);
    expect(await files.has(goneKey)).toBe(false);
    expect(await files.has(sharedKey)).toBe(true);
    expectFailure(await fileOf(big, gone.id), 410, '30058');
    expect((await fileOf(big, keeper.id)).statusCode).toBe(200);
    expect(await keyOf(gone.id)).toBeNull();
  });
});
