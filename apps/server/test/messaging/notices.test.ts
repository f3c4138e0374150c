// 消息中心: every signed-in user reads and marks his own in-app notices only; a comment's
// @mention writes one to each mentioned colleague in the comment's transaction.
import type { Notice } from '@bole/domain';
import { and, count, eq, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeComments } from '../../src/modules/resumes/comments.tables';
import { enqueueMessage } from '../../src/modules/messaging/service';
import { outboxMessages } from '../../src/modules/messaging/tables';
import type { Session } from '../helpers';
import { addAccount, createResume, expectFailure, expectInvalid, okData, setup, type Setup } from '../resumes/fixtures';

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

let s: Setup;
let hr: Session;
let colleague: Session;
let manager: Session;

/** Writes an in-app notice to the account the way every sender does, through the outbox. */
async function notice(to: Session, title: string, more: { sendAt?: Date; link?: string } = {}): Promise<number> {
  return enqueueMessage(s.ctx.database.db, s.ctx.app.deps.jobs, {
    companyId: to.companyId,
    channel: 'app',
    to: String(to.accountId),
    subject: title,
    html: '',
    text: `${title}，请及时处理`,
    templateType: 103,
    trigger: '审批待办',
    link: more.link ?? '/approval?box=pending',
    sendAt: more.sendAt,
  });
}

