// 候选人反馈链接 and HR's view of pushes: make a link of a kind and validity and copy it, see the
// answers and revoke an open link; an application's pushes and the overdue ones with their feedback.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackLink, Recommendation } from '@bole/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { FeedbackLinksDialog } from './FeedbackLinksDialog';
import { OverdueRecommendations, RecommendationsPanel } from './RecommendationList';

const link = (patch: Partial<FeedbackLink> = {}): FeedbackLink => ({
  id: 1, applicationId: 7, kind: 'offer', status: 'answered', createdByName: '陈思琪', expiresAt: '2026-03-15T02:00:00.000Z', answer: 'decline', comment: '已接受其他Offer',
  answeredAt: '2026-03-09T02:00:00.000Z', revokedAt: null, createdAt: '2026-03-08T02:00:00.000Z', ...patch,
});
const rec = (patch: Partial<Recommendation> = {}): Recommendation => ({
  id: 31, applicationId: 7, resumeId: 101, resumeName: '李雨桐', jobId: 5, jobName: '高级前端开发工程师', recipientId: 9, recipientName: '王建国', pushedById: 3, pushedByName: '陈思琪',
  message: '请重点评估', replyBy: '2026-03-10T10:00:00.000Z', feedback: 2, comment: '安排一面', answeredAt: '2026-03-09T02:00:00.000Z', overdue: false, createdAt: '2026-03-08T02:00:00.000Z', ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('候选人反馈链接', { timeout: 20_000 }, () => {
  it('makes a link of the chosen kind and validity, shows it to copy, and lists the answers', async () => {
    const calls = mockApi({
      'GET /api/applications/7/feedback-links': () => [link(), link({ id: 2, kind: 'join', status: 'open', answer: null, comment: null, answeredAt: null })],
      'POST /api/applications/7/feedback-links': () => ({ ...link({ id: 3, kind: 'abandon', status: 'open', answer: null }), token: 't0k', url: 'http://bole.test/out/feedback/userc/abandon?token=t0k' }),
      'POST /api/applications/7/feedback-links/2/revoke': () => link({ id: 2, kind: 'join', status: 'revoked' }),
    });
    renderPage(<FeedbackLinksDialog open applicationId={7} candidateName="李雨桐" onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: '已发送的链接' });
    expect(await within(list).findByText('候选人答复（2026-03-09 10:00）：拒绝Offer，已接受其他Offer')).toBeTruthy();
    fireEvent.click(screen.getByText('放弃入职'));
    fireEvent.click(screen.getByRole('checkbox', { name: '同时发邮件给候选人' }));
    fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    expect(((await screen.findByRole('textbox', { name: '新链接' })) as HTMLInputElement).value).toBe('http://bole.test/out/feedback/userc/abandon?token=t0k');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { kind: 'abandon', days: 7, sendEmail: false } });
    fireEvent.click(within(list).getByRole('button', { name: '撤销' }));
    // The confirmation's own 撤销 button comes after the row's.
    await screen.findByText('撤销这个反馈链接？');
    fireEvent.click(screen.getAllByRole('button', { name: '撤销' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/applications/7/feedback-links/2/revoke')).toBe(true));
  });
});

describe('推荐记录', { timeout: 20_000 }, () => {
  it('shows an application’s pushes with feedback and the overdue ones', async () => {
    mockApi({
      'GET /api/applications/7/recommendations': () => ({ feedback: 2, list: [rec()] }),
      'GET /api/recommendations/overdue': () => ({ list: [rec({ id: 40, resumeName: '孙悦', feedback: 1, comment: null, answeredAt: null, overdue: true })], total: 1, page: 1, pageSize: 20 }),
    });
    renderPage(
      <>
        <RecommendationsPanel applicationId={7} />
        <OverdueRecommendations jobId={5} />
      </>,
    );
    const mine = await screen.findByRole('list', { name: '推荐记录' });
    expect(within(mine).getByText('反馈（2026-03-09 10:00）：通过，安排一面')).toBeTruthy();
    const overdue = await screen.findByRole('list', { name: '超时未反馈的推荐' });
    expect(within(overdue).getByText('已超时', { exact: false })).toBeTruthy();
    expect(within(overdue).getByText('孙悦（高级前端开发工程师）→', { exact: false })).toBeTruthy();
  });
});
