// 流程管理's screening and scoring extras: the drawer's 推荐记录 and 匹配分, 候选人反馈链接 from a
// card's menu (220013), 反馈超时 N with its drawer (220004), match scores on cards and rows when
// the job has a 简历评分规则, and the elimination reason on eliminated cards.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board, Recommendation, ResumeMatchBatch } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { board, card, failure, jobRow, mockApi, renderAt, row, RECRUIT_CODES, type ApiCall } from '../test-utils';
import { JobProcessPage } from './JobProcessPage';

const PUSH = 220004;
const NOTIFY = 220013;

const push = (patch: Partial<Recommendation> = {}): Recommendation => ({
  id: 5, applicationId: 101, resumeId: 1101, resumeName: '张伟', jobId: 11, jobName: '高级Java开发工程师', recipientId: 4, recipientName: '王建国', pushedById: 1, pushedByName: '周文静',
  message: '后端基础扎实', replyBy: '2026-11-21T10:00:00.000Z', feedback: 3, comment: '项目经验偏少', answeredAt: '2026-11-21T02:00:00.000Z', overdue: false, createdAt: '2026-11-20T02:00:00.000Z',
  ...patch,
});

const scored = (): Board => ({ ...board(), job: { ...board().job, scoringRuleId: 8 } });
const match = (resumeIds: number[]): ResumeMatchBatch => ({
  jobId: 11, ruleId: 8, ruleName: 'Java评分',
  scores: resumeIds.map((resumeId) => ({
    resumeId,
    score: resumeId === 1101 ? 86 : 52,
    items: [
      { key: 'education' as const, label: '学历', points: 20, maxPoints: 20, reason: '本科，符合要求' },
      { key: 'workYears' as const, label: '工作年限', points: resumeId === 1101 ? 26 : 2, maxPoints: 30, reason: resumeId === 1101 ? '5年，在要求范围内' : '1年，低于要求的3年' },
    ],
  })),
});

let calls: ApiCall[];
const routes = {
  'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }),
  'GET /api/jobs/candidate-counts': () => [{ jobId: 11, counts: board().counts, stages: [] }],
  'GET /api/jobs/11/board': () => board(),
  'GET /api/recruit-settings': () => ({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true }),
  'GET /api/recommendations/overdue': () => ({ list: [], total: 0, page: 1, pageSize: 1 }),
  'GET /api/resumes/1101': () => failure(404, { status: '40400', message: '简历不存在或已被删除' }),
  'GET /api/applications/101/events': () => ({ list: [], total: 0, page: 1, pageSize: 50 }),
  'GET /api/applications/101/recommendations': () => ({ feedback: 3, list: [push()] }),
  'GET /api/applications/101/feedback-links': () => [],
  'POST /api/resumes/match': (call: ApiCall) => match((call.body as { resumeIds: number[] }).resumeIds),
  'GET /api/resumes/1101/match': () => ({ jobId: 11, jobName: '高级Java开发工程师', ...match([1101]).scores[0]!, ruleId: 8, ruleName: 'Java评分' }),
};

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(routes, [...RECRUIT_CODES, PUSH, NOTIFY]);
});
afterEach(() => vi.unstubAllGlobals());

