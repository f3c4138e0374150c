// The report boards in the app's real antd: 职位360's table and drill-down, 招聘概览's cards, the
// period presets written to the address in China days, and the boards that are not open yet.
import { routeByPath, type Funnel, type Overview, type ReportCandidate, type StageTimes } from '@bole/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, failure, mockApi, renderWithApp } from '../../test/app-harness';
import ReportArea from './index';

// jsdom cannot draw: the chart stands in as its labelled box; the tables carry the numbers.
vi.mock('./chart/Chart', () => ({ Chart: ({ 'aria-label': label }: { 'aria-label': string }) => <div role="img" aria-label={label} /> }));

const FUNNEL: Funnel = {
  stages: [
    { stageId: 11, name: '初筛', entered: 40, current: 5 },
    { stageId: 12, name: '用人部门筛选', entered: 12, current: 3 },
    { stageId: 13, name: '复试', entered: 0, current: 0 },
    { stageId: 14, name: '谈薪', entered: 3, current: 1 },
    { stageId: 15, name: '待入职', entered: 1, current: 1 },
  ],
};
const TIMES: StageTimes = {
  stages: [
    { stageId: 11, name: '初筛', left: 30, avgDays: 2.46, stale: 2 },
    { stageId: 12, name: '用人部门筛选', left: 9, avgDays: null, stale: 0 },
  ],
};
const CANDIDATE: ReportCandidate = {
  applicationId: 501, resumeId: 77, name: '林晓雨', jobId: 9, jobTitle: 'Java开发工程师', stageId: 13, stageName: '复试', statusLabel: '招聘中',
  // 2026-11-02 01:30 in Shanghai, still 1 November in UTC.
  happenedAt: '2026-11-01T17:30:00.000Z',
};
const OVERVIEW: Overview = {
  previousFrom: '2026-10-03',
  previousTo: '2026-10-31',
  metrics: [
    { key: 'newResumes', label: '新增简历', value: null, previous: null },
    { key: 'applications', label: '新增投递', value: 15, previous: 12 },
    { key: 'screened', label: '筛选通过', value: 6, previous: 6 },
    { key: 'interviews', label: '面试', value: 4, previous: 8 },
    { key: 'offers', label: '发出Offer', value: 2, previous: 0 },
    { key: 'hires', label: '入职', value: 0, previous: 1 },
  ],
  days: [
    { day: '2026-11-01', applications: 9, interviews: 1, offers: 0, hires: 0 },
    { day: '2026-11-02', applications: 6, interviews: 3, offers: 2, hires: 0 },
  ],
  countedAt: '2026-11-29T02:05:09.000Z',
};

// 40 days, 2026-09-01 to 2026-10-10, the day of the month as its applications.
const LONG_OVERVIEW: Overview = {
  ...OVERVIEW,
  days: Array.from({ length: 40 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10);
    return { day, applications: Number(day.slice(8)), interviews: 0, offers: 0, hires: 0 };
  }),
};

