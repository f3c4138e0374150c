// 让候选人自选面试时间: the job's interviewers by default, the free times looked up for them and
// shown by China day, the ticked times sent with the plan, and the link shown once afterwards.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { SlotOfferDialog } from './SlotOfferDialog';

const accounts = [
  { id: 9, userName: '王建国' },
  { id: 10, userName: '刘洋' },
];
const rounds = [{ number: 1, name: '初试', enabled: true, builtIn: true, sort: 1 }];
const at = (day: string, hhmm: string) => new Date(`2030-03-${day}T${hhmm}:00+08:00`).toISOString();
const slot = (day: string, hhmm: string) => ({ startAt: at(day, hhmm), endAt: new Date(Date.parse(at(day, hhmm)) + 3_600_000).toISOString() });
const base = {
  'GET /api/company/accounts/options': () => accounts,
  'GET /api/jobs/5': () => ({ id: 5, name: 'Java开发工程师', interviewAccountIds: [10, 9], userPersonAccountIds: [] }),
  'GET /api/interview-rounds': () => rounds,
  'GET /api/interviews/calendar': () => ({ interviews: [], bookings: [], rooms: [], ownOnly: false, truncated: false }),
  'GET /api/applications/7/slot-offers': () => [],
};

afterEach(() => vi.unstubAllGlobals());

describe('让候选人自选面试时间', { timeout: 30_000 }, () => {
  it('finds the interviewers’ free times, sends the ticked ones and shows the link', async () => {
    const offer = { id: 3, applicationId: 7, status: 'open', slots: [slot('11', '10:00')], durationMinutes: 60, round: 1, interviewerNames: ['刘洋', '王建国'], expiresAt: at('10', '18:00'), bookedInterviewId: null, bookedStartAt: null, createdByName: '周明远', createdAt: at('08', '09:00') };
    const calls = mockApi({
      ...base,
      'POST /api/interviews/free-slots': () => [slot('11', '09:00'), slot('11', '10:00'), slot('12', '14:00')],
      'POST /api/applications/7/slot-offers': () => ({ ...offer, token: 'tok', url: 'http://bole.test/out/interview/slots?token=tok' }),
    });
    renderPage(<SlotOfferDialog open applicationId={7} jobId={5} onClose={() => undefined} />);
    await screen.findByText('刘洋');
    fireEvent.click(screen.getByRole('button', { name: '查找面试官都空闲的时段' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/interviews/free-slots')).toBeTruthy());
    const search = calls.find((c) => c.path === '/api/interviews/free-slots')!;
    expect(search.body).toMatchObject({ interviewerIds: [10, 9], durationMinutes: 60, applicationId: 7, meetingRoomId: null });
    expect(await screen.findByText('03-11 周一')).toBeTruthy();
    expect(screen.getByText('03-12 周二')).toBeTruthy();
    const send = () => screen.getByRole('button', { name: /发送预约邀请/ }) as HTMLButtonElement;
    expect(send().disabled).toBe(true);
    fireEvent.click(screen.getByText('10:00'));
    expect(send().textContent).toBe('发送预约邀请（1个时段）');
    fireEvent.click(send());
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/7/slot-offers' && c.method === 'POST')).toBeTruthy());
    const post = calls.find((c) => c.path === '/api/applications/7/slot-offers' && c.method === 'POST')!;
    expect(post.body).toMatchObject({ slots: [at('11', '10:00')], days: 3, sendEmail: true, plan: { round: 1, durationMinutes: 60, form: 1, interviewerIds: [10, 9], leadId: 10 } });
    expect(await screen.findByText('http://bole.test/out/interview/slots?token=tok')).toBeTruthy();
  });

  it('says so when nobody is free', async () => {
    mockApi({ ...base, 'POST /api/interviews/free-slots': () => [] });
    renderPage(<SlotOfferDialog open applicationId={7} jobId={5} onClose={() => undefined} />);
    await screen.findByText('刘洋');
    fireEvent.click(screen.getByRole('button', { name: '查找面试官都空闲的时段' }));
    expect(await screen.findByText(/没有所有面试官都空闲的时段/)).toBeTruthy();
  });
});
