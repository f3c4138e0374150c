// 简历筛选: cards of the pushed resumes with the state filter in the address, the job filter,
// and 通过 / 未通过 / 待定 with a comment sent for the card's push.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScreeningItem } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { CvScreenPage } from './CvScreenPage';

const item = (patch: Partial<ScreeningItem> = {}): ScreeningItem => ({
  id: 31, applicationId: 7, resumeId: 101, resumeName: '李雨桐', jobId: 5, jobName: '高级前端开发工程师', recipientId: 9, recipientName: '王建国',
  pushedById: 3, pushedByName: '陈思琪', message: '有大型电商前端架构经验，请重点评估', replyBy: '2099-03-10T10:00:00.000Z', feedback: 1, comment: null,
  answeredAt: null, overdue: false, createdAt: '2026-03-08T02:00:00.000Z', gender: 0, age: 28, topDegree: 4, workYearsScale: 5, workCity: '北京市',
  lastCompany: '北京字节跳动科技有限公司', lastJobTitle: '前端开发工程师', ...patch,
});

const manager = { ...hrInfo([250040, 250015]), roleType: 3, role: 3, roleName: '用人经理', userName: '王建国', userId: 9 };
let calls: ApiCall[];
const screeningQueries = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/screening').map((c) => Object.fromEntries(c.query));

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/screening': (call) =>
        call.query.get('feedback') === '2'
          ? { list: [], total: 0, page: 1, pageSize: 20 }
          : { list: [item(), item({ id: 32, resumeName: '赵一鸣', feedback: 4, comment: '薪资待确认', answeredAt: '2026-03-09T02:00:00.000Z', overdue: false }), item({ id: 33, resumeName: '孙悦', overdue: true, replyBy: '2026-03-01T10:00:00.000Z' })], total: 3, page: 1, pageSize: 20 },
      'GET /api/screening/jobs': () => [{ id: 5, name: '高级前端开发工程师', awaiting: 2, total: 3 }],
      'POST /api/screening/31/feedback': () => item({ feedback: 2, comment: '基础扎实，安排一面', answeredAt: '2026-03-09T03:00:00.000Z' }),
    },
    manager,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('简历筛选', { timeout: 20_000 }, () => {
  it('shows each pushed resume as a card with its facts, HR’s message, deadline and state', async () => {
    renderPage(<CvScreenPage title="简历筛选" />, '/lite/cvscreen');
    const card = await screen.findByRole('article', { name: '李雨桐，高级前端开发工程师' });
    expect(within(card).getByText('女 · 28岁 · 硕士 · 5年经验 · 北京市')).toBeTruthy();
    expect(within(card).getByText('有大型电商前端架构经验，请重点评估')).toBeTruthy();
    expect(within(card).getByText('待反馈')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '查看简历' }).getAttribute('href')).toBe('/lite/out/resume?id=31');
    expect(screen.getByText('有 2 份简历等待您反馈')).toBeTruthy();
    const overdue = screen.getByRole('article', { name: '孙悦，高级前端开发工程师' });
    expect(within(overdue).getByText(/已超过反馈截止时间/)).toBeTruthy();
    // 待定 can still become 通过 or 未通过, but not 待定 again.
    const pending = screen.getByRole('article', { name: '赵一鸣，高级前端开发工程师' });
    expect(within(pending).getByText(/我的反馈.*待定，薪资待确认/)).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: '待定' })).toBeNull();
    expect(within(pending).getByRole('button', { name: '通过' })).toBeTruthy();
    expect(screeningQueries()[0]).toMatchObject({ feedback: '1', page: '1' });
  });

  it('sends 通过 with the comment for the card’s push', async () => {
    renderPage(<CvScreenPage title="简历筛选" />, '/lite/cvscreen');
    const card = await screen.findByRole('article', { name: '李雨桐，高级前端开发工程师' });
    fireEvent.click(within(card).getByRole('button', { name: '通过' }));
    fireEvent.change(within(card).getByRole('textbox', { name: '反馈意见' }), { target: { value: '基础扎实，安排一面' } });
    fireEvent.click(within(card).getByRole('button', { name: '提交反馈：通过' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/screening/31/feedback', body: { result: 2, comment: '基础扎实，安排一面' } }));
    // The inbox is read again after the answer.
    await waitFor(() => expect(screeningQueries().length).toBeGreaterThan(1));
  });

  it('filters by state and job through the address, with an empty state per filter', async () => {
    const router = renderPage(<CvScreenPage title="简历筛选" />, '/lite/cvscreen');
    await screen.findByRole('article', { name: '李雨桐，高级前端开发工程师' });
    fireEvent.click(screen.getByRole('radio', { name: '通过' }));
    await screen.findByText('还没有通过的简历');
    expect(router.state.location.search).toBe('?feedback=2');
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe('?feedback=all'));
    await waitFor(() => expect(screeningQueries().at(-1)).toEqual({ page: '1', pageSize: '20' }));
    router.navigate('/lite/cvscreen?jobId=5');
    await waitFor(() => expect(screeningQueries().at(-1)).toMatchObject({ feedback: '1', jobId: '5' }));
  });
});