function Page() {
  const { pathname } = useLocation();
  const route = routeByPath(pathname)!;
  return (
    <Suspense fallback={null}>
      <ReportArea route={route} />
    </Suspense>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

/** The requests made to a path, as URLs with their query strings. */
const asked = (pathname: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === pathname);

const cellsOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name} `) })).getAllByRole('cell').map((c) => c.textContent);

let overviewAnswer = OVERVIEW;

beforeEach(() => {
  overviewAnswer = OVERVIEW;
  resetSessionStoreForTests();
  mockApi(
    {
      'GET /api/reports/funnel': () => FUNNEL,
      'GET /api/reports/stage-times': () => TIMES,
      'GET /api/reports/funnel/candidates': () => ({ list: [CANDIDATE], total: 1, page: 1, pageSize: 20 }),
      'GET /api/reports/overview': () => overviewAnswer,
      'GET /api/reports/goals/progress': () => ({ goals: [], total: 0, countedAt: '2026-11-29T02:05:09.000Z' }),
      'GET /api/reports/overview/candidates': () => ({ list: [{ ...CANDIDATE, applicationId: 502, name: '周子航' }], total: 1, page: 1, pageSize: 20 }),
      'GET /api/reports/offers': () => ({
        metrics: [
          { key: 'created', label: '创建Offer', value: 5 }, { key: 'approved', label: '审批通过', value: 4 }, { key: 'sent', label: '发出Offer', value: 4 },
          { key: 'accepted', label: '接受Offer', value: 2 }, { key: 'declined', label: '拒绝Offer', value: 1 },
        ],
        acceptRate: 66.66666, avgDaysToAnswer: 1.5, declineReasons: [{ reason: '薪资不符合预期', count: 2 }], countedAt: '2026-11-29T02:05:09.000Z',
      }),
      'GET /api/reports/offers/candidates': () => ({ list: [{ ...CANDIDATE, applicationId: 502, name: '周子航' }], total: 1, page: 1, pageSize: 20 }),
      'GET /api/reports/interviews': () => ({
        totals: { scheduled: 9, held: 7, noShow: 1, passed: 4, failed: 2 },
        rounds: [
          { round: 1, name: '初试', scheduled: 3, held: 2, noShow: 0, passed: 1, failed: 1, passRate: 50 },
          { round: 2, name: '复试', scheduled: 6, held: 5, noShow: 1, passed: 3, failed: 1, passRate: 75 },
        ],
        interviewers: [{ accountId: 8, name: '王佳琪', held: 5, submitted: 5, onTime: 4, avgHoursToSubmit: 6.25 }],
        onTimeRate: 80, countedAt: '2026-11-29T02:05:09.000Z',
      }),
      'GET /api/reports/interviews/candidates': () => ({ list: [{ ...CANDIDATE, applicationId: 502, name: '周子航' }], total: 1, page: 1, pageSize: 20 }),
      'GET /api/reports/channels': () => ({
        channels: [
          { channel: 3, name: '智联招聘', newResumes: 20, applications: 12, screened: 5, interviews: 4, offers: 2, hires: 1, costFen: 70000, costPerHireFen: 70000 },
          { channel: 10001, name: '春季招聘会', newResumes: 0, applications: 0, screened: 0, interviews: 0, offers: 0, hires: 0, costFen: 14011, costPerHireFen: null },
        ],
        total: { newResumes: 20, applications: 12, screened: 5, interviews: 4, offers: 2, hires: 1, costFen: 84011, costPerHireFen: 84011 },
        referrers: [{ accountId: 21, name: '赵敏', newResumes: 3, applications: 2, screened: 1, interviews: 1, offers: 0, hires: 1 }],
        countedAt: '2026-11-29T02:05:09.000Z',
      }),
      'GET /api/reports/recruiters': () => ({
        recruiters: [{ accountId: 8, name: '王佳琪', openJobs: 3, applications: 12, screened: 5, interviews: 4, offers: 2, hires: 1, hireRate: 50 }],
        countedAt: '2026-11-29T02:05:09.000Z',
      }),
      'GET /api/reports/candidates': () => ({
        applications: 9,
        facets: [
          { facet: 'age', label: '年龄', values: [{ value: '25-29岁', count: 6 }, { value: '未知', count: 3 }] },
          { facet: 'degree', label: '最高学历', values: [{ value: '本科', count: 5 }, { value: '硕士', count: 4 }] },
        ],
        pool: null,
        countedAt: '2026-11-29T02:05:09.000Z',
      }),
      'GET /api/reports/candidates/list': () => ({ list: [{ ...CANDIDATE, applicationId: 502, name: '周子航' }], total: 1, page: 1, pageSize: 20 }),
      'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
      // The candidate drawer's own parts: his resume is gone, nothing else recorded.
      'GET /api/resumes/77': () => failure(404, { status: 'NOT_FOUND', message: '简历不存在或已删除' }),
      'GET /api/applications/501/events': () => ({ list: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/interviews': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
      'GET /api/applications/501/recommendations': () => ({ list: [] }),
    },
    adminInfo([240001, 240003, 230001]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('职位360', { timeout: 30_000 }, () => {
  it('tables each stage with its numbers, the conversion from the stage before and the stage times', async () => {
    renderAt('/report/board/job360?from=2026-11-01&to=2026-11-29&jobId=9');
    // The first test of the file also loads the boards' modules.
    await screen.findByRole('button', { name: '用人部门筛选 到达人数 12，查看候选人' }, { timeout: 20_000 });
    expect(cellsOf('初筛')).toEqual(['初筛', '40', '-', '5', '30', '2.5天', '2']);
    expect(cellsOf('用人部门筛选')).toEqual(['用人部门筛选', '12', '30%', '3', '9', '-', '0']);
    expect(cellsOf('复试')).toEqual(['复试', '0', '0%', '0', '-', '-', '-']);
    // After a stage nobody reached there is no conversion to show.
    expect(cellsOf('谈薪')).toEqual(['谈薪', '3', '-', '1', '-', '-', '-']);
    expect(cellsOf('待入职')).toEqual(['待入职', '1', '33.3%', '1', '-', '-', '-']);
    expect(screen.getByRole('img', { name: /招聘漏斗图/ })).toBeTruthy();
    const funnel = asked('/api/reports/funnel')[0]!;
    expect(Object.fromEntries(funnel.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29', jobId: '9' });
    expect(screen.getByRole('complementary', { name: '口径说明' }).textContent).toContain('退回之前的阶段后再进入不重复计');
  });

  it('opens the candidates behind a number from the same period, filters, stage and measure', async () => {
    renderAt('/report/board/job360?from=2026-11-01&to=2026-11-29&jobId=9&channel=3');
    fireEvent.click(await screen.findByRole('button', { name: '用人部门筛选 到达人数 12，查看候选人' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('table', { name: '用人部门筛选 · 到达人数（2026-11-01 至 2026-11-29）' })).toBeTruthy();
    const row = await within(drawer).findByRole('row', { name: /林晓雨/ });
    // The time in China: the next day already.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['林晓雨', 'Java开发工程师', '复试', '招聘中', '2026-11-02 01:30']);
    const list = asked('/api/reports/funnel/candidates')[0]!;
    expect(Object.fromEntries(list.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29', jobId: '9', channel: '3', stageId: '12', measure: 'entered', page: '1', pageSize: '20' });

    fireEvent.click(screen.getByRole('button', { name: '初筛 停滞人数 2，查看候选人' }));
    await vi.waitFor(() => expect(asked('/api/reports/funnel/candidates').some((u) => u.searchParams.get('measure') === 'stale' && u.searchParams.get('stageId') === '11')).toBe(true));
    // A zero has nobody behind it: no button.
    expect(screen.queryByRole('button', { name: /^复试 到达人数/ })).toBeNull();
  });

  it('opens a candidate named in the list as 流程管理 does', async () => {
    renderAt('/report/board/job360?from=2026-11-01&to=2026-11-29');
    fireEvent.click(await screen.findByRole('button', { name: '用人部门筛选 当前人数 3，查看候选人' }, { timeout: 20_000 }));
    fireEvent.click(await screen.findByRole('button', { name: '林晓雨' }));
    expect(await screen.findByText('林晓雨的简历')).toBeTruthy();
    expect(await screen.findByText('简历不存在或已删除')).toBeTruthy();
    expect(asked('/api/resumes/77').length).toBeGreaterThan(0);
  });
});

describe('board period and filters', { timeout: 30_000 }, () => {
  it('writes the presets to the address in China days, 本周 from Monday, and keeps them across tabs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Sunday 29 November 2026, 00:30 in Shanghai (still Saturday in UTC).
    vi.setSystemTime(new Date('2026-11-28T16:30:00Z'));
    const router = renderAt('/report/board/job360');
    await screen.findByRole('row', { name: /^初筛 / });
    expect(screen.getByRole('radio', { name: '本月' })).toHaveProperty('checked', true);
    expect(Object.fromEntries(asked('/api/reports/funnel')[0]!.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29' });

    fireEvent.click(screen.getByRole('radio', { name: '本周' }));
    expect(router.state.location.search).toBe('?from=2026-11-23&to=2026-11-29');
    fireEvent.click(screen.getByRole('radio', { name: '本季度' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-29');

    fireEvent.click(screen.getByRole('radio', { name: '自定义' }));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-12-01' } });
    expect(screen.getByRole('alert').textContent).toBe('结束日期不能早于开始日期');
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-29');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-09-15' } });
    expect(router.state.location.search).toBe('?from=2026-09-15&to=2026-11-29');

    fireEvent.click(screen.getByRole('tab', { name: '招聘概览' }));
    await screen.findByRole('list', { name: '本期指标' });
    expect(router.state.location.pathname).toBe('/report/board/scan');
    expect(Object.fromEntries(asked('/api/reports/overview')[0]!.searchParams)).toEqual({ from: '2026-09-15', to: '2026-11-29' });
  });
});

describe('招聘概览', { timeout: 30_000 }, () => {
  it('shows each number against the period before and drills down, but not into the hidden 新增简历', async () => {
    renderAt('/report/board/scan?from=2026-11-01&to=2026-11-29&ownerId=4');
    const cards = await screen.findByRole('list', { name: '本期指标' });
    const card = (label: string) => within(cards).getByRole('listitem', { name: label }).textContent;
    expect(card('新增简历')).toBe('新增简历-上期 -');
    expect(card('新增投递')).toBe('新增投递15上期 12↑25%');
    expect(card('筛选通过')).toBe('筛选通过6上期 6持平');
    expect(card('面试')).toBe('面试4上期 8↓50%');
    expect(card('发出Offer')).toBe('发出Offer2上期 0↑2');
    expect(within(cards).getByLabelText('较上期减少50%')).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: /新增简历/ })).toBeNull();
    expect(screen.getByText('本次数字统计于 2026-11-29 10:05:09（北京时间）', { exact: false })).toBeTruthy();

    fireEvent.click(within(cards).getByRole('button', { name: '发出Offer 2，查看候选人' }));
    expect(await screen.findByRole('button', { name: '周子航' })).toBeTruthy();
    expect(Object.fromEntries(asked('/api/reports/overview/candidates')[0]!.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29', ownerId: '4', metric: 'offers', page: '1', pageSize: '20' });
  });

  it('pages the per-day table a month at a time, newest day first', async () => {
    overviewAnswer = LONG_OVERVIEW;
    renderAt('/report/board/scan?from=2026-09-01&to=2026-10-10');
    const table = await screen.findByRole('table', { name: '按天分布' });
    const days = () => within(table).getAllByRole('row').slice(1).map((r) => r.firstChild?.textContent);
    expect(days()).toHaveLength(31);
    expect(days()[0]).toBe('2026-10-10');
    fireEvent.click(screen.getByRole('button', { name: /下一页/ }));
    expect(days()).toEqual(['2026-09-09', '2026-09-08', '2026-09-07', '2026-09-06', '2026-09-05', '2026-09-04', '2026-09-03', '2026-09-02', '2026-09-01']);
  });

  it('lists a day of the per-day table with that day as the period', async () => {
    renderAt('/report/board/scan?from=2026-11-01&to=2026-11-29');
    fireEvent.click(await screen.findByRole('button', { name: '2026-11-02 面试 3，查看候选人' }));
    await screen.findByRole('button', { name: '周子航' });
    expect(Object.fromEntries(asked('/api/reports/overview/candidates')[0]!.searchParams)).toMatchObject({ from: '2026-11-02', to: '2026-11-02', metric: 'interviews' });
  });
});

describe('Offer分析, 面试分析, 渠道分析 and HR工作量', { timeout: 30_000 }, () => {
  it('lists the candidates behind a decline reason', async () => {
    renderAt('/report/board/offer?from=2026-11-01&to=2026-11-29');
    expect(await screen.findByRole('listitem', { name: '接受率' })).toHaveProperty('textContent', '接受率66.7%');
    fireEvent.click(screen.getByRole('button', { name: '拒绝原因 薪资不符合预期 2，查看候选人' }));
    await screen.findByRole('button', { name: '周子航' });
    expect(Object.fromEntries(asked('/api/reports/offers/candidates')[0]!.searchParams)).toEqual({
      from: '2026-11-01', to: '2026-11-29', metric: 'declined', reason: '薪资不符合预期', page: '1', pageSize: '20',
    });
  });

  it('lists a round of 面试分析 and an interviewer of his held interviews', async () => {
    renderAt('/report/board/interview?from=2026-11-01&to=2026-11-29');
    fireEvent.click(await screen.findByRole('button', { name: '复试 面试通过 3，查看候选人' }, { timeout: 20_000 }));
    await screen.findByRole('button', { name: '周子航' });
    expect(Object.fromEntries(asked('/api/reports/interviews/candidates')[0]!.searchParams)).toMatchObject({ metric: 'passed', round: '2' });
    expect(cellsOf('复试')).toEqual(['复试', '6', '5', '1', '3', '1', '75%']);
    expect(cellsOf('王佳琪')).toEqual(['王佳琪', '5', '5', '4', '6.3小时']);
    fireEvent.click(screen.getByRole('button', { name: '王佳琪 已面试 5，查看候选人' }));
    await vi.waitFor(() => expect(asked('/api/reports/interviews/candidates').some((u) => u.searchParams.get('interviewerId') === '8' && u.searchParams.get('metric') === 'held')).toBe(true));
  });

  it('shows each channel\'s 费用 and 入职成本, the 合计 and the 内推人, each drillable', async () => {
    renderAt('/report/board/channel?from=2026-11-01&to=2026-11-29');
    await screen.findByRole('button', { name: '赵敏 入职 1，查看候选人' }, { timeout: 20_000 });
    expect(cellsOf('智联招聘')).toEqual(['智联招聘', '20', '12', '5', '4', '2', '1', '700.00', '700.00']);
    expect(cellsOf('春季招聘会')).toEqual(['春季招聘会', '0', '0', '0', '0', '0', '0', '140.11', '-']);
    expect(cellsOf('合计')).toEqual(['合计', '20', '12', '5', '4', '2', '1', '840.11', '840.11']);
    expect(cellsOf('赵敏')).toEqual(['赵敏', '3', '2', '1', '1', '0', '1']);
    expect(screen.getByText(/该月费用 × 期间内的天数 ÷ 该月天数/)).toBeTruthy();
    expect(screen.getByText(/暂不提供猎头公司管理/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '赵敏 入职 1，查看候选人' }));
    await screen.findByRole('button', { name: '周子航' });
    const drill = Object.fromEntries(asked('/api/reports/overview/candidates')[0]!.searchParams);
    expect(drill).toMatchObject({ from: '2026-11-01', to: '2026-11-29', referrerId: '21', metric: 'hires' });
    expect(drill.channel).toBeUndefined();
  });

  it.each([
    ['channel', '智联招聘 入职 1，查看候选人', { channel: '3', metric: 'hires' }],
    ['hr', '王佳琪 面试 4，查看候选人', { ownerId: '8', metric: 'interviews' }],
  ])('/report/board/%s narrows the drill-down to the row', async (board, button, query) => {
    renderAt(`/report/board/${board}?from=2026-11-01&to=2026-11-29`);
    fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 20_000 }));
    await screen.findByRole('button', { name: '周子航' });
    expect(Object.fromEntries(asked('/api/reports/overview/candidates')[0]!.searchParams)).toMatchObject({ from: '2026-11-01', to: '2026-11-29', ...query });
  });
});

describe('候选人分析 and 导出', { timeout: 30_000 }, () => {
  it('lists the applications of a facet value and exports the board under the same period and filters', async () => {
    renderAt('/report/board/candidate?from=2026-11-01&to=2026-11-29&orgId=5');
    fireEvent.click(await screen.findByRole('button', { name: '最高学历 硕士 4，查看候选人' }, { timeout: 20_000 }));
    await screen.findByRole('button', { name: '周子航' });
    expect(Object.fromEntries(asked('/api/reports/candidates/list')[0]!.searchParams)).toEqual({
      from: '2026-11-01', to: '2026-11-29', orgId: '5', facet: 'degree', value: '硕士', page: '1', pageSize: '20',
    });
    // Limited to jobs by the department: no talent pool.
    expect(screen.getByText(/按职位范围统计时不显示人才库/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await vi.waitFor(() => expect(asked('/api/reports/export').length).toBe(1));
    expect(Object.fromEntries(asked('/api/reports/export')[0]!.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29', orgId: '5', board: 'candidate' });
  });
});

describe('pages not built yet', { timeout: 30_000 }, () => {
  it('keeps the empty state on 通话记录', async () => {
    renderAt('/report/callrecord');
    expect(await screen.findByText('该功能尚未开放')).toBeTruthy();
  });
});
