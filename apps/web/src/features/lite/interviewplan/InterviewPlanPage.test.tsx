// 面试安排 (/lite/interviewplan) on a phone: the front desk sees today's interviews by time with
// each candidate's state, signs one in, calls the next in the queue or one candidate to a room,
// and reads the server's refusal in Chinese; an interviewer sees only his interviews, each with
// its evaluation link, and no desk tools.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeskDay, DeskItem } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { chinaTime } from '../../../lib/time';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { InterviewPlanPage } from './InterviewPlanPage';

const today = chinaTime().format('YYYY-MM-DD');
const at = (hhmm: string) => `${today}T${hhmm}:00+08:00`;

const item = (patch: Partial<DeskItem> = {}): DeskItem => ({
  id: 41, applicationId: 201, candidateName: '王芳', jobName: '高级Java开发工程师', roundName: '初试', startAt: at('09:00'), endAt: at('10:00'),
  durationMinutes: 60, form: 1, meetingRoomName: '3号会议室', address: null, interviewerNames: ['王建国', '刘洋'], result: 0,
  signedIn: false, signedInAt: null, queueNumber: null, calledAt: null, calledRoom: null, registrationForm: true, registered: false, mine: false,
  ...patch,
});

// Sorted by time as the server answers: one waiting, two in the queue (3号 before 5号), one already called.
const deskDay = (): DeskDay => ({
  day: today,
  canSignIn: true,
  items: [
    item(),
    item({ id: 42, candidateName: '赵一鸣', startAt: at('10:00'), endAt: at('10:45'), signedIn: true, signedInAt: at('09:40'), queueNumber: 5, registered: true }),
    item({ id: 43, candidateName: '孙悦', jobName: '产品经理', roundName: '复试', startAt: at('10:30'), endAt: at('11:30'), form: 2, meetingRoomName: null, signedIn: true, signedInAt: at('09:30'), queueNumber: 3, registrationForm: false }),
    item({ id: 44, candidateName: '李雨桐', startAt: at('08:30'), endAt: at('09:00'), signedIn: true, signedInAt: at('08:20'), queueNumber: 1, calledAt: at('08:31'), calledRoom: '301会议室' }),
  ],
});

const desk = { ...hrInfo([220008]), roleType: 5, role: 5, roleName: '前台', userName: '周敏', userId: 12 };
const manager = { ...hrInfo([220010, 250010]), roleType: 3, role: 3, roleName: '用人经理', userName: '王建国', userId: 9 };

