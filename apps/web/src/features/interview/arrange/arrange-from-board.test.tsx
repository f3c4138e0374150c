// 安排面试 in 流程管理 (220005): the button of a card in an interview stage, the candidate drawer's
// 面试 section, and the bulk bar when every selected candidate sits in an interview stage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { board, card, failure, jobRow, mockApi, renderAt, RECRUIT_CODES, type ApiCall } from '../../recruit/test-utils';
import { JobProcessPage } from '../../recruit/job/JobProcessPage';

const ARRANGE = 220005;

/** Job 11's board with a second candidate, 陈晨, in the interview stage. */
const interviewBoard = () => {
  const b = board();
  b.stages[1] = { ...b.stages[1]!, count: 2, cards: [card(103, '王芳', 3), card(104, '陈晨', 3)] };
  return b;
};

let calls: ApiCall[];
const routes = {
  'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }),
  'GET /api/jobs/candidate-counts': () => [{ jobId: 11, counts: board().counts, stages: [] }],
  'GET /api/jobs/11/board': () => interviewBoard(),
  'GET /api/jobs/11': () => ({ id: 11, name: '高级Java开发工程师', interviewAccountIds: [9], userPersonAccountIds: [] }),
  'GET /api/recruit-settings': () => ({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true }),
  'GET /api/company/accounts/options': () => [{ id: 9, userName: '王建国' }],
  'GET /api/interview-rounds': () => [{ number: 1, name: '初试', enabled: true, builtIn: true, sort: 1 }],
  'GET /api/interviews/calendar': () => ({ interviews: [], bookings: [], rooms: [], ownOnly: false, truncated: false }),
  'POST /api/interviews/conflicts': () => [],
  'GET /api/resumes/1103': () => failure(404, { status: '40400', message: '简历不存在或已被删除' }),
  'GET /api/applications/103/events': () => ({ list: [], total: 0, page: 1, pageSize: 50 }),
  'GET /api/applications/103/recommendations': () => ({ feedback: 0, list: [] }),
  'GET /api/interviews': () => ({
    list: [
      {
        id: 31, applicationId: 103, resumeId: 1103, jobId: 11, jobName: '高级Java开发工程师', candidateName: '王芳', round: 1, roundName: '初试',
        startAt: '2030-03-08T06:00:00Z', endAt: '2030-03-08T07:00:00Z', durationMinutes: 60, form: 1, meetingRoomId: 4, meetingRoomName: '3号会议室',
        address: null, meetingUrl: null, interviewers: [{ id: 9, name: '王建国', isLead: true }], leadId: 9, result: 0, signedIn: false, signedInAt: null,
        queueNumber: null, groupUid: null, cancelled: false, cancelReason: null, evaluated: 0,
      },
    ],
    total: 1, page: 1, pageSize: 100,
  }),
};

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(routes, [...RECRUIT_CODES, ARRANGE]);
});
afterEach(() => vi.unstubAllGlobals());

const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}，`) });

describe('安排面试 from 流程管理', { timeout: 30_000 }, () => {
  it('leads an interview-stage card with 安排面试 and opens the dialog for him', async () => {
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
    await screen.findByRole('article', { name: /^王芳，/ });
    // Screening cards keep 通过; the interview stage's cards lead with 安排面试.
    expect(within(cardOf('张伟')).getByRole('button', { name: '张伟：通过' })).toBeTruthy();
    fireEvent.click(within(cardOf('王芳')).getByRole('button', { name: '王芳：安排面试' }));
    const dialog = await screen.findByRole('dialog', { name: '安排面试' }, { timeout: 8000 });
    expect(within(dialog).getByText('王芳')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs/11')).toBe(true));
    expect(await within(dialog).findByText('王建国')).toBeTruthy();
  });

  it('arranges the selected interview-stage candidates together from the bulk bar', async () => {
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
    await screen.findByRole('article', { name: /^王芳，/ });
    fireEvent.click(within(cardOf('王芳')).getByRole('checkbox', { name: '选择王芳' }));
    fireEvent.click(within(cardOf('陈晨')).getByRole('checkbox', { name: '选择陈晨' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    fireEvent.click(within(bar).getByRole('button', { name: '安排面试' }));
    const dialog = await screen.findByRole('dialog', { name: '安排面试' }, { timeout: 8000 });
    expect(within(dialog).getByText('王芳、陈晨')).toBeTruthy();
    expect(within(dialog).getByText('群面（同一时段）')).toBeTruthy();
    // A screening candidate in the selection takes the bulk 安排面试 away.
    fireEvent.click(within(cardOf('张伟')).getByRole('checkbox', { name: '选择张伟' }));
    expect(within(bar).queryByRole('button', { name: '安排面试' })).toBeNull();
  });

  it('lists his interviews in the candidate drawer with 安排面试', async () => {
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
    await screen.findByRole('article', { name: /^王芳，/ });
    fireEvent.click(within(cardOf('王芳')).getByTitle('查看王芳的简历'));
    const section = await screen.findByRole('region', { name: '面试' });
    expect(await within(section).findByText('3号会议室', { exact: false })).toBeTruthy();
    expect(within(section).getByText('未反馈')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/interviews')).toBeTruthy());
    fireEvent.click(within(section).getByRole('button', { name: '安排面试' }));
    // The dialog opens over the drawer (both dialogs carry antd's test id as their label there, so it is found by its text).
    const who = await screen.findByText(/^候选人：/, undefined, { timeout: 8000 });
    expect(who.closest('[role=dialog]')?.textContent).toContain('面试轮次');
    expect(who.textContent).toBe('候选人：王芳');
  });
});