const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}，`) });
async function openBoard(path = '/recruit/job?jobId=11') {
  renderAt(<JobProcessPage title="流程管理" />, path);
  await screen.findByRole('article', { name: /^张伟，/ });
}

describe('流程管理 extras', { timeout: 20_000 }, () => {
  it('shows the pushes with recipient, feedback, comment and report in the candidate drawer', async () => {
    await openBoard();
    fireEvent.click(within(cardOf('张伟')).getByRole('button', { name: '张伟' }));
    const pushes = await screen.findByRole('region', { name: '推荐记录' });
    expect(await within(pushes).findByText('王建国')).toBeTruthy();
    expect(within(pushes).getByText('未通过')).toBeTruthy();
    expect(within(pushes).getByText(/项目经验偏少/)).toBeTruthy();
    expect(within(pushes).getByRole('button', { name: '推荐报告' })).toBeTruthy();
    // Without a scoring rule: no score, and the resume link has no job.
    expect(screen.queryByRole('region', { name: '匹配分' })).toBeNull();
    expect(screen.getByRole('link', { name: '打开简历详情' }).getAttribute('href')).toBe('/resume/detail/1101');
    expect(calls.some((c) => c.path === '/api/resumes/match')).toBe(false);
  });

  it('offers 候选人反馈链接 on a card with 220013 and opens the links of that candidate', async () => {
    await openBoard();
    fireEvent.click(within(cardOf('张伟')).getByRole('button', { name: '张伟的更多操作' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '候选人反馈链接' }));
    expect(await screen.findByText('候选人反馈链接：张伟')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/applications/101/feedback-links')).toBe(true));
  });

  it('leaves 候选人反馈链接 out without 220013, and 反馈超时 out without 220004', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({ ...routes, 'GET /api/recommendations/overdue': () => ({ list: [push({ overdue: true })], total: 1, page: 1, pageSize: 1 }) });
    await openBoard();
    fireEvent.click(within(cardOf('张伟')).getByRole('button', { name: '张伟的更多操作' }));
    expect(await screen.findByRole('menuitem', { name: '移动到其他阶段…' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '候选人反馈链接' })).toBeNull();
    expect(screen.queryByRole('button', { name: /反馈超时/ })).toBeNull();
    expect(calls.some((c) => c.path === '/api/recommendations/overdue')).toBe(false);
  });

  it('shows 反馈超时 N only when pushes of the job are overdue, and lists them in a drawer', async () => {
    vi.unstubAllGlobals();
    const overdue = push({ feedback: 1, comment: null, answeredAt: null, overdue: true });
    calls = mockApi({ ...routes, 'GET /api/recommendations/overdue': () => ({ list: [overdue], total: 1, page: 1, pageSize: 20 }) }, [...RECRUIT_CODES, PUSH]);
    await openBoard();
    fireEvent.click(await screen.findByRole('button', { name: /反馈超时 1/ }));
    const list = await screen.findByRole('list', { name: '超时未反馈的推荐' });
    expect(within(list).getByText(/张伟（高级Java开发工程师）/)).toBeTruthy();
    expect(within(list).getByText('已超时')).toBeTruthy();
    const asked = calls.filter((c) => c.path === '/api/recommendations/overdue');
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('hides 反馈超时 when nothing is overdue', async () => {
    await openBoard();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/recommendations/overdue')).toBe(true));
    expect(screen.queryByRole('button', { name: /反馈超时/ })).toBeNull();
  });

  it('scores the cards of a job with a scoring rule in one request, with the reasons on hover, and in the drawer', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({ ...routes, 'GET /api/jobs/11/board': () => scored() }, [...RECRUIT_CODES, PUSH, NOTIFY]);
    await openBoard();
    const badge = await within(cardOf('张伟')).findByLabelText('匹配分86分');
    expect(badge.getAttribute('title')).toBe('匹配分 86\n工作年限 26/30：5年，在要求范围内\n学历 20/20：本科，符合要求');
    expect(within(cardOf('王芳')).getByLabelText('匹配分52分').getAttribute('title')).toContain('工作年限 2/30：1年，低于要求的3年');
    const asked = calls.filter((c) => c.path === '/api/resumes/match');
    expect(asked.map((c) => c.body)).toEqual([{ jobId: 11, resumeIds: [1101, 1102, 1103] }]);

    fireEvent.click(within(cardOf('张伟')).getByRole('button', { name: '张伟' }));
    const score = await screen.findByRole('region', { name: '匹配分' });
    expect(within(score).getByText('86')).toBeTruthy();
    expect(within(score).getByText('5年，在要求范围内')).toBeTruthy();
    expect(within(score).getByRole('link', { name: /查看评分详情/ }).getAttribute('href')).toBe('/resume/detail/1101?jobId=11');
    expect(screen.getByRole('link', { name: '打开简历详情' }).getAttribute('href')).toBe('/resume/detail/1101?jobId=11');
  });

  it('adds a 匹配分 column to the table of a scored job', async () => {
    vi.unstubAllGlobals();
    calls = mockApi(
      {
        ...routes,
        'GET /api/jobs/11/board': () => scored(),
        'GET /api/jobs/11/applications': () => ({ list: [row(card(101, '张伟', 1)), row(card(103, '王芳', 3))], total: 2, page: 1, pageSize: 20, counts: board().counts, flags: [] }),
      },
      [...RECRUIT_CODES, PUSH, NOTIFY],
    );
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11&mode=table');
    const table = await screen.findByRole('table', { name: '候选人列表' });
    expect(await within(table).findByRole('columnheader', { name: '匹配分' })).toBeTruthy();
    expect(await within(table).findByLabelText('匹配分86分')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/resumes/match').at(-1)?.body).toEqual({ jobId: 11, resumeIds: [1101, 1103] });
  });

  it('shows why eliminated candidates were eliminated', async () => {
    vi.unstubAllGlobals();
    const out = board();
    out.view = 'eliminated';
    out.stages[0] = { ...out.stages[0]!, count: 1, cards: [card(104, '赵敏', 1, { outcome: 3, recruitmentState: 3, eliminateReason: '期望薪资过高' })], nextCursor: null };
    out.stages[1] = { ...out.stages[1]!, count: 0, cards: [] };
    calls = mockApi({ ...routes, 'GET /api/jobs/11/board': () => out });
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11&view=eliminated');
    const eliminated = await screen.findByRole('article', { name: /^赵敏，/ });
    expect(within(eliminated).getByText('淘汰原因：期望薪资过高')).toBeTruthy();
  });

  it('shows the reason under 已淘汰 in the table, and no 匹配分 column without a scoring rule', async () => {
    vi.unstubAllGlobals();
    const out = row(card(104, '赵敏', 1, { outcome: 3, recruitmentState: 3, eliminateReason: '期望薪资过高' }));
    calls = mockApi({ ...routes, 'GET /api/jobs/11/applications': () => ({ list: [out], total: 1, page: 1, pageSize: 20, counts: board().counts, flags: [] }) });
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11&mode=table&view=eliminated');
    const table = await screen.findByRole('table', { name: '候选人列表' });
    const line = (await within(table).findByRole('button', { name: '赵敏' })).closest('tr')!;
    expect(within(line).getByText('已淘汰')).toBeTruthy();
    expect(within(line).getByText('期望薪资过高')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: '匹配分' })).toBeNull();
  });
});
