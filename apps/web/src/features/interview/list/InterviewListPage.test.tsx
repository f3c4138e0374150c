// 面试管理: the filters go to GET /api/interviews (days in China time, from today by default),
// each row shows when, where, with whom, the result and sign-in; 改期 opens the arrange dialog with
// the interview, 取消面试 asks for the reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InterviewDetail, InterviewListItem } from '@bole/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chinaTime } from '../../../lib/time';
import { hrInfo, mockApi, renderPage } from '../../resume/test-utils';
import { InterviewListPage } from './InterviewListPage';

const item = (patch: Partial<InterviewListItem> = {}): InterviewListItem => ({
  id: 31, applicationId: 103, resumeId: 1103, jobId: 11, jobName: '高级Java开发工程师', candidateName: '王芳', round: 1, roundName: '初试',
  startAt: '2030-03-08T06:00:00Z', endAt: '2030-03-08T07:00:00Z', durationMinutes: 60, form: 1, meetingRoomId: 4, meetingRoomName: '3号会议室',
  address: null, meetingUrl: null, interviewers: [{ id: 9, name: '王建国', isLead: true }, { id: 10, name: '刘洋', isLead: false }], leadId: 9, result: 6,
  signedIn: true, signedInAt: '2030-03-08T05:50:00Z', queueNumber: 3, groupUid: null, cancelled: false, cancelReason: null, evaluated: 1,
  ...patch,
});
const detail = (): InterviewDetail => ({
  ...item(), contactId: 9, contactName: '王建国', registrationForm: true, evaluationTemplateId: null, sequence: 0, calledAt: null, calledRoom: null,
  createdAt: '2030-03-01T02:00:00Z', createdByName: '陈思琪',
});
const routes = {
  'GET /api/interviews': () => ({ list: [item(), item({ id: 32, candidateName: '赵一鸣', form: 2, meetingRoomId: null, meetingRoomName: null, result: 0, signedIn: false, queueNumber: null, evaluated: 0 })], total: 2, page: 1, pageSize: 20 }),
  'GET /api/interviews/31': () => detail(),
  'GET /api/interview-rounds': () => [{ number: 1, name: '初试', enabled: true, builtIn: true, sort: 1 }],
  'GET /api/company/accounts/options': () => [{ id: 9, userName: '王建国' }],
  'GET /api/jobs/11': () => ({ id: 11, interviewAccountIds: [9] }),
  'GET /api/interviews/calendar': () => ({ interviews: [], bookings: [], rooms: [{ id: 4, name: '3号会议室', capacity: null }], ownOnly: false, truncated: false }),
  'POST /api/interviews/conflicts': () => [],
  'POST /api/interviews/32/cancel': () => null,
};
const lastQuery = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.path === '/api/interviews').at(-1)!.query;

afterEach(() => vi.unstubAllGlobals());

describe('面试管理', { timeout: 30_000 }, () => {
  it('lists from today on and sends the filters', async () => {
    const calls = mockApi(routes, hrInfo([220006, 220007]));
    renderPage(<InterviewListPage title="面试管理" />);
    const row = (await screen.findByText('王芳')).closest('tr')!;
    expect(within(row).getByText('现场面试 · 3号会议室')).toBeTruthy();
    expect(within(row).getByText('王建国（主）、刘洋')).toBeTruthy();
    expect(within(row).getByText('通过')).toBeTruthy();
    expect(within(row).getByText('已签到 3号')).toBeTruthy();
    expect(within(row).getByText('1/2')).toBeTruthy();
    expect(lastQuery(calls).get('from')).toBe(chinaTime().format('YYYY-MM-DD'));
    fireEvent.click(screen.getByRole('checkbox', { name: '含已取消' }));
    await waitFor(() => expect(lastQuery(calls).get('cancelled')).toBe('true'));
    fireEvent.change(screen.getByLabelText('搜索候选人'), { target: { value: '王芳' } });
    fireEvent.keyDown(screen.getByLabelText('搜索候选人'), { key: 'Enter' });
    await waitFor(() => expect(lastQuery(calls).get('keyword')).toBe('王芳'));
  });

  it('opens 改期 with the interview as planned, and cancels with a reason', async () => {
    const calls = mockApi(routes, hrInfo([220006, 220007]));
    renderPage(<InterviewListPage title="面试管理" />);
    fireEvent.click(await screen.findByRole('button', { name: '为王芳改期' }));
    const who = await screen.findByText(/^候选人：/, undefined, { timeout: 8000 });
    expect(who.textContent).toBe('候选人：王芳');
    const dialog = who.closest('[role=dialog]') as HTMLElement;
    expect(within(dialog).getByText('面试改期')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '改期原因' })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/interviews/conflicts')?.body).toMatchObject({ excludeInterviewId: 31, meetingRoomId: 4, interviewerIds: [9, 10] }));
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    fireEvent.click(screen.getByRole('button', { name: '取消赵一鸣的面试' }));
    const reason = await screen.findByRole('textbox', { name: '取消原因' }, { timeout: 8000 });
    fireEvent.change(reason, { target: { value: '面试官临时出差' } });
    const cancelDialog = reason.closest('[role=dialog]') as HTMLElement;
    fireEvent.click(within(cancelDialog).getByRole('button', { name: '取消面试' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/interviews/32/cancel')?.body).toEqual({ reason: '面试官临时出差', notifyCandidate: true, notifyInterviewers: true }));
  });

  it('offers no 改期 or 取消面试 without 220007', async () => {
    mockApi(routes, hrInfo([220006]));
    renderPage(<InterviewListPage title="面试管理" />);
    await screen.findByText('王芳');
    expect(screen.getAllByRole('button', { name: /^查看/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /改期/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /取消.*的面试/ })).toBeNull();
  });
});
