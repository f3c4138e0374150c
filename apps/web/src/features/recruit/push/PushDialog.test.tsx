// 推荐给用人部门: the job's hiring managers chosen by default, one candidate pushed alone and
// several in bulk, and the ones left out listed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { PushDialog } from './PushDialog';

const accounts = [
  { id: 9, userName: '王建国' },
  { id: 10, userName: '刘洋' },
];
const pushed = (applicationIds: number[]) => ({
  created: applicationIds.map((applicationId, i) => ({ id: 100 + i, applicationId })),
  skipped: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('推荐给用人部门', { timeout: 20_000 }, () => {
  it('pushes one candidate to the job’s hiring managers with the message and reply-by time', async () => {
    const calls = mockApi({
      'GET /api/company/accounts/options': () => accounts,
      'GET /api/jobs/5': () => ({ id: 5, name: '高级前端开发工程师', userPersonAccountIds: [9] }),
      'POST /api/applications/7/recommendations': () => pushed([7]),
    });
    const onClose = vi.fn();
    renderPage(<PushDialog open applications={[{ id: 7, name: '李雨桐' }]} jobId={5} onClose={onClose} />);
    expect(await screen.findByText('候选人：李雨桐')).toBeTruthy();
    await screen.findByText('王建国');
    fireEvent.change(screen.getByPlaceholderText(/候选人有5年电商交易系统经验/), { target: { value: '请重点评估架构能力' } });
    fireEvent.click(screen.getByRole('button', { name: '推荐' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/applications/7/recommendations');
    expect(post.body).toMatchObject({ recipientIds: [9], message: '请重点评估架构能力' });
    expect(new Date((post.body as { replyBy: string }).replyBy).getTime()).toBeGreaterThan(Date.now());
  });

  it('pushes candidates of several jobs to each job’s hiring managers and lists the ones left out', async () => {
    const calls = mockApi({
      'GET /api/company/accounts/options': () => accounts,
      'POST /api/recommendations/bulk': () => ({ created: [{ id: 100, applicationId: 7 }], skipped: [{ applicationId: 8, recipientId: 0, recipientName: '', reason: '候选人已淘汰或已结束招聘流程' }] }),
    });
    const onClose = vi.fn();
    renderPage(
      <PushDialog
        open
        applications={[
          { id: 7, name: '李雨桐' },
          { id: 8, name: '赵一鸣' },
        ]}
        jobId={null}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('候选人：李雨桐、赵一鸣')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '推荐' }));
    expect(await screen.findByText('赵一鸣：候选人已淘汰或已结束招聘流程')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ applicationIds: [7, 8] });
    expect(post.body).not.toHaveProperty('recipientIds');
  });

  it('asks for a hiring manager when the job has none', async () => {
    const calls = mockApi({ 'GET /api/company/accounts/options': () => accounts, 'GET /api/jobs/6': () => ({ id: 6, name: '测试工程师', userPersonAccountIds: [] }) });
    renderPage(<PushDialog open applications={[{ id: 9, name: '孙悦' }]} jobId={6} onClose={() => undefined} />);
    await screen.findByText('候选人：孙悦');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs/6')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '推荐' }));
    expect(await screen.findByText('请选择用人经理：该职位还没有设置用人经理')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