/** Waits until the in-process worker has delivered every due notice. */
async function settled() {
  const due = and(eq(outboxMessages.channel, 'app'), eq(outboxMessages.status, 'queued'), lte(outboxMessages.sendAt, new Date()));
  for (let i = 0; i < 100; i += 1) {
    const [row] = await s.ctx.database.db.select({ n: count() }).from(outboxMessages).where(due);
    if ((row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('notices stayed queued');
}

const notices = async (who: Session, query = '') => okData<Page<Notice>>(await s.api(who, { method: 'GET', url: `/api/notices${query}` }));
const unread = async (who: Session) => okData<{ count: number }>(await s.api(who, { method: 'GET', url: '/api/notices/unread-count' })).count;
const read = (who: Session, id: number | string) => s.api(who, { method: 'POST', url: `/api/notices/${id}/read` });
const todos = async (who: Session) => okData<{ cards: { key: string; title: string; count: number; path?: string }[] }>(await s.api(who, { method: 'GET', url: '/api/home/todos' })).cards;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  colleague = await addAccount(s.ctx, s.a.companyId, 2);
  manager = await addAccount(s.ctx, s.a.companyId, 3);
});

describe('the message centre', () => {
  let first: number;
  let second: number;
  let hrs: number;
  let foreign: number;

  beforeAll(async () => {
    first = await notice(colleague, '职位「高级Java工程师」待您审批');
    second = await notice(colleague, '招聘需求「产品经理」待您审批');
    hrs = await notice(hr, '职位「测试工程师」待您审批');
    foreign = await notice(s.b, '职位「销售总监」待您审批');
    // A notice scheduled for tomorrow is not delivered yet, so nobody sees it.
    await notice(colleague, '明天的提醒', { sendAt: new Date(Date.now() + 86_400_000) });
    await settled();
  });

  it('lists the caller\'s own delivered notices, newest first, with an unread filter and count', async () => {
    const page = await notices(colleague);
    expect(page.list.map((n) => n.id)).toEqual([second, first]);
    expect(page.total).toBe(2);
    expect(page.list[0]).toEqual({
      id: second,
      title: '招聘需求「产品经理」待您审批',
      content: '招聘需求「产品经理」待您审批，请及时处理',
      link: '/approval?box=pending',
      createdAt: expect.any(String),
      readAt: null,
      templateType: 103,
    });
    expect(await unread(colleague)).toBe(2);
    expect((await notices(hr)).list.map((n) => n.id)).toEqual([hrs]);
    expect((await notices(s.b)).list.map((n) => n.id)).toEqual([foreign]);
    expect((await notices(colleague, '?page=2&pageSize=1')).list.map((n) => n.id)).toEqual([first]);
    expectInvalid(await s.api(colleague, { method: 'GET', url: '/api/notices?unread=maybe' }), 'unread');
  });

  it('marks one read (once: a second read keeps its time) and refuses another account\'s or company\'s id with 404', async () => {
    const done = okData<Notice>(await read(colleague, first));
    expect(done).toMatchObject({ id: first, readAt: expect.any(String) });
    expect(okData<Notice>(await read(colleague, first)).readAt).toBe(done.readAt);
    expect(await unread(colleague)).toBe(1);
    expect((await notices(colleague, '?unread=true')).list.map((n) => n.id)).toEqual([second]);

    expectFailure(await read(colleague, hrs), 404, '40400');
    expectFailure(await read(colleague, foreign), 404, '40400');
    expectFailure(await read(s.b, second), 404, '40400');
    expectFailure(await read(colleague, 987654321), 404);
    expect(await unread(hr)).toBe(1);
    expect(await unread(s.b)).toBe(1);
    expect(await unread(colleague)).toBe(1);
    expectInvalid(await read(colleague, 'abc'), 'id');
  });

  it('marks all of the caller\'s own read and leaves everyone else\'s', async () => {
    expect(okData<{ updated: number }>(await s.api(colleague, { method: 'POST', url: '/api/notices/read-all' })).updated).toBe(1);
    expect(await unread(colleague)).toBe(0);
    expect(await unread(hr)).toBe(1);
    expect(await unread(s.b)).toBe(1);
  });

  it('counts unread notices on /home as 未读消息, opening the message centre', async () => {
    expect((await todos(hr)).find((t) => t.key === 'unreadNotices')).toEqual({ key: 'unreadNotices', title: '未读消息', path: '/home/notices?unread=true', count: 1 });
  });

  it('needs a login, and the token header to change anything', async () => {
    expectFailure(await s.api(null, { method: 'GET', url: '/api/notices' }), 401);
    expectFailure(await s.api(null, { method: 'GET', url: '/api/notices/unread-count' }), 401);
    expectFailure(await s.api(null, { method: 'POST', url: '/api/notices/read-all' }), 401);
    const byCookie = await s.ctx.app.inject({ method: 'POST', url: `/api/notices/${hrs}/read`, headers: { source: '4' }, cookies: { token: hr.token } });
    expect(byCookie.statusCode).toBeGreaterThanOrEqual(400);
    expect(await unread(hr)).toBe(1);
  });
});

describe('@mentions in comments', () => {
  const comment = (who: Session, resumeId: number, payload: Record<string, unknown>) => s.api(who, { method: 'POST', url: `/api/resumes/${resumeId}/comments`, payload });
  const mentionNotices = async (who: Session) => (await notices(who)).list.filter((n) => n.templateType === 106);

  it('sends each mentioned colleague but the author an in-app notice opening the candidate\'s comments', async () => {
    const resumeId = (await createResume(s.api, s.a, { name: '林晓雯' })).id;
    const before = await mentionNotices(manager);
    const text = `@同事 请看一下这位候选人的项目经历。${'她在上一家公司负责支付系统重构，'.repeat(15)}`;
    okData(await comment(hr, resumeId, { content: text, mentionIds: [colleague.accountId, hr.accountId] }));
    await settled();

    const [got] = await mentionNotices(colleague);
    expect(got).toMatchObject({ link: `/resume/detail/${resumeId}#comments`, readAt: null });
    const hrName = okData<{ userName: string }>(await s.api(hr, { method: 'GET', url: '/api/common/account/info' })).userName;
    expect(got!.title).toBe(`${hrName}在评论中提到了您`);
    expect(got!.content.startsWith(`${hrName}（候选人林晓雯）：@同事 请看一下`)).toBe(true);
    // The comment is quoted up to 200 characters.
    expect(got!.content).toBe(`${hrName}（候选人林晓雯）：${[...text].slice(0, 200).join('')}…`);
    expect(await mentionNotices(hr)).toEqual([]);
    expect(await mentionNotices(manager)).toEqual(before);
  });

  it('tells only colleagues newly mentioned by an edit', async () => {
    const resumeId = (await createResume(s.api, s.a, { name: '郑浩然' })).id;
    const c = okData<{ id: number }>(await comment(hr, resumeId, { content: '@同事 请安排技术面', mentionIds: [colleague.accountId] }));
    okData(await s.api(hr, { method: 'PATCH', url: `/api/resumes/${resumeId}/comments/${c.id}`, payload: { content: '@同事 @经理 请安排技术面', mentionIds: [colleague.accountId, manager.accountId] } }));
    await settled();
    const about = (n: Notice) => n.link === `/resume/detail/${resumeId}#comments`;
    expect((await mentionNotices(colleague)).filter(about)).toHaveLength(1);
    expect((await mentionNotices(manager)).filter(about)).toHaveLength(1);
  });

  it('reads the notice of a resume once its mentions are read there, and leaves the others', async () => {
    const seen = (await createResume(s.api, s.a, { name: '孙嘉怡' })).id;
    const later = (await createResume(s.api, s.a, { name: '周子涵' })).id;
    const c = okData<{ id: number }>(await comment(hr, seen, { content: '@同事 这位明天能到岗', mentionIds: [colleague.accountId] }));
    okData(await comment(hr, later, { content: '@同事 这位还在考虑', mentionIds: [colleague.accountId] }));
    await settled();
    okData(await s.api(colleague, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: { commentIds: [c.id] } }));
    const mine = await mentionNotices(colleague);
    expect(mine.find((n) => n.link === `/resume/detail/${seen}#comments`)?.readAt).not.toBeNull();
    expect(mine.find((n) => n.link === `/resume/detail/${later}#comments`)?.readAt).toBeNull();
    okData(await s.api(colleague, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: { all: true } }));
    expect((await mentionNotices(colleague)).every((n) => n.readAt !== null)).toBe(true);
  });

  it('refuses a mention of another company\'s account with 404, saving neither the comment nor a notice', async () => {
    const resumeId = (await createResume(s.api, s.a, { name: '钱佳宁' })).id;
    const { db } = s.ctx.database;
    const messages = async () => (await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.companyId, s.a.companyId)))[0]!.n;
    const beforeMessages = await messages();
    expectFailure(await comment(hr, resumeId, { content: '@远景 请看', mentionIds: [colleague.accountId, s.b.accountId] }), 404, '40400');
    expect((await db.select({ n: count() }).from(resumeComments).where(eq(resumeComments.resumeId, resumeId)))[0]!.n).toBe(0);
    expect(await messages()).toBe(beforeMessages);
    expect((await mentionNotices(s.b)).length).toBe(0);
  });
});
