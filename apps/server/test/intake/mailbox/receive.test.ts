// Mailbox collection against a real IMAP server (dovecot on loopback): mails with PDF and
// Word attachments and job boards' HTML notifications into the pool with channel, applied
// job and storage result; broken mails recorded without holding up the rest; failures of
// the login and the server shown as receive states.
import { ERRORS, MailboxReceiveState, StorageResult } from '@bole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveMailbox } from '../../../src/modules/intake/mailbox/receive';
import { okData, setup, type Setup } from '../../resumes/fixtures';
import { startDovecot, type Dovecot } from './dovecot';
import { addMailbox, mailboxRow, mailsOf, never, receiveDeps, waitFor } from './helpers';
import { composeMail, fixture, MAILS, type MailKey } from './mails';

let s: Setup;
let imap: Dovecot;

beforeAll(async () => {
  s = await setup();
  imap = await startDovecot();
});
afterAll(async () => imap?.dispose());

type Detail = { name: string; channel: number | null; files: { kind: string; fileName: string }[] };
const detail = async (id: number) => okData<Detail>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` }));

describe('a receive run', () => {
  it('collects each mail into the pool: the resume from the attachment or the job board body, its channel and applied job', async () => {
    const box = await imap.addUser('hr-day');
    const keys = Object.keys(MAILS) as MailKey[];
    for (const key of keys) box.deliver(MAILS[key].raw());
    const mailbox = await addMailbox(s.api, s.a, imap, box);

    // 立即收取 queues the run; the job runs it in the background.
    const queued = okData<{ queued: boolean; message: string }>(await s.api(s.a, { method: 'POST', url: `/api/mailtake/mailboxes/${mailbox.id}/receive` }));
    expect(queued.message).toMatch(/收取/);
    await waitFor(async () => (await mailboxRow(s.api, s.a, mailbox.id)).processedCount === keys.length);

    const row = await mailboxRow(s.api, s.a, mailbox.id);
    expect(row).toMatchObject({ receiveState: MailboxReceiveState.Ok, lastError: null, waitingCount: 0, processedCount: keys.length });
    expect(row.lastRunAt).not.toBeNull();

    const { list } = await mailsOf(s.api, s.a, 'processed');
    expect(list).toHaveLength(keys.length);
    const bySubject = (fragment: string) => list.find((m) => m.subject.includes(fragment))!;
    for (const [key, fragment] of [['zhaoDocx', '赵子轩'], ['sun51job', '孙浩然'], ['zhengkaiZhaopin', '郑凯'], ['liufangLiepin', '刘芳'], ['ouyangBoss', '欧阳明轩']] as const) {
      const expected = MAILS[key];
      const mail = bySubject(fragment);
      expect(mail, key).toMatchObject({ state: 'processed', storageResult: StorageResult.Stored, channel: expected.channel, jobName: expected.jobName, resumeName: expected.name, mailboxAccount: box.user });
      const stored = await detail(mail.resumeId!);
      expect(stored.name, key).toBe(expected.name);
      expect(stored.channel, key).toBe(expected.channel);
      expect(stored.files, key).toEqual([expect.objectContaining({ kind: 'original', fileName: mail.fileName })]);
    }
    // The attachment is the original; a notification's body is kept as an HTML file.
    expect(bySubject('赵子轩').fileName).toBe('赵子轩-简历.docx');
    expect(bySubject('郑凯').fileName).toMatch(/\.html$/);

    const corrupt = bySubject('钱多多');
    expect(corrupt).toMatchObject({ storageResult: StorageResult.Failed, resumeId: null, channel: 9999, jobName: '会计' });
    expect(corrupt.reason).toBe(`附件「钱多多简历.pdf」：${ERRORS.RESUME_FILE_CORRUPT.message}`);
    expect(bySubject('还在招聘')).toMatchObject({ storageResult: StorageResult.Failed, reason: ERRORS.RESUME_FILE_NO_RESUME.message, jobName: null });

    // The same resume sent again in a new mail: a duplicate, linked to the stored resume.
    box.deliver(MAILS.zhaoDocx.raw());
    await receiveMailbox(receiveDeps(s.ctx), s.a.companyId, mailbox.id, never);
    const again = (await mailsOf(s.api, s.a, 'processed')).list;
    expect(again).toHaveLength(keys.length + 1);
    expect(again[0]).toMatchObject({ storageResult: StorageResult.Duplicate, resumeId: bySubject('赵子轩').resumeId });
    expect(again[0]!.reason).toContain('已上传过');
  });

  it('filters the processed list by result, channel, mailbox and keyword, and pages it', async () => {
    const failed = await mailsOf(s.api, s.a, 'processed', `&storageResult=${StorageResult.Failed}`);
    expect(failed.list.map((m) => m.storageResult)).toEqual([2, 2]);
    const zhaopin = await mailsOf(s.api, s.a, 'processed', '&channel=2');
    expect(zhaopin.list.map((m) => m.resumeName)).toEqual(['郑凯']);
    const keyword = await mailsOf(s.api, s.a, 'processed', `&keyword=${encodeURIComponent('财务经理')}`);
    expect(keyword.list.map((m) => m.resumeName)).toEqual(['孙浩然']);
    const page = okData<{ list: unknown[]; total: number; page: number; pageSize: number }>(await s.api(s.a, { method: 'GET', url: '/api/mailtake/mails/processed?page=2&pageSize=3' }));
    expect(page).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page.list).toHaveLength(3);
    // Another company sees none of them.
    expect((await mailsOf(s.api, s.b, 'processed')).total).toBe(0);
  });

  it('shows a refused login as state 2 and an unreachable server as state 3, with the reason', async () => {
    const box = await imap.addUser('hr-login');
    box.deliver(MAILS.zhaoDocx.raw());
    const wrong = await addMailbox(s.api, s.b, imap, box, { password: 'not-the-password' });
    expect(await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, wrong.id, never)).toMatchObject({ receiveState: MailboxReceiveState.LoginFailed, fetched: 0 });
    const row = await mailboxRow(s.api, s.b, wrong.id);
    expect(row.receiveState).toBe(MailboxReceiveState.LoginFailed);
    expect(row.lastError).toMatch(/^登录失败/);

    const down = await addMailbox(s.api, s.b, { host: '127.0.0.1', port: 1 }, { user: 'down@example.com', password: 'x' });
    expect(await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, down.id, never)).toMatchObject({ receiveState: MailboxReceiveState.ServerError });
    expect((await mailboxRow(s.api, s.b, down.id)).lastError).toBe('无法连接收信服务器，请检查服务器地址、端口和SSL设置');

    const missing = await addMailbox(s.api, s.b, imap, box, { folder: '招聘' });
    await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, missing.id, never);
    expect(await mailboxRow(s.api, s.b, missing.id)).toMatchObject({ receiveState: MailboxReceiveState.ServerError, lastError: '邮箱中没有文件夹「招聘」，请检查收取文件夹' });

    // Fixed, the next run collects normally and the error is gone.
    await s.api(s.b, { method: 'PUT', url: `/api/mailtake/mailboxes/${wrong.id}`, payload: { ...row, password: box.password, folder: 'INBOX' } });
    expect(await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, wrong.id, never)).toMatchObject({ receiveState: MailboxReceiveState.Ok, fetched: 1, processed: 1 });
    expect(await mailboxRow(s.api, s.b, wrong.id)).toMatchObject({ receiveState: MailboxReceiveState.Ok, lastError: null });
  });

  it('takes a mail whose only attachment is a Word file under another name, and skips a photo', async () => {
    const box = await imap.addUser('hr-photo');
    box.deliver(
      composeMail({
        from: 'sun@example.com',
        subject: '简历投递：财务主管',
        text: '您好，简历和照片见附件。',
        attachments: [
          { fileName: '孙浩然-简历.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: fixture('sun-table.docx') },
          { fileName: '生活照.png', contentType: 'image/png', data: fixture('photo-no-text.png') },
        ],
      }),
    );
    const mailbox = await addMailbox(s.api, s.b, imap, box);
    await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, mailbox.id, never);
    const [mail] = (await mailsOf(s.api, s.b, 'processed', `&mailboxId=${mailbox.id}`)).list;
    expect(mail).toMatchObject({ storageResult: StorageResult.Stored, fileName: '孙浩然-简历.docx', resumeName: '孙浩然', jobName: '财务主管' });
  });

  it('enters the open job the mail names (by name, then city) and eliminates it by the job’s filter rule, with the reason', async () => {
    const rule = okData<{ id: number }>(await s.api(s.b, { method: 'POST', url: '/api/resume-filter-rules', payload: { name: '须懂区块链', scope: 'job', action: 'eliminate', conditions: { includeKeywords: ['区块链'] } } }));
    const job = (body: Record<string, unknown>) => s.api(s.b, { method: 'POST', url: '/api/jobs', payload: { name: '招聘专员', ...body } });
    okData(await job({ workPlace: '上海市静安区' }));
    const hangzhou = okData<{ id: number }>(await job({ workPlace: '杭州市西湖区', resumeFilterRulesIds: [rule.id] })).id;
    const box = await imap.addUser('hr-job');
    const attachments = [{ fileName: '高志远-简历.txt', contentType: 'text/plain', data: fixture('gaozy-numbered-headings.txt') }];
    box.deliver(composeMail({ from: 'gaozy@example.com', subject: '应聘 招聘专员 - 杭州', text: '附件是我的简历。', attachments }));
    const mailbox = await addMailbox(s.api, s.b, imap, box);
    await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, mailbox.id, never);
    const [mail] = (await mailsOf(s.api, s.b, 'processed', `&mailboxId=${mailbox.id}`)).list;
    expect(mail).toMatchObject({ storageResult: StorageResult.Stored, jobName: '招聘专员', jobId: hangzhou });
    expect(mail!.reason).toBe('已投递职位「招聘专员」，被筛选规则自动淘汰');
    const [application] = okData<{ jobId: number; outcome: number | null; eliminateReason: string | null }[]>(await s.api(s.b, { method: 'GET', url: `/api/resumes/${mail!.resumeId}/applications` }));
    expect(application).toMatchObject({ jobId: hangzhou, outcome: 3, eliminateReason: '筛选规则「须懂区块链」自动淘汰：不包含关键词「区块链」中的任何一个' });
    const screenings = okData<{ ruleName: string; jobId: number | null; outcome: string }[]>(await s.api(s.b, { method: 'GET', url: `/api/resumes/${mail!.resumeId}/screenings` }));
    expect(screenings).toEqual([expect.objectContaining({ ruleName: '须懂区块链', jobId: hangzhou, outcome: '该职位的申请已淘汰' })]);
  });
});
