// The candidate's slot page: the offered times by China day, a pick sent as the slot's instant,
// a time taken meanwhile refused with the open ones shown again, and closed links in words.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicSlotOffer } from '@bole/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { byDay, SlotsPage } from './SlotsPage';

// Monday 7 December 2026, China time.
const slot = (hhmm: string, available = true, day = '07') => {
  const start = new Date(`2026-12-${day}T${hhmm}:00+08:00`);
  return { startAt: start.toISOString(), endAt: new Date(start.getTime() + 3_600_000).toISOString(), available };
};
const open = (patch: Partial<PublicSlotOffer> = {}): PublicSlotOffer => ({
  status: 'open',
  companyName: '杭州云栖科技有限公司',
  logoUrl: null,
  primaryColor: '#1677ff',
  candidateName: '陈思远',
  jobName: 'Java开发工程师',
  roundName: '初试',
  form: 2,
  durationMinutes: 60,
  address: null,
  expiresAt: '2099-01-01T02:00:00.000Z',
  slots: [slot('09:00'), slot('10:00', false), slot('09:30', true, '08')],
  bookedStartAt: null,
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());
const render = (token: string) => renderPage(<SlotsPage />, `/out/interview/slots?token=${token}`);

describe('候选人自选面试时间', { timeout: 20_000 }, () => {
  it('groups the times by China day, even for a slot just after midnight UTC', () => {
    const groups = byDay([slot('07:30'), slot('23:00'), slot('08:00', true, '08')]);
    expect(groups.map((g) => [g.day, g.slots.length])).toEqual([
      ['12月7日 周一', 2],
      ['12月8日 周二', 1],
    ]);
  });

  it('books the picked time', async () => {
    const calls = mockApi({
      'GET /api/out/interview-slots/tok1': () => open(),
      'POST /api/out/interview-slots/tok1': () => open({ status: 'booked', slots: [], bookedStartAt: slot('09:00').startAt }),
    });
    render('tok1');
    expect(await screen.findByText('陈思远，您好')).toBeTruthy();
    expect(screen.getByText('12月7日 周一')).toBeTruthy();
    expect((screen.getByRole('button', { name: /10:00-11:00/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /09:00-10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: /确认预约 12月7日 周一 09:00/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { startAt: slot('09:00').startAt } }));
    expect(await screen.findByRole('heading', { name: '预约成功' })).toBeTruthy();
    expect(screen.getByText('您的面试时间：12月7日 周一 09:00')).toBeTruthy();
  });

  it('a time taken meanwhile is refused and the open times are shown again', async () => {
    mockApi({
      'GET /api/out/interview-slots/tok2': () => open(),
      'POST /api/out/interview-slots/tok2': () => ({
        status: 409,
        body: { status: '50454', message: '抱歉，该时段刚刚被占用，请重新选择其他时段', data: { slots: [slot('09:00', false), slot('10:00', false), slot('09:30', true, '08')] } },
      }),
    });
    render('tok2');
    fireEvent.click(await screen.findByRole('button', { name: /09:00-10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: /确认预约/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('抱歉，该时段刚刚被占用，请重新选择其他时段');
    expect((screen.getByRole('button', { name: /09:00-10:00/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /09:30-10:30/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '请选择一个时间' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a link no longer takes a pick', async () => {
    mockApi({
      'GET /api/out/interview-slots/old': () => open({ status: 'expired', candidateName: null, slots: [] }),
      'GET /api/out/interview-slots/nope': () => ({ status: 404, body: { status: '50450', message: '链接已失效：链接不存在，请确认链接是否完整' } }),
    });
    render('old');
    expect(await screen.findByText(/预约邀请已超过有效期/)).toBeTruthy();
    cleanup();
    render('nope');
    expect(await screen.findByText(/链接不存在/)).toBeTruthy();
  });
});
