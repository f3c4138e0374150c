// 已处理简历 and 待处理简历: results with their reasons and resume links, filters sent to the
// server (and kept in the address), and 重新处理 where a mail can be tried again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Perm, type MailRow } from '@bole/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi as mockWith, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { MailProcessedPage } from './MailProcessedPage';
import { MailWaitPage } from './MailWaitPage';

const mockApi = (routes: Parameters<typeof mockWith>[0]) => mockWith(routes, adminInfo([310003]), null);

const mail = (over: Partial<MailRow>): MailRow => ({
  id: 1,
  mailboxId: 1,
  mailboxAccount: 'hr@yunqi.cn',
  subject: '(Zhaopin.com) 应聘 前端开发工程师-杭州 郑凯',
  fromName: null,
  fromAddress: 'resume@service.zhaopin.com',
  sentAt: '2026-11-24T01:30:00.000Z',
  fetchedAt: '2026-11-24T01:35:00.000Z',
  channel: 2,
  jobName: '前端开发工程师',
  jobId: 7,
  state: 'processed',
  attempts: 0,
  storageResult: 1,
  reason: null,
  resumeId: 41,
  resumeName: '郑凯',
  parseStatus: 1,
  fileName: '(Zhaopin.com) 应聘 前端开发工程师-杭州 郑凯.html',
  processedAt: '2026-11-24T01:35:02.000Z',
  ...over,
});

const page = (list: MailRow[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
const route = { key: 'resume.mailtake.processed', path: '/resume/mailtake/processed', title: '已处理简历' } as never;
const requested = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/api/mailtake/mails/'));

let calls: ApiCall[];
beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('已处理简历', { timeout: 20_000 }, () => {
  it('shows each result with its reason, links the stored resume and offers 重新处理 only for failures', async () => {
    const failed = mail({ id: 2, subject: '应聘会计-钱多多', channel: 9999, jobName: '会计', jobId: null, storageResult: 2, reason: '附件「钱多多简历.pdf」：文件已损坏', resumeId: null, resumeName: null, fileName: null });
    const duplicate = mail({ id: 3, storageResult: 3, reason: '手机号与简历#7重复，已保存并关联', resumeId: 7, resumeName: '赵子轩' });
    mockApi({ 'GET /api/mailtake/mails/processed': () => page([mail({}), failed, duplicate]), 'GET /api/mailtake/mailboxes': () => [] });
    renderWithApp(
      <MemoryRouter initialEntries={['/resume/mailtake/processed?storageResult=2']}>
        <MailProcessedPage route={route} />
      </MemoryRouter>,
    );
    await screen.findByText('郑凯');
    const rows = within(screen.getByRole('table', { name: '已处理邮件' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('已入库')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '郑凯' }).getAttribute('href')).toBe('/resume/detail/41');
    expect(within(rows[0]!).getByText('智联招聘')).toBeTruthy();
    // The job the mail named: entered into the matched open job, or said to have matched none.
    expect(within(rows[0]!).getByRole('link', { name: '已投递该职位' }).getAttribute('href')).toBe('/recruit/job?jobId=7');
    expect(within(rows[1]!).getByText('未匹配到招聘中的职位')).toBeTruthy();
    expect(within(rows[0]!).getByText('应聘职位：前端开发工程师')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: '重新处理' })).toBeNull();
    expect(within(rows[1]!).getByText('入库失败')).toBeTruthy();
    expect(within(rows[1]!).getByText('附件「钱多多简历.pdf」：文件已损坏')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: '重新处理' })).toBeTruthy();
    expect(within(rows[2]!).getByText('重复简历')).toBeTruthy();
    // The filter in the address goes to the server, and the switch shows it.
    expect(requested().at(-1)).toContain('storageResult=2');
    expect((screen.getByRole('radio', { name: '入库失败' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '重复简历' }));
    await waitFor(() => expect(requested().at(-1)).toContain('storageResult=3'));
  });
});

describe('加入职位 on the mail lists', { timeout: 20_000 }, () => {
  it('offers it on rows with a stored resume and for every stored resume of the page', async () => {
    const failed = mail({ id: 2, storageResult: 2, reason: '文件已损坏', resumeId: null, resumeName: null, fileName: null });
    const duplicate = mail({ id: 3, storageResult: 3, resumeId: 7, resumeName: '赵子轩' });
    calls = mockWith({ 'GET /api/mailtake/mails/processed': () => page([mail({}), failed, duplicate]), 'GET /api/mailtake/mailboxes': () => [] }, adminInfo([310003, Perm.ResumeAddToJob]), null);
    renderWithApp(
      <MemoryRouter initialEntries={['/resume/mailtake/processed']}>
        <MailProcessedPage route={route} />
      </MemoryRouter>,
    );
    await screen.findByText('郑凯');
    const rows = within(screen.getByRole('table', { name: '已处理邮件' })).getAllByRole('row').slice(1);
    expect(await within(rows[0]!).findByRole('button', { name: '加入职位' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: '加入职位' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /本页简历加入职位（2）/ }));
    expect(await screen.findByText('将 2 份简历加入职位', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('已选：郑凯、赵子轩。已在该职位中的简历不会重复加入，结果会逐份列出。')).toBeTruthy();
  });

  it('is not offered without 210006', async () => {
    mockApi({ 'GET /api/mailtake/mails/processed': () => page([mail({})]), 'GET /api/mailtake/mailboxes': () => [] });
    renderWithApp(
      <MemoryRouter initialEntries={['/resume/mailtake/processed']}>
        <MailProcessedPage route={route} />
      </MemoryRouter>,
    );
    await screen.findByText('郑凯');
    expect(screen.queryByRole('button', { name: /加入职位/ })).toBeNull();
  });
});

describe('待处理简历', { timeout: 20_000 }, () => {
  it('tells a mail that broke from one not processed yet, and processes it again on 重新处理', async () => {
    const waiting = mail({ id: 5, state: 'waiting', storageResult: null, resumeId: null, resumeName: null, fileName: null, processedAt: null });
    const broken = mail({ id: 6, state: 'waiting', attempts: 3, storageResult: null, reason: '邮件原文文件丢失，无法读取', resumeId: null, resumeName: null, fileName: null, processedAt: null, subject: '应聘行政专员-吴晓燕' });
    calls = mockApi({
      'GET /api/mailtake/mails/waiting': () => page([waiting, broken]),
      'GET /api/mailtake/mailboxes': () => [],
      'POST /api/mailtake/mails/6/retry': () => ({ ...broken, state: 'processed', storageResult: 1, reason: null }),
    });
    renderWithApp(
      <MemoryRouter initialEntries={['/resume/mailtake/wait']}>
        <MailWaitPage route={{ ...(route as object), key: 'resume.mailtake.wait' } as never} />
      </MemoryRouter>,
    );
    await screen.findByText('应聘行政专员-吴晓燕');
    const rows = within(screen.getByRole('table', { name: '待处理邮件' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('待处理')).toBeTruthy();
    expect(within(rows[1]!).getByText('处理失败（已重试3次）')).toBeTruthy();
    expect(within(rows[1]!).getByText('邮件原文文件丢失，无法读取')).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '重新处理' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/mailtake/mails/6/retry')).toBe(true));
  });
});
