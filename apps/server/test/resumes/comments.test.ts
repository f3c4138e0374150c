import { Perm } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import { resumeCommentMentions, resumeComments } from '../../src/modules/resumes/comments.tables';
import type { Session } from '../helpers';
import { addAccount, createResume, customAccount, expectFailure, expectInvalid, okData, pushTo, recordsOf, setup, type Setup } from './fixtures';

type Comment = { id: number; resumeId: number; authorId: number; authorName: string; content: string; mentions: { id: number; userName: string }[]; edited: boolean; canEdit: boolean; canDelete: boolean; mentionsMe: boolean; unread: boolean };
type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type Mention = { commentId: number; resumeId: number; resumeName: string; authorName: string; content: string; read: boolean };
type MentionPage = Page<Mention> & { unreadTotal: number };

let s: Setup;
let resume: number;
let hr: Session;
let colleague: Session;
let manager: Session;
let bResume: number;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  colleague = await addAccount(s.ctx, s.a.companyId, 2);
  manager = await addAccount(s.ctx, s.a.companyId, 3);
  resume = (await createResume(s.api, s.a, { name: '林晓雯' })).id;
  bResume = (await createResume(s.api, s.b, { name: '远景候选人' })).id;
});

const url = (id: number, commentId?: number) => `/api/resumes/${id}/comments${commentId ? `/${commentId}` : ''}`;
const add = (who: Session, id: number, payload: Record<string, unknown>) => s.api(who, { method: 'POST', url: url(id), payload });
const list = async (who: Session, id: number) => okData<Page<Comment>>(await s.api(who, { method: 'GET', url: url(id) }));
const mentions = async (who: Session, query = '') => okData<MentionPage>(await s.api(who, { method: 'GET', url: `/api/resume-comments/mentions${query}` }));
const commentCount = async () => (await s.ctx.database.db.select({ n: count() }).from(resumeComments))[0]!.n;
const todos = async (who: Session) => okData<{ cards: { key: string; title: string; count: number; path?: string }[] }>(await s.api(who, { method: 'GET', url: '/api/home/todos' })).cards;

describe('adding and reading comments', () => {
  it('stores the text and the mentioned colleagues, records it and lists newest first', async () => {
    const first = okData<Comment>(await add(hr, resume, { content: '沟通顺利，候选人期望下周面试', mentionIds: [] }));
    const second = okData<Comment>(await add(hr, resume, { content: `@${'李小萌'} 请安排技术面`, mentionIds: [colleague.accountId, colleague.accountId] }));
    expect(second).toMatchObject({ resumeId: resume, authorId: hr.accountId, canEdit: true, canDelete: true, edited: false, mentionsMe: false });
    expect(second.mentions.map((m) => m.id)).toEqual([colleague.accountId]);
    const page = await list(s.a, resume);
    expect(page.list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    // Someone else's comment: the super administrator may delete it, not edit it.
    expect(page.list[0]).toMatchObject({ canEdit: false, canDelete: true });
    const records = (await recordsOf(s.ctx, resume)).filter((r) => r.action === 'comment');
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.note)).toContain('「沟通顺利，候选人期望下周面试」');
  });

  it('refuses empty or over-long text and unknown, disabled or other-company mentions, storing nothing', async () => {
    const before = await commentCount();
    expectInvalid(await add(hr, resume, { content: '   ' }), 'content');
    expect(expectInvalid(await add(hr, resume, { content: '备'.repeat(1001) }), 'content')).toBe('备注最多1000个字符');
    expectInvalid(await add(hr, resume, { content: '请看', mentionIds: ['张三'] }), 'mentionIds.0');
    okData(await add(hr, resume, { content: '备'.repeat(1000) }));
    expectFailure(await add(hr, resume, { content: '请看', mentionIds: [s.b.accountId] }), 404, '40400');
    expectFailure(await add(hr, resume, { content: '请看', mentionIds: [987654321] }), 404, '40400');
    const leaver = await addAccount(s.ctx, s.a.companyId, 2);
    await s.ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, leaver.accountId));
    expectFailure(await add(hr, resume, { content: '请看', mentionIds: [leaver.accountId] }), 404);
    expect(await commentCount()).toBe(before + 1);
  });

  it('accepts a form-encoded body with comma-joined mentions', async () => {
    const res = await s.api(hr, { method: 'POST', url: url(resume), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `content=${encodeURIComponent('表单提交的备注')}&mentionIds=${colleague.accountId},${s.a.accountId}` });
    expect(okData<Comment>(res).mentions).toHaveLength(2);
  });

  it('follows the data scope: a hiring manager reads the comments of resumes pushed to him only, and cannot add', async () => {
    expectFailure(await s.api(manager, { method: 'GET', url: url(resume) }), 404);
    await pushTo(s.ctx, s.a.companyId, resume, manager.accountId);
    expect((await list(manager, resume)).total).toBeGreaterThan(0);
    expectFailure(await add(manager, resume, { content: '我也看看' }), 403, '40300');
  });

  it('refuses a role without 250007 (403) but lets it read', async () => {
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
    expect((await list(viewer, resume)).total).toBeGreaterThan(0);
    expectFailure(await add(viewer, resume, { content: '无权添加' }), 403, '40300');
    const [some] = (await list(s.a, resume)).list;
    expectFailure(await s.api(viewer, { method: 'PATCH', url: url(resume, some!.id), payload: { content: '改' } }), 403);
    expectFailure(await s.api(viewer, { method: 'DELETE', url: url(resume, some!.id) }), 403);
  });
});

