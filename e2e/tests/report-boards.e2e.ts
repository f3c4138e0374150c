import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fenToYuanText, InterviewMetric, PAGE_SIZE_DEFAULT, type CandidateBoard, type ChannelBoard, type Funnel, type InterviewBoard, type OfferBoard, type Overview, type Page as ListPage, type RecruiterBoard, type ReportCandidate } from '@bole/domain';
import { openBrowser, shot, SHOTS } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// 数据看板 on the demo company's months of history: HR opens every board, each showing exactly what
// the report API answers for the same period and filters, with its chart drawn; changes the period
// and the department; opens the candidates behind a number (as many as the number says); exports a
// board to Excel and reads the file back. A hiring manager's numbers cover his jobs only.
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token = '';

const DAY_MS = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const today = chinaDay(Date.now());
// Three months back from today: the demo's history always fills it, whatever day the run is on.
const wide = { from: chinaDay(Date.now() - 89 * DAY_MS), to: today };
const month = { from: `${today.slice(0, 7)}-01`, to: today };
type Filter = { from: string; to: string; orgId?: number };

async function api<T>(path: string, params: Filter & Record<string, string | number | undefined>, as = token): Promise<T> {
  const query = Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined));
  const res = await page.request.get(path, { params: query, headers: { token: as } });
  const body = (await res.json()) as { status: number | string; data: T };
  if (String(body.status) !== '200') throw new Error(`GET ${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A board's headline cards as label → the number shown. */
const cards = (label: string) =>
  page.getByRole('list', { name: label, exact: true }).evaluate((list) => Object.fromEntries([...list.children].map((li) => [li.getAttribute('aria-label') ?? '', li.children[1]?.textContent?.trim() ?? ''])));

/** A table's body as rows of cell texts. */
const tableRows = (caption: string) =>
  page.getByRole('table', { name: caption, exact: true }).evaluate((table) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));

/** The first `n` cells of each row, for tables whose later columns are rates and days. */
const firstCells = async (caption: string, n: number) => (await tableRows(caption)).map((row) => row.slice(0, n));

/** How many drawn shapes a chart holds (ECharts renders SVG here; an undrawn chart has none). */
const chartShapes = (name: RegExp) => page.getByRole('img', { name }).locator('svg path').count();

async function openTab(title: string, path: string) {
  await page.getByRole('tablist', { name: '看板' }).getByRole('tab', { name: title }).click();
  await page.waitForURL(new RegExp(`${path}\\?`));
  await expect.poll(() => page.getByRole('tab', { name: title, selected: true }).isVisible()).toBe(true);
}

/** Opens the candidates behind a number, checks the drawer lists as many as the number says, and closes it. */
async function drill(button: Locator, title: string, list: () => Promise<ListPage<ReportCandidate>>) {
  const shown = Number(await button.textContent());
  expect(shown).toBeGreaterThan(0);
  await button.click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect.poll(() => drawer.getByRole('navigation', { name: '分页' }).textContent()).toMatch(new RegExp(`共\\s*${shown}\\s*人`));
  await expect.poll(() => drawer.getByRole('table', { name: title, exact: true }).locator('tbody tr').count()).toBe(Math.min(shown, PAGE_SIZE_DEFAULT));
  expect((await list()).total).toBe(shown);
  return {
    drawer,
    close: async () => {
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
    },
  };
}

// The drawer is fixed to the window, which a full-page screenshot would cut: the window only.
const drawerShot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  // Charts then draw at once (as for a user who asks for less motion), so screenshots show them finished.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  token = await apiToken(page.request, 'hr@demo.bole.cn', 'bole2026');
  await logIn(page, 'hr@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
});

describe('数据看板 with the demo company', () => {
  it('opens on 招聘概览 for 本月 and widens to a custom range, each time showing the API numbers', async () => {
    await page.goto('/report/board');
    await page.waitForURL('**/report/board/scan');
    await expect.poll(() => page.getByRole('radio', { name: '本月' }).isChecked()).toBe(true);
    const shown = (o: Overview) => Object.fromEntries(o.metrics.map((m) => [m.label, String(m.value ?? '-')]));
    const monthly = await api<Overview>('/api/reports/overview', month);
    await expect.poll(() => cards('本期指标')).toEqual(shown(monthly));

    await page.getByRole('radiogroup', { name: '统计期间' }).getByText('自定义', { exact: true }).click();
    await page.getByLabel('开始日期').fill(wide.from);
    await page.getByLabel('结束日期').fill(wide.to);
    await page.getByLabel('结束日期').blur();
    await page.waitForURL(new RegExp(`from=${wide.from}&to=${wide.to}$`));
    const overview = await api<Overview>('/api/reports/overview', wide);
    await expect.poll(() => cards('本期指标')).toEqual(shown(overview));
    // The month lies inside the three months: every number grows or stays, and there were applications before this month.
    for (const [i, m] of overview.metrics.entries()) {
      expect(m.value, m.label).toBeGreaterThan(0);
      expect(m.value!, m.label).toBeGreaterThanOrEqual(monthly.metrics[i]!.value ?? 0);
    }
    expect(overview.metrics.find((m) => m.key === 'applications')!.value).toBeGreaterThan(monthly.metrics.find((m) => m.key === 'applications')!.value!);
    await expect.poll(() => page.getByText(`本期 ${wide.from} 至 ${wide.to}，上期 ${overview.previousFrom} 至 ${overview.previousTo}`).isVisible()).toBe(true);
    // 90 days, newest first, a month a page: 31 + 31 + 28.
    await expect.poll(() => tableRows('按天分布').then((rows) => rows.length)).toBe(31);
    expect((await tableRows('按天分布'))[0]![0]).toBe(wide.to);
    await expect.poll(() => page.getByRole('navigation', { name: '分页' }).getByText('共 90 天').isVisible()).toBe(true);
    await expect.poll(() => chartShapes(/按天分布折线图/)).toBeGreaterThan(4);
    await shot(page, 'report-01-scan');
  });

  it('shows every other board through its tab, the same numbers as the API, with charts drawn', async () => {
    await openTab('候选人分析', '/report/board/candidate');
    const candidates = await api<CandidateBoard>('/api/reports/candidates', wide);
    expect(candidates.applications).toBeGreaterThan(0);
    await expect.poll(() => cards('候选人指标').then((c) => c['新增投递'])).toBe(String(candidates.applications));
    for (const facet of candidates.facets) {
      await expect.poll(() => tableRows(`${facet.label}分布`)).toEqual(facet.values.map((v) => [v.value, String(v.count)]));
      expect(facet.values.reduce((n, v) => n + v.count, 0), facet.label).toBeGreaterThan(0);
      await expect.poll(() => chartShapes(new RegExp(`^${facet.label}分布柱状图`))).toBeGreaterThan(2);
    }
    await expect.poll(() => chartShapes(/人才库每日总量/)).toBeGreaterThan(2);
    await shot(page, 'report-02-candidate');

    await openTab('职位360', '/report/board/job360');
    const funnel = await api<Funnel>('/api/reports/funnel', wide);
    expect(funnel.stages.map((s) => s.name).slice(0, 3)).toEqual(['初筛', '用人部门筛选', '面试']);
    for (const s of funnel.stages.slice(0, 3)) expect(s.entered, s.name).toBeGreaterThan(0);
    await expect.poll(() => tableRows('各阶段人数与转化').then((rows) => rows.map((r) => [r[0], r[1], r[3]]))).toEqual(funnel.stages.map((s) => [s.name, String(s.entered), String(s.current)]));
    await expect.poll(() => chartShapes(/招聘漏斗图/)).toBeGreaterThan(funnel.stages.length);
    await shot(page, 'report-03-job360');

    await openTab('HR工作量', '/report/board/hr');
    const recruiters = await api<RecruiterBoard>('/api/reports/recruiters', wide);
    // The demo's jobs belong to three recruiters, each with candidates in these months.
    expect(recruiters.recruiters.filter((r) => r.applications > 0).length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => firstCells('各招聘负责人工作量', 7))
      .toEqual(recruiters.recruiters.map((r) => [r.name, r.openJobs, r.applications, r.screened, r.interviews, r.offers, r.hires].map(String)));
    await expect.poll(() => chartShapes(/各招聘负责人/)).toBeGreaterThan(2);
    await shot(page, 'report-04-hr');

    await openTab('面试分析', '/report/board/interview');
    const interviews = await api<InterviewBoard>('/api/reports/interviews', wide);
    expect(interviews.totals.held).toBeGreaterThan(0);
    expect(interviews.totals.passed).toBeGreaterThan(0);
    // Interviewers evaluated most interviews, mostly on time, and a few candidates did not come.
    expect(interviews.totals.noShow).toBeGreaterThan(0);
    expect(interviews.onTimeRate).toBeGreaterThan(50);
    expect(interviews.interviewers.every((r) => r.submitted > 0 && r.submitted <= r.held)).toBe(true);
    await expect
      .poll(() => cards('面试指标'))
      .toMatchObject(Object.fromEntries(Object.entries(interviews.totals).map(([k, v]) => [InterviewMetric[k as keyof typeof InterviewMetric], String(v)])));
    await expect.poll(() => firstCells('各轮次面试', 1)).toEqual(interviews.rounds.map((r) => [r.name]));
    await expect.poll(() => firstCells('面试官工作量与评价及时性', 2)).toEqual(interviews.interviewers.map((r) => [r.name, String(r.held)]));
    await expect.poll(() => chartShapes(/各轮次已面试/)).toBeGreaterThan(2);
    await shot(page, 'report-05-interview');

    await openTab('Offer分析', '/report/board/offer');
    const offers = await api<OfferBoard>('/api/reports/offers', wide);
    for (const key of ['created', 'sent', 'accepted']) expect(offers.metrics.find((m) => m.key === key)!.value, key).toBeGreaterThan(0);
    await expect.poll(() => cards('Offer指标')).toMatchObject(Object.fromEntries(offers.metrics.map((m) => [m.label, String(m.value)])));
    expect(offers.declineReasons.length).toBeGreaterThan(0);
    await expect.poll(() => tableRows('拒绝原因')).toEqual(offers.declineReasons.map((r) => [r.reason, String(r.count)]));
    await expect.poll(() => chartShapes(/Offer各环节数量/)).toBeGreaterThan(2);
    await shot(page, 'report-06-offer');

    await openTab('渠道分析', '/report/board/channel');
    const channels = await api<ChannelBoard>('/api/reports/channels', wide);
    expect(channels.channels.filter((c) => c.applications > 0).length).toBeGreaterThan(2);
    await expect
      .poll(() => tableRows('各渠道招聘数据'))
      .toEqual(
        [...channels.channels, { name: '合计', ...channels.total }].map((c) =>
          [c.name, c.newResumes ?? '-', c.applications, c.screened, c.interviews, c.offers, c.hires, ...[c.costFen, c.costPerHireFen].map((f) => (f === null ? '-' : fenToYuanText(f)))].map(String),
        ),
      );
    await expect.poll(() => chartShapes(/各渠道/)).toBeGreaterThan(2);
    await shot(page, 'report-07-channel');
  });

  it('lists as many candidates as the number clicked: a 招聘概览 metric and a funnel stage', async () => {
    await openTab('招聘概览', '/report/board/scan');
    const interviews = page.getByRole('list', { name: '本期指标' }).getByRole('button', { name: /^面试 \d+，查看候选人$/ });
    const fromScan = await drill(interviews, `面试（${wide.from} 至 ${wide.to}）`, () => api('/api/reports/overview/candidates', { ...wide, metric: 'interviews', page: 1, pageSize: 20 }));
    await drawerShot('report-08-scan-drill');
    await fromScan.close();

    await openTab('职位360', '/report/board/job360');
    const entered = page.getByRole('button', { name: /^面试 到达人数 \d+，查看候选人$/ });
    const stageId = (await api<Funnel>('/api/reports/funnel', wide)).stages.find((s) => s.name === '面试')!.stageId;
    const fromFunnel = await drill(entered, `面试 · 到达人数（${wide.from} 至 ${wide.to}）`, () => api('/api/reports/funnel/candidates', { ...wide, stageId, page: 1, pageSize: 20 }));
    // Every candidate listed reached 面试 in the period: their 到达时间 lies within it.
    const times = await fromFunnel.drawer.getByRole('table').evaluate((table) => [...table.querySelectorAll('tbody td:nth-child(5)')].map((cell) => cell.textContent?.slice(0, 10) ?? ''));
    for (const day of times) expect(day >= wide.from && day <= wide.to, day).toBe(true);
    await drawerShot('report-09-job360-drill');
    await fromFunnel.close();
  });

  it('narrows 职位360 to a department, as the API counts it, and exports that to Excel', async () => {
    const all = await api<Funnel>('/api/reports/funnel', wide);
    const department = page.getByLabel('部门', { exact: true });
    const orgId = Number(await department.locator('option', { hasText: '后端组' }).getAttribute('value'));
    await department.selectOption(String(orgId));
    await page.waitForURL(new RegExp(`orgId=${orgId}`));
    const narrowed = await api<Funnel>('/api/reports/funnel', { ...wide, orgId });
    const rows = narrowed.stages.map((s) => [s.name, String(s.entered), String(s.current)]);
    await expect.poll(() => tableRows('各阶段人数与转化').then((r) => r.map((c) => [c[0], c[1], c[3]]))).toEqual(rows);
    // 后端组's jobs are some of the company's: no stage counts more, and its first stage fewer.
    for (const s of narrowed.stages) expect(s.entered, s.name).toBeLessThanOrEqual(all.stages.find((a) => a.stageId === s.stageId)?.entered ?? 0);
    expect(narrowed.stages[0]!.entered).toBeGreaterThan(0);
    expect(narrowed.stages[0]!.entered).toBeLessThan(all.stages[0]!.entered);
    await shot(page, 'report-10-job360-department');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^职位360_${wide.from}至${wide.to}_.*\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.getWorksheet('职位360')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['阶段', '到达人数', '较上一阶段转化率', '当前人数', '离开人数', '平均停留天数', '停留超过7天']);
    expect(sheet.rowCount).toBe(narrowed.stages.length + 1);
    expect(narrowed.stages.map((_, i) => values(i + 2)).map((r) => [r[0], String(r[1]), String(r[3])])).toEqual(rows);
    const about = book.getWorksheet('导出说明')!;
    expect(about.getColumn(2).values).toContain(`职位360：${wide.from}至${wide.to}（中国时间），按页面所选筛选条件统计`);
  });

  it('counts only a hiring manager’s jobs for him, and refuses him the export', async () => {
    const hm = await apiToken(page.request, 'hm@demo.bole.cn', 'bole2026');
    const [his, company] = await Promise.all([api<Overview>('/api/reports/overview', wide, hm), api<Overview>('/api/reports/overview', wide)]);
    // New resumes belong to no job, so a manager limited to jobs does not get that number.
    expect(his.metrics.find((m) => m.key === 'newResumes')!.value).toBeNull();
    for (const [i, m] of his.metrics.entries()) expect(m.value ?? 0, m.label).toBeLessThanOrEqual(company.metrics[i]!.value ?? 0);
    const applications = (o: Overview) => o.metrics.find((m) => m.key === 'applications')!.value!;
    expect(applications(his)).toBeGreaterThan(0);
    expect(applications(his)).toBeLessThan(applications(company));
    const res = await page.request.get('/api/reports/export', { params: { ...wide, board: 'scan' }, headers: { token: hm } });
    expect(((await res.json()) as { status: string }).status).toBe('40300');
  });
});