let toasts: string[];
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));
const dayLoads = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/interviews/desk');
const cardNames = () => screen.getAllByRole('listitem').map((li) => li.querySelector('.bole-desk-name')?.firstChild?.textContent);
const cardOf = (name: string) => screen.getAllByRole('listitem').find((li) => li.querySelector('.bole-desk-name')?.firstChild?.textContent === name) as HTMLElement;
const page = () => renderPage(<InterviewPlanPage title="面试安排" />, '/lite/interviewplan');

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('面试安排 at the front desk', { timeout: 20_000 }, () => {
  it('shows today’s interviews by time with each candidate’s state and the queue in number order', async () => {
    const calls = mockApi({ 'GET /api/interviews/desk': () => deskDay() }, desk);
    page();
    await screen.findByText('王芳');
    expect(dayLoads(calls)[0]!.query.get('day')).toBe(today);
    expect(cardNames()).toEqual(['王芳', '赵一鸣', '孙悦', '李雨桐']);

    const waiting = cardOf('王芳');
    expect(within(waiting).getByText('09:00')).toBeTruthy();
    expect(within(waiting).getByText('10:00')).toBeTruthy();
    expect(within(waiting).getByText('未签到')).toBeTruthy();
    expect(within(waiting).getByText('高级Java开发工程师 · 初试')).toBeTruthy();
    expect(within(waiting).getByText('3号会议室')).toBeTruthy();
    expect(within(waiting).getByText('面试官：王建国、刘洋')).toBeTruthy();
    expect(within(waiting).getByText('面试登记表：未填写')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: '签到' })).toBeTruthy();

    expect(within(cardOf('赵一鸣')).getByText('5号 · 排队中')).toBeTruthy();
    expect(within(cardOf('赵一鸣')).getByText('面试登记表：已填写')).toBeTruthy();
    expect(within(cardOf('赵一鸣')).getByRole('button', { name: '叫号' })).toBeTruthy();
    expect(within(cardOf('孙悦')).getByText('视频面试')).toBeTruthy();
    expect(within(cardOf('孙悦')).queryByText(/面试登记表/)).toBeNull();
    expect(within(cardOf('李雨桐')).getByText('1号 · 已叫到301会议室')).toBeTruthy();
    expect(within(cardOf('李雨桐')).getByRole('button', { name: '再次叫号' })).toBeTruthy();

    const queue = screen.getByLabelText('排队中', { selector: 'div' });
    expect(within(queue).getAllByText(/号$/).map((b) => b.parentElement?.textContent)).toEqual(['3号 孙悦', '5号 赵一鸣']);
    expect(screen.getByRole('button', { name: '叫下一位（3号）' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '面试评价' })).toBeNull();

    const views = screen.getByRole('radiogroup', { name: '筛选' });
    expect(within(views).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['全部 4', '待签到 1', '排队中 2', '已叫号 1']);
    fireEvent.click(within(views).getByRole('radio', { name: '排队中 2' }));
    expect(cardNames()).toEqual(['赵一鸣', '孙悦']);
  });

  it('signs a candidate in and tells his queue number', async () => {
    let day = deskDay();
    const calls = mockApi(
      {
        'GET /api/interviews/desk': () => day,
        'POST /api/interviews/41/sign-in': () => {
          const signed = item({ signedIn: true, signedInAt: at('08:50'), queueNumber: 6 });
          day = { ...day, items: day.items.map((i) => (i.id === 41 ? signed : i)) };
          return { id: 41, signedIn: true, signedInAt: signed.signedInAt, queueNumber: 6, item: signed };
        },
      },
      desk,
    );
    page();
    await screen.findByText('王芳');
    fireEvent.click(within(cardOf('王芳')).getByRole('button', { name: '签到' }));
    await waitFor(() => expect(toasts).toContain('success: 王芳 已签到，排队号 6'));
    expect(posts(calls)).toEqual([{ path: '/api/interviews/41/sign-in', body: {} }]);
    // The day is asked again, and the card now waits in the queue.
    expect(await within(cardOf('王芳')).findByText('6号 · 排队中')).toBeTruthy();
    expect(dayLoads(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('calls the next in the queue to the room of his interview, telling him by SMS and e-mail', async () => {
    const calls = mockApi(
      {
        'GET /api/interviews/desk': () => deskDay(),
        'POST /api/interviews/desk/call-next': () => item({ id: 43, candidateName: '孙悦', signedIn: true, queueNumber: 3, calledAt: at('09:00'), calledRoom: '5号会议室' }),
      },
      desk,
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: '叫下一位（3号）' }));
    const dialog = (await screen.findByText('叫下一位：3号 孙悦')).closest('[role=dialog]') as HTMLElement;
    const room = within(dialog).getByLabelText('面试间') as HTMLInputElement;
    expect(room.value).toBe('');
    expect(room.placeholder).toBe('不填则使用候选人面试安排的会议室');
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '叫号' }));
    await waitFor(() => expect(toasts).toContain('success: 已叫3号 孙悦 到 5号会议室，已短信和邮件通知候选人'));
    expect(posts(calls)).toEqual([{ path: '/api/interviews/desk/call-next', body: { notify: true } }]);
  });

  it('calls one candidate to another room without a notice', async () => {
    const calls = mockApi(
      {
        'GET /api/interviews/desk': () => deskDay(),
        'POST /api/interviews/42/call': () => item({ id: 42, candidateName: '赵一鸣', signedIn: true, queueNumber: 5, calledAt: at('09:05'), calledRoom: '502' }),
      },
      desk,
    );
    page();
    await screen.findByText('王芳');
    fireEvent.click(within(cardOf('赵一鸣')).getByRole('button', { name: '叫号' }));
    const dialog = (await screen.findByText('叫号：5号 赵一鸣')).closest('[role=dialog]') as HTMLElement;
    const room = within(dialog).getByLabelText('面试间') as HTMLInputElement;
    expect(room.value).toBe('3号会议室');
    fireEvent.change(room, { target: { value: ' 502 ' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '叫号' }));
    await waitFor(() => expect(toasts).toContain('success: 已叫5号 赵一鸣 到 502'));
    expect(posts(calls)).toEqual([{ path: '/api/interviews/42/call', body: { room: '502', notify: false } }]);
  });

  it('shows the server’s refusal in Chinese and leaves the candidate as he was', async () => {
    const calls = mockApi(
      {
        'GET /api/interviews/desk': () => deskDay(),
        'POST /api/interviews/41/sign-in': () => ({ status: 409, body: { status: '50480', message: '该面试已取消' } }),
        'POST /api/interviews/desk/call-next': () => ({ status: 409, body: { status: '50483', message: '没有等待叫号的候选人' } }),
      },
      desk,
    );
    page();
    await screen.findByText('王芳');
    fireEvent.click(within(cardOf('王芳')).getByRole('button', { name: '签到' }));
    await waitFor(() => expect(toasts).toEqual(['error: 该面试已取消']));
    expect(within(cardOf('王芳')).getByText('未签到')).toBeTruthy();
    expect(within(cardOf('王芳')).getByRole('button', { name: '签到' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '叫下一位（3号）' }));
    const dialog = (await screen.findByText('叫下一位：3号 孙悦')).closest('[role=dialog]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '叫号' }));
    await waitFor(() => expect(toasts).toEqual(['error: 该面试已取消', 'error: 没有等待叫号的候选人']));
    // The dialog stays open to try again or cancel.
    expect(within(dialog).getByLabelText('面试间')).toBeTruthy();
    expect(posts(calls).map((p) => p.path)).toEqual(['/api/interviews/41/sign-in', '/api/interviews/desk/call-next']);
  });

  it('says when the day cannot be loaded and loads it again on 重试', async () => {
    let fail = true;
    const calls = mockApi(
      { 'GET /api/interviews/desk': () => (fail ? { status: 403, body: { status: '40300', message: '没有权限访问' } } : deskDay()) },
      desk,
    );
    page();
    expect(await screen.findByText(/加载失败/)).toBeTruthy();
    await waitFor(() => expect(toasts).toContain('error: 没有权限访问'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(dayLoads(calls)).toHaveLength(2);
  });

  it('says so when there is no interview today', async () => {
    mockApi({ 'GET /api/interviews/desk': () => ({ day: today, canSignIn: true, items: [] }) }, desk);
    page();
    expect(await screen.findByText('今天没有面试')).toBeTruthy();
    expect(screen.getByText('暂无候选人排队')).toBeTruthy();
    expect((screen.getByRole('button', { name: '叫下一位' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('面试安排 for an interviewer', { timeout: 20_000 }, () => {
  it('shows the interviews he sits on with their evaluation link and no desk tools', async () => {
    const day: DeskDay = {
      day: today,
      canSignIn: false,
      items: [
        item({ mine: true }),
        item({ id: 45, candidateName: '周杰', startAt: at('14:00'), endAt: at('15:00'), signedIn: true, signedInAt: at('13:50'), queueNumber: 2, mine: true }),
      ],
    };
    mockApi({ 'GET /api/interviews/desk': () => day }, manager);
    page();
    await screen.findByText('王芳');
    expect(screen.getByText(/：今天需要您参加的面试$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '签到' })).toBeNull();
    expect(screen.queryByRole('button', { name: '叫号' })).toBeNull();
    expect(screen.queryByRole('button', { name: /叫下一位/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '签到二维码' })).toBeNull();
    expect(screen.queryByLabelText('排队中', { selector: 'div' })).toBeNull();
    const links = screen.getAllByRole('link', { name: '面试评价' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/lite/evaluation/41', '/lite/evaluation/45']);
    const views = screen.getByRole('radiogroup', { name: '筛选' });
    expect(within(views).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['全部 2', '我的面试 2']);
  });
});
