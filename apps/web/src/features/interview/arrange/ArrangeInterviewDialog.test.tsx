// 安排面试: the defaults (the job's interviewers, the first as lead, 现场, 60 minutes at a full
// hour), the conflict panel that blocks saving, and what is sent for one and for several candidates.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hrInfo, mockApi, renderPage } from '../../resume/test-utils';
import { ArrangeInterviewDialog } from './ArrangeInterviewDialog';

const accounts = [
  { id: 9, userName: '王建国' },
  { id: 10, userName: '刘洋' },
  { id: 11, userName: '陈静' },
];
const rounds = [
  { number: 1, name: '初试', enabled: true, builtIn: true, sort: 1 },
  { number: 2, name: '复试', enabled: true, builtIn: true, sort: 2 },
  { number: 3, name: '终试', enabled: false, builtIn: true, sort: 3 },
];
const calendar = { interviews: [], bookings: [], rooms: [{ id: 4, name: '3号会议室', capacity: 6 }], ownOnly: false, truncated: false };
const base = {
  'GET /api/company/accounts/options': () => accounts,
  'GET /api/jobs/5': () => ({ id: 5, name: 'Java开发工程师', interviewAccountIds: [10, 9], userPersonAccountIds: [] }),
  'GET /api/interview-rounds': () => rounds,
  'GET /api/interviews/calendar': () => calendar,
};

afterEach(() => vi.unstubAllGlobals());