describe('mentions', () => {
  it('tells a mentioned colleague: unread in his mentions and a 提到我的 to-do opening the resume', async () => {
    const other = (await createResume(s.api, s.a, { name: '郑浩然' })).id;
    const c = okData<Comment>(await add(hr, other, { content: '@赵雨桐 这位的薪资预期请确认', mentionIds: [colleague.accountId] }));
    const inbox = await mentions(colleague);
    expect(inbox.list[0]).toMatchObject({ commentId: c.id, resumeId: other, resumeName: '郑浩然', content: '@赵雨桐 这位的薪资预期请确认', read: false });
    expect(inbox.unreadTotal).toBeGreaterThanOrEqual(2);
    const card = (await todos(colleague)).find((t) => t.key === 'resumeMentions');
    expect(card).toMatchObject({ title: '提到我的', count: inbox.unreadTotal, path: `/resume/detail/${other}#comments` });
    expect((await list(colleague, other)).list[0]).toMatchObject({ mentionsMe: true, unread: true });

    expect(okData<{ updated: number }>(await s.api(colleague, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: { commentIds: [c.id] } })).updated).toBe(1);
    const after = await mentions(colleague);
    expect(after.list.find((m) => m.commentId === c.id)?.read).toBe(true);
    expect(after.unreadTotal).toBe(inbox.unreadTotal - 1);
    expect((await mentions(colleague, '?unread=true')).list.every((m) => !m.read)).toBe(true);

    okData(await s.api(colleague, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: { all: true } }));
    expect((await mentions(colleague)).unreadTotal).toBe(0);
    expect((await todos(colleague)).find((t) => t.key === 'resumeMentions')).toMatchObject({ count: 0 });
    expectInvalid(await s.api(colleague, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: {} }), 'commentIds');
  });

  it('marks the author\'s own mention read and drops mentions of resumes in the recycle bin', async () => {
    const gone = (await createResume(s.api, s.a, { name: '钱佳宁' })).id;
    okData(await add(hr, gone, { content: '@自己 记一下', mentionIds: [hr.accountId, colleague.accountId] }));
    expect((await mentions(hr)).list.find((m) => m.resumeId === gone)?.read).toBe(true);
    const unread = (await mentions(colleague)).unreadTotal;
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${gone}` }));
    expect((await mentions(colleague)).unreadTotal).toBe(unread - 1);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit his comment; newly mentioned colleagues are told, others refused (403)', async () => {
    const c = okData<Comment>(await add(hr, resume, { content: '初版备注' }));
    const edited = okData<Comment>(await s.api(hr, { method: 'PATCH', url: url(resume, c.id), payload: { content: '修改后的备注 @赵雨桐', mentionIds: [colleague.accountId] } }));
    expect(edited).toMatchObject({ content: '修改后的备注 @赵雨桐', edited: true });
    expect((await mentions(colleague, '?unread=true')).list.map((m) => m.commentId)).toContain(c.id);
    expect((await recordsOf(s.ctx, resume)).find((r) => r.action === 'commentEdit')?.note).toBe('「初版备注」改为「修改后的备注 @赵雨桐」');
    expectFailure(await s.api(colleague, { method: 'PATCH', url: url(resume, c.id), payload: { content: '别人改' } }), 403, '30040');
    expectFailure(await s.api(s.a, { method: 'PATCH', url: url(resume, c.id), payload: { content: '管理员改' } }), 403, '30040');
    expectInvalid(await s.api(hr, { method: 'PATCH', url: url(resume, c.id), payload: { content: '' } }), 'content');
  });

  it('lets the author and administrators delete, nobody else; each delete is recorded', async () => {
    const mine = okData<Comment>(await add(hr, resume, { content: '待删除的备注', mentionIds: [colleague.accountId] }));
    const theirs = okData<Comment>(await add(hr, resume, { content: '管理员删除的备注' }));
    expectFailure(await s.api(colleague, { method: 'DELETE', url: url(resume, mine.id) }), 403, '30041');
    okData(await s.api(hr, { method: 'DELETE', url: url(resume, mine.id) }));
    const left = await s.ctx.database.db.select().from(resumeCommentMentions).where(eq(resumeCommentMentions.commentId, mine.id));
    expect(left).toHaveLength(0);
    okData(await s.api(s.a, { method: 'DELETE', url: url(resume, theirs.id) }));
    expect((await list(s.a, resume)).list.map((c) => c.id)).not.toContain(theirs.id);
    const notes = (await recordsOf(s.ctx, resume)).filter((r) => r.action === 'commentDelete').map((r) => r.note);
    expect(notes).toEqual(expect.arrayContaining(['删除了备注「待删除的备注」', expect.stringMatching(/^删除了.+的备注「管理员删除的备注」$/)]));
    expectFailure(await s.api(hr, { method: 'DELETE', url: url(resume, mine.id) }), 404);
  });
});

describe('other companies and anonymous callers', () => {
  it('answers 404 for another company\'s resume, comment and mention ids and changes nothing', async () => {
    const c = okData<Comment>(await add(hr, resume, { content: '公司A的备注', mentionIds: [colleague.accountId] }));
    const bComment = okData<Comment>(await add(s.b, bResume, { content: '公司B的备注' }));
    const before = await commentCount();
    expectFailure(await s.api(s.b, { method: 'GET', url: url(resume) }), 404);
    expectFailure(await add(s.b, resume, { content: '越权' }), 404);
    expectFailure(await s.api(s.b, { method: 'PATCH', url: url(resume, c.id), payload: { content: '越权' } }), 404);
    expectFailure(await s.api(s.b, { method: 'PATCH', url: url(bResume, c.id), payload: { content: '越权' } }), 404);
    expectFailure(await s.api(s.b, { method: 'DELETE', url: url(resume, c.id) }), 404);
    expectFailure(await s.api(s.b, { method: 'DELETE', url: url(bResume, c.id) }), 404);
    // A comment of one resume cannot be reached through another.
    expectFailure(await s.api(s.a, { method: 'DELETE', url: url(bResume, bComment.id) }), 404);
    expectFailure(await s.api(s.b, { method: 'POST', url: '/api/resume-comments/mentions/read', payload: { commentIds: [c.id] } }), 404);
    expect(await commentCount()).toBe(before);
    expect((await list(s.a, resume)).list.find((x) => x.id === c.id)?.content).toBe('公司A的备注');
    expect((await mentions(colleague, '?unread=true')).list.map((m) => m.commentId)).toContain(c.id);
    expect((await mentions(s.b)).total).toBe(0);
  });

  it('answers 401 to anonymous callers', async () => {
    const calls = [
      { method: 'GET' as const, url: url(resume) },
      { method: 'POST' as const, url: url(resume), payload: { content: '匿名' } },
      { method: 'PATCH' as const, url: url(resume, 1), payload: { content: '匿名' } },
      { method: 'DELETE' as const, url: url(resume, 1) },
      { method: 'GET' as const, url: '/api/resume-comments/mentions' },
      { method: 'POST' as const, url: '/api/resume-comments/mentions/read', payload: { all: true } },
    ];
    for (const call of calls) expectFailure(await s.api(null, call), 401, '999');
  });
});
