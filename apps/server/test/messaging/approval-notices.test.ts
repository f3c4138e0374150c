// Issue 13 item 6: approvers hear when an approval waits for them and applicants when it is
// decided, as in-app notices and mail from templates 103 and 104, delivered by a real SMTP
// server; the hiring manager's notice opens his phone's 我的审批.
import { simpleParser } from 'mailparser';
import { and, asc, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { act, addAccount, approve, people, saveFlow, submitAs, type Session, type Setup } from '../approvals/fixtures';
import { call, createTestContext, registerCompany } from '../helpers';
import { mailServerUrl, startMailServer, stopMailServer, type Received } from './mail-server';

const received: Received[] = [];
let server: SMTPServer;
let s: Setup;
let hr: Session & { email: string };
let manager: Session & { email: string };
let director: Session & { email: string };

beforeAll(async () => {
  server = await startMailServer(received);
  const ctx = await createTestContext({ smtpUrl: mailServerUrl(server) });
  const a = await registerCompany(ctx.app, '星河智能科技有限公司');
  const b = await registerCompany(ctx.app, '远景数据服务有限公司');
  s = { ctx, api: (session, opts) => call(ctx.app, session, opts), a, b };
  hr = await addAccount(ctx, a.companyId, 2);
  manager = await addAccount(ctx, a.companyId, 3);
  director = await addAccount(ctx, a.companyId, 8);
  await saveFlow(s, 'demand', [people('部门负责人', [manager.accountId]), people('总监', [director.accountId])]);
});
afterAll(async () => {
  await stopMailServer(server);
});

const noticesOf = (accountId: number) =>
  s.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'app'), eq(outboxMessages.recipient, String(accountId))))
    .orderBy(asc(outboxMessages.id));

async function mailsTo(address: string, count: number) {
  for (let i = 0; i < 200; i += 1) {
    const got = received.filter((r) => r.to.includes(address));
    if (got.length >= count) return Promise.all(got.map((g) => simpleParser(g.raw)));
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}

describe('approval notices', () => {
  it('asks each approver in turn and tells the applicant the result', async () => {
    const { approvalId } = await submitAs(s, hr, {}, 'demand', '高级Java开发工程师（2人）');
    expect(await noticesOf(director.accountId)).toEqual([]);
    const [ask] = await noticesOf(manager.accountId);
    expect(ask).toMatchObject({ templateType: 103, trigger: '审批待办', link: '/lite/approval', subject: '待您审批：招聘需求审批「高级Java开发工程师（2人）」' });
    const [mail] = await mailsTo(manager.email, 1);
    expect(mail!.subject).toBe('待您审批：招聘需求审批「高级Java开发工程师（2人）」');
    expect(mail!.html).toContain('href="http://bole.test/lite/approval"');

    await approve(s, manager, approvalId);
    const [next] = await noticesOf(director.accountId);
    expect(next).toMatchObject({ templateType: 103, link: '/approval' });
    expect(await noticesOf(hr.accountId)).toEqual([]);

    await approve(s, director, approvalId);
    const [result] = await noticesOf(hr.accountId);
    expect(result).toMatchObject({ templateType: 104, trigger: '审批结果', subject: '审批结果：招聘需求审批「高级Java开发工程师（2人）」已通过' });
  });

  it('tells the applicant a rejection with its reason, and nothing on his own withdrawal', async () => {
    const rejected = await submitAs(s, hr, {}, 'demand', '测试工程师（1人）');
    await act(s, manager, rejected.approvalId, 'reject', { reason: '预算不足' });
    const results = (await noticesOf(hr.accountId)).filter((n) => n.subject.includes('测试工程师'));
    expect(results.map((n) => n.text)).toEqual([expect.stringContaining('结果：已驳回（预算不足）')]);

    const withdrawn = await submitAs(s, hr, {}, 'demand', '运维工程师（1人）');
    await act(s, hr, withdrawn.approvalId, 'withdraw');
    expect((await noticesOf(hr.accountId)).filter((n) => n.subject.includes('运维工程师'))).toEqual([]);
  });
});