describe('安排面试', { timeout: 30_000 }, () => {
  it('fills in the job’s interviewers and saves one candidate’s interview at the next full hour of China time', async () => {
    const calls = mockApi({ ...base, 'POST /api/interviews/conflicts': () => [], 'POST /api/interviews': () => ({ id: 88 }) });
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderPage(<ArrangeInterviewDialog open applications={[{ id: 7, name: '李雨桐' }]} jobId={5} onClose={onClose} onDone={onDone} />);
    expect(await screen.findByText('李雨桐')).toBeTruthy();
    await screen.findByText('刘洋');
    expect(await screen.findByText(/无冲突/, undefined, { timeout: 5000 })).toBeTruthy();
    const check = calls.filter((c) => c.path === '/api/interviews/conflicts').at(-1)!;
    expect(check.body).toMatchObject({ durationMinutes: 60, interviewerIds: [10, 9], applicationIds: [7], meetingRoomId: null });
    fireEvent.click(screen.getByRole('button', { name: '安排面试' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/interviews')!;
    const body = post.body as Record<string, unknown>;
    expect(body).toMatchObject({ applicationId: 7, round: 1, durationMinutes: 60, form: 1, interviewerIds: [10, 9], leadId: 10, notifyCandidate: true, notifyInterviewers: true, registrationForm: false });
    expect(body.startAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\+08:00$/);
    expect(new Date(body.startAt as string).getTime()).toBeGreaterThan(Date.now());
  });

  it('shows each clash by who is taken and when, and does not save while one remains', async () => {
    const clash = {
      kind: 'room',
      subjectId: 4,
      subjectName: '3号会议室',
      startAt: '2030-03-08T06:00:00Z',
      endAt: '2030-03-08T07:00:00Z',
      title: '张三 · Java开发工程师 初试',
      message: '3号会议室 03-08 14:00-15:00 已被占用',
    };
    const busy = { ...clash, kind: 'busy', subjectId: 9, subjectName: '王建国', title: '周会', message: '王建国 03-08 14:00-15:00 有日程：周会' };
    const calls = mockApi({ ...base, 'POST /api/interviews/conflicts': () => [busy, clash] });
    renderPage(<ArrangeInterviewDialog open applications={[{ id: 7, name: '李雨桐' }]} jobId={5} onClose={() => undefined} />);
    expect(await screen.findByText('1处冲突，请调整时间、面试官或会议室', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('3号会议室')).toBeTruthy();
    expect(screen.getByText('日程：周会', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('03-08 14:00 - 15:00').length).toBe(2);
    expect(screen.getByText('有时间冲突，调整后才能保存')).toBeTruthy();
    const ok = screen.getByRole('button', { name: '安排面试' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.click(ok);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/interviews')).toBe(false);
  });

  it('shows what a refused save names (another HR took the room meanwhile) and keeps the dialog open', async () => {
    const clash = {
      kind: 'room',
      subjectId: 4,
      subjectName: '3号会议室',
      startAt: '2030-03-08T06:00:00Z',
      endAt: '2030-03-08T07:00:00Z',
      title: '赵一鸣 · Java开发工程师 初试',
      message: '会议室3号会议室在2030-03-08 14:00-15:00已被占用（赵一鸣 · Java开发工程师 · 初试）',
    };
    mockApi({
      ...base,
      'POST /api/interviews/conflicts': () => [],
      'POST /api/interviews': () => ({ status: 409, body: { status: '50401', message: `时间冲突：${clash.message}`, data: { conflicts: [clash] } } }),
    });
    const onClose = vi.fn();
    renderPage(<ArrangeInterviewDialog open applications={[{ id: 7, name: '李雨桐' }]} jobId={5} onClose={onClose} />);
    await screen.findByText('刘洋');
    expect(await screen.findByText(/无冲突/, undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '安排面试' }));
    expect(await screen.findByText(`时间冲突：${clash.message}`)).toBeTruthy();
    expect(await screen.findByText('1处冲突，请调整时间、面试官或会议室')).toBeTruthy();
    expect(screen.getByText('3号会议室')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts an on-site interview at the company’s default address for those who may read the addresses', async () => {
    const address = (id: number, name: string, detail: string, isDefault: boolean) => ({ id, name, cityCode: '330100', cityName: '杭州市', detail, contactName: null, contactPhone: null, isDefault });
    const calls = mockApi(
      {
        ...base,
        'GET /api/company/addresses': () => ({ list: [address(1, '西溪园区', '文一西路969号', false), address(2, '总部', '余杭区五常街道1号 8层', true)], total: 2, page: 1, pageSize: 100 }),
        'POST /api/interviews/conflicts': () => [],
        'POST /api/interviews': () => ({ id: 90 }),
      },
      hrInfo([220005, 320006]),
    );
    const onClose = vi.fn();
    renderPage(<ArrangeInterviewDialog open applications={[{ id: 7, name: '李雨桐' }]} jobId={5} onClose={onClose} />);
    await waitFor(() => expect((screen.getByLabelText('面试地址') as HTMLInputElement).value).toBe('杭州市余杭区五常街道1号 8层'));
    await screen.findByText('刘洋');
    fireEvent.click(screen.getByRole('button', { name: '安排面试' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/interviews' && c.method === 'POST')?.body).toMatchObject({ address: '杭州市余杭区五常街道1号 8层' });
  });

  it('arranges several candidates as one group interview through the batch call', async () => {
    const calls = mockApi({ ...base, 'POST /api/interviews/conflicts': () => [], 'POST /api/interviews/batch': () => ({ ids: [1, 2] }) });
    const onClose = vi.fn();
    renderPage(
      <ArrangeInterviewDialog
        open
        applications={[
          { id: 7, name: '李雨桐' },
          { id: 8, name: '赵一鸣' },
        ]}
        jobId={5}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('李雨桐、赵一鸣')).toBeTruthy();
    await screen.findByText('刘洋');
    fireEvent.click(screen.getByText('依次安排（一位接一位）'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/interviews/conflicts').at(-1)?.body).toMatchObject({ durationMinutes: 120, applicationIds: [7, 8] }), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '安排面试' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.path === '/api/interviews/batch')!;
    expect(post.body).toMatchObject({ applicationIds: [7, 8], mode: 'sequence', durationMinutes: 60, leadId: 10 });
  });
});
