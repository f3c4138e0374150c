// 候选人邮件预览: the saved template rendered for the newest candidate, the mail body in a frame
// that runs nothing, and another candidate picked by the address.
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplatePreview } from '@bole/domain';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { resetSessionStoreForTests } from '../../../lib/session';
import { CandidateEmailPreviewPage } from './CandidateEmailPreviewPage';

let calls: ApiCall[];

const rendered: MessageTemplatePreview = {
  emailSubject: '星河智能关于高级Java工程师职位的应聘结果',
  emailHtml: '<p>&lt;script&gt;alert(1)&lt;/script&gt;，您好！</p>',
  emailText: '<script>alert(1)</script>，您好！',
  smsContent: '林晓雨您好，感谢您的关注。',
  smsLength: 26,
  appTitle: '高级Java工程师应聘结果',
  appContent: '林晓雨，感谢您的关注。',
  sender: '星河招聘 <hr@xinghe.cn>',
  candidate: { applicationId: 7, name: '林晓雨', jobName: '高级Java工程师' },
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <CandidateEmailPreviewPage /> }], { initialEntries: [path] });
  return renderWithApp(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({ 'POST /api/message-templates/4/preview': () => rendered, 'GET /api/message-templates/preview-candidates': () => [] }, adminInfo([220013]));
});
afterEach(() => vi.unstubAllGlobals());

describe('候选人邮件预览', { timeout: 30_000 }, () => {
  it('shows the mail, SMS and in-app text as the candidate gets them', async () => {
    renderAt('/recruit/preview/candidateemail?type=4&applicationId=7');
    expect(await screen.findByText('以候选人「林晓雨」（高级Java工程师）的信息预览已保存的模板')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ applicationId: 7 });
    expect(screen.getByText('星河智能关于高级Java工程师职位的应聘结果')).toBeTruthy();
    expect(screen.getByText('星河招聘 <hr@xinghe.cn>')).toBeTruthy();
    const frame = screen.getByTitle('邮件正文') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(screen.getByText('共26字（汉字按2计）/500')).toBeTruthy();
    expect(screen.getByText('高级Java工程师应聘结果')).toBeTruthy();
  });

  it('falls back to 通知候选人 and the newest candidate', async () => {
    renderAt('/recruit/preview/candidateemail?type=abc');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/message-templates/4/preview', body: {} }));
  });
});
