// 导出入职人员: the columns follow the caller's offer field codes (a hidden one is absent), only
// hires are exported and both 导出 and 办理入职 are needed; 转正前 reminds on the planned 转正 day.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDayAhead } from '../../src/modules/automation/reminders';
import { messagingOf } from '../../src/modules/messaging/send';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { sendProbationReminders } from '../../src/modules/onboarding/reminders';
import type { Session } from '../helpers';
import { awaiting, bulk, expectFailure, hrWithout, okData, post, world, type World } from './fixtures';

let w: World;
let hire: number;

const exportOf = (who: Session, query: string) => w.api(who, { method: 'GET', url: `/api/onboarding/export?${query}` });

async function firstSheet(res: LightMyRequestResponse): Promise<string[][]> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

beforeAll(async () => {
  w = await world();
  hire = await awaiting(w, '赵敏', '2026-12-01', 3, { internshipSalary: '9000', formalSalary: '11000' });
  await awaiting(w, '钱多多', '2026-12-20', 3);
  await bulk(w, w.hr, 'confirm', { ids: [hire] });
});

describe('导出入职人员', () => {
  it('exports the hires with salaries for a caller whose codes show them', async () => {
    const [header, row, ...rest] = await firstSheet(await exportOf(w.hr, 'tab=probation'));
    expect(header).toEqual(['姓名', '手机号', '邮箱', '职位', '入职部门', '入职日期', '试用期', '试用期截止（计划转正日期）', '实际转正日期', '试用期薪资（元）', '薪资类型', '转正薪资（元）', '税前/税后', '招聘负责人']);
    expect(rest).toHaveLength(0);
    expect(row!.slice(0, 1)).toEqual(['赵敏']);
    expect(row).toContain('2027-03-01');
    expect(row).toContain('11000.00');
    expect(row).toContain('9000.00');
  });

  it('leaves out the columns the caller’s offer field codes hide', async () => {
    const noSalary = await hrWithout(w.ctx, w.a.companyId, ['regularSalary', 'probationSalary'], '无薪资HR');
    const [header, row] = await firstSheet(await exportOf(noSalary, 'tab=probation'));
    expect(header).not.toContain('转正薪资（元）');
    expect(header).not.toContain('试用期薪资（元）');
    expect(header).not.toContain('薪资类型');
    expect(row!.join()).not.toContain('11000');
    const list = okData<{ list: { offer: { formalSalary: string | null; salaryHidden: boolean } }[] }>(await w.api(noSalary, { method: 'GET', url: '/api/onboarding?tab=probation' }));
    expect(list.list[0]!.offer).toMatchObject({ formalSalary: null, salaryHidden: true });
  });

  it('exports only hires, and needs both 导出 and 办理入职', async () => {
    expectFailure(await exportOf(w.hr, 'tab=awaiting'), 400);
    expectFailure(await exportOf(w.trainee, 'tab=probation'), 403);
    expectFailure(await exportOf(w.hr, 'tab=regular'), 400);
    const theirs = await exportOf(w.b, 'tab=probation');
    expectFailure(theirs, 400);
  });
});

describe('转正前提醒', () => {
  it('reminds on the planned 转正 day the set days ahead, once', async () => {
    const now = new Date();
    const target = shanghaiDayAhead(now, 2);
    const soon = await awaiting(w, '孙丽', '2026-11-01', -1);
    await bulk(w, w.hr, 'confirm', { ids: [soon] });
    okData(await post(w, w.hr, `/api/onboarding/${soon}/extend-probation`, { probationEnd: target }));
    okData(await w.api(w.a, { method: 'PUT', url: '/api/reminder-settings', payload: [{ point: 'beforeProbationEnd', enabled: true, days: 2, channels: ['app'], recipients: ['jobOwner', 'hiringManager'] }] }));
    const deps = messagingOf(w.ctx.app.deps);
    const dayAhead = (days: number) => shanghaiDayAhead(now, days);
    expect(await sendProbationReminders(w.ctx.database.db, deps, dayAhead)).toBe(1);
    const sent = await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '转正前提醒')));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain(`试用期将于${target}结束`);
    await sendProbationReminders(w.ctx.database.db, deps, dayAhead);
    expect(await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '转正前提醒')))).toHaveLength(2);
  });
});
