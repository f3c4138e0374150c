// 面试登记表 in the interview drawer: the candidate's answers label by label in the configured
// order, 候选人尚未填写 before he fills it, nothing at all without 250013 or when the interview asks
// for no form, and 下载PDF fetching the document with the token header.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InterviewDetail, RegistrationView } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests, saveToken } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { InterviewDrawer } from '../list/InterviewDrawer';

const detail = (patch: Partial<InterviewDetail> = {}): InterviewDetail => ({
  id: 31, applicationId: 103, resumeId: 1103, jobId: 11, jobName: '高级Java开发工程师', candidateName: '王芳', round: 1, roundName: '初试',
  startAt: '2030-03-08T06:00:00Z', endAt: '2030-03-08T07:00:00Z', durationMinutes: 60, form: 1, meetingRoomId: 4, meetingRoomName: '3号会议室',
  address: null, meetingUrl: null, interviewers: [{ id: 9, name: '王建国', isLead: true }], leadId: 9, result: 0,
  signedIn: false, signedInAt: null, queueNumber: null, groupUid: null, cancelled: false, cancelReason: null, evaluated: 0,
  contactId: 9, contactName: '王建国', registrationForm: true, evaluationTemplateId: null, sequence: 0, calledAt: null, calledRoom: null,
  createdAt: '2030-03-01T02:00:00Z', createdByName: '陈思琪',
  ...patch,
});
const filled: RegistrationView = {
  interviewId: 31,
  submittedAt: '2030-03-07T12:30:00Z',
  items: [
    { key: 'f_arrival', name: '最快到岗时间', value: '2030-04-01' },
    { key: 'f_salary', name: '期望薪资', value: '25-30K' },
    { key: 'f_source', name: '了解渠道', value: '朋友推荐、招聘网站' },
  ],
};
const empty: RegistrationView = { interviewId: 31, submittedAt: null, items: [] };
const HR = [220006, 250009, 250013];

function serve(iv: InterviewDetail, registration: RegistrationView, codes = HR): ApiCall[] {
  return mockApi({ 'GET /api/interviews/31': () => iv, 'GET /api/interviews/31/registration': () => registration }, hrInfo(codes));
}

const open = () => renderPage(<InterviewDrawer id={31} canEdit={false} onClose={() => undefined} onReschedule={() => undefined} onCancel={() => undefined} />);

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('面试登记表 in the interview detail', { timeout: 20_000 }, () => {
  it('shows the candidate’s answers label by label in the configured order', async () => {
    const calls = serve(detail(), filled);
    open();
    const block = await screen.findByRole('region', { name: '面试登记表' });
    await within(block).findByText('期望薪资');
    const rows = within(block)
      .getAllByRole('term')
      .map((term) => `${term.textContent}：${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['最快到岗时间：2030-04-01', '期望薪资：25-30K', '了解渠道：朋友推荐、招聘网站']);
    expect(within(block).getByText('填写时间：2030-03-07 20:30')).toBeTruthy();
    expect(within(block).getByRole('button', { name: '下载PDF' })).toBeTruthy();
    expect(within(block).queryByText('候选人尚未填写')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/interviews/31/registration')).toHaveLength(1);
  });

  it('says the candidate has not filled it yet, with nothing to download', async () => {
    serve(detail(), empty);
    open();
    const block = await screen.findByRole('region', { name: '面试登记表' });
    expect(await within(block).findByText('候选人尚未填写')).toBeTruthy();
    expect(within(block).queryByRole('button', { name: '下载PDF' })).toBeNull();
    expect(within(block).queryByRole('term')).toBeNull();
  });

  it('is not shown at all without 250013, and the answers are not asked for', async () => {
    // 查看面试评价 (250009) but not 250013: the evaluations answering shows the codes have loaded.
    const calls = serve(detail(), filled, [220006, 250009]);
    open();
    await screen.findByText('王芳的面试');
    await screen.findByText('暂无面试评价');
    expect(screen.queryByRole('region', { name: '面试登记表' })).toBeNull();
    expect(screen.queryByText('下载PDF')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/interviews/31/registration'))).toBe(false);
  });

  it('is not shown for an interview that asks for no registration form', async () => {
    const calls = serve(detail({ registrationForm: false }), filled);
    open();
    await screen.findByText('王芳的面试');
    await screen.findByText('不需要');
    await screen.findByText('暂无面试评价');
    expect(screen.queryByRole('region', { name: '面试登记表' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/interviews/31/registration'))).toBe(false);
  });

  it('downloads the PDF from the document address with the token header and saves it under the server’s name', async () => {
    serve(detail(), filled);
    saveToken('session-token');
    const api = globalThis.fetch;
    const pdf = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('面试登记表_王芳_高级Java开发工程师_20300308.pdf')}` },
        }),
    );
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => (String(input).endsWith('/registration/document') ? pdf(String(input), init) : api(input, init)));
    URL.createObjectURL = vi.fn(() => 'blob:bole/registration');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open();
    const block = await screen.findByRole('region', { name: '面试登记表' });
    fireEvent.click(await within(block).findByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(saved).toEqual(['面试登记表_王芳_高级Java开发工程师_20300308.pdf']));
    const [url, init] = pdf.mock.calls[0]!;
    expect(url).toBe('/api/interviews/31/registration/document');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).token).toBe('session-token');
  });
});
