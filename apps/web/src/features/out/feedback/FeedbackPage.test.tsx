// The candidate's feedback page: the question of the link's kind, one answer sent with the
// comment, and the way to 您已反馈 / 链接已失效 for used, expired or unknown links.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicFeedback } from '@bole/domain';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { FeedbackPage } from './FeedbackPage';
import { FeedbackResultPage } from './FeedbackResultPage';

const open = (patch: Partial<PublicFeedback> = {}): PublicFeedback => ({
  status: 'open', kind: 'join', companyName: '杭州云栖科技有限公司', candidateName: '陈思远', jobName: 'Java开发工程师', expiresAt: '2099-01-01T02:00:00.000Z', answer: null, ...patch,
});

afterEach(() => vi.unstubAllGlobals());

/** The three pages as the out area routes them by address. */
function FeedbackPages() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/exist')) return <FeedbackResultPage variant="exist" />;
  if (pathname.endsWith('/expire')) return <FeedbackResultPage variant="expire" />;
  return <FeedbackPage />;
}
const render = (path: string) => renderPage(<FeedbackPages />, path);

describe('候选人反馈', { timeout: 20_000 }, () => {
  it('asks the link’s question and sends the chosen answer with the comment', async () => {
    const calls = mockApi({ 'GET /api/out/feedback/tok1': () => open(), 'POST /api/out/feedback/tok1': () => open({ status: 'answered', answer: 'accept' }) });
    const router = render('/out/feedback/userc/join?token=tok1');
    expect(await screen.findByText('陈思远，您好')).toBeTruthy();
    expect(screen.getByText('请确认您是否会按约定日期入职「Java开发工程师」。')).toBeTruthy();
    const submit = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '确认按时入职' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '下周一报到' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/out/feedback/tok1', body: { answer: 'accept', comment: '下周一报到' } }));
    expect(await screen.findByRole('heading', { name: '反馈成功' })).toBeTruthy();
    expect(router.state.location.search).toBe('?done=1');
  });

  it('a give-up link offers only 确认放弃入职', async () => {
    mockApi({ 'GET /api/out/feedback/tok2': () => open({ kind: 'abandon' }) });
    render('/out/feedback/userc/abandon?token=tok2');
    expect(await screen.findByRole('button', { name: '确认放弃入职' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['确认放弃入职', '提交']);
  });

  it('sends used links to 您已反馈 and expired or unknown ones to 链接已失效', async () => {
    mockApi({
      'GET /api/out/feedback/used': () => open({ status: 'answered', candidateName: null }),
      'GET /api/out/feedback/old': () => open({ status: 'expired', candidateName: null }),
      'GET /api/out/feedback/nope': () => ({ status: 404, body: { status: '50301', message: '链接已失效：链接不存在，请确认链接是否完整' } }),
    });
    render('/out/feedback/userc/offer?token=used');
    expect(await screen.findByRole('heading', { name: '您已反馈' })).toBeTruthy();
    cleanup();
    render('/out/feedback/userc/offer?token=old');
    expect(await screen.findByText(/该链接已超过有效期/)).toBeTruthy();
    cleanup();
    render('/out/feedback/userc/offer?token=nope');
    expect(await screen.findByText(/链接不存在，请确认链接是否完整/)).toBeTruthy();
  });

  it('the result pages say what happened', () => {
    renderPage(<FeedbackResultPage variant="expire" />, '/out/feedback/userc/expire?reason=revoked');
    expect(screen.getByRole('heading', { name: '链接已失效' })).toBeTruthy();
    expect(screen.getByText(/招聘负责人已撤销该链接/)).toBeTruthy();
  });
});
