// POST /api/helper/capture: the bookmarklet's call from a job board's page. The helper key is
// the only authority (cookies ignored), CORS is open for this endpoint only, the channel comes
// from the page's host, and duplicates, oversize pages and other companies are handled.
import { HELPER_KEY_HEADER, HELPER_PAGE_MAX_BYTES, JOB_BOARDS, Perm, ResumeParseStatus, StorageResult } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import type { Session } from '../helpers';
import { counts, customAccount, expectFailure, mobile, okData, setup, type Setup } from '../resumes/fixtures';

type Captured = { id: number; name: string; parseStatus: number; storageResult: number; duplicateOfId: number | null; channel: number | null; channelName: string | null; reason: string | null };
type Detail = { name: string; mobile: string; channel: number | null; ownerAccountId: number | null; files: { kind: string; fileName: string }[] };

let s: Setup;
let keyA: string;
let keyB: string;

/** A resume page as a recruiter sees it on a job board: its own charset declaration, scripts and styles. */
function boardPage(name: string, phone: string, extra = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="gbk"><title>${name}的简历</title>
<script>window.__TRACK__={uid:1};</script><style>.r{color:#333}</style></head><body>
<div class="resume"><h1>${name}</h1><div>男 | 31岁（1993年4月） | 现居住 杭州 | 8年工作经验</div>
<div>手机：${phone}&nbsp;&nbsp;E-mail：${phone}@example.com</div>
<h2>求职意向</h2><div>期望工作地区：杭州</div><div>期望从事职业：Java开发工程师</div>
<h2>工作经验</h2><div>2018/3 -- 至今：杭州云栖网络科技有限公司（1000-9999人）</div><div>技术部 | 高级Java工程师</div>
<div>工作描述：负责订单系统的架构设计与性能优化。</div>
<h2>教育经历</h2><div>2011/9 -- 2015/6 浙江大学 | 软件工程 | 本科</div>${extra}</div></body></html>`;
}

const capture = (key: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.ctx.app.inject({ method: 'POST', url: '/api/helper/capture', headers: { origin: 'https://ehire.51job.com', ...(key ? { [HELPER_KEY_HEADER]: key } : {}), ...headers }, payload: body });
const page = (host: string, name = '王浩然', phone = mobile()) => ({ url: `https://${host}/resume/detail?id=${phone}`, title: `${name}的简历`, html: boardPage(name, phone) });
const detail = async (session: Session, id: number) => okData<Detail>(await s.api(session, { method: 'GET', url: `/api/resumes/${id}` }));
const newKey = async (session: Session, name: string) => okData<{ id: number; key: string }>(await s.api(session, { method: 'POST', url: '/api/helper/keys', payload: { name } }));

beforeAll(async () => {
  s = await setup();
  keyA = (await newKey(s.a, '招聘专员电脑')).key;
  keyB = (await newKey(s.b, '远景的电脑')).key;
});

describe('key authentication', () => {
  it('refuses a missing, unknown or revoked key with 401 and a Chinese message', async () => {
    expectFailure(await capture(null, page('ehire.51job.com')), 401, '31201');
    expectFailure(await capture('bole_notarealkeyatallnotarealkeyatall', page('ehire.51job.com')), 401, '31202');
    const k = await newKey(s.a, '即将撤销');
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/helper/keys/${k.id}` }));
    expectFailure(await capture(k.key, page('ehire.51job.com')), 401, '31202');
  });

  it('ignores cookies and session tokens: only the key counts, and it decides the company', async () => {
    const before = await counts(s.ctx);
    const cookie = `token=${s.a.token}`;
    expectFailure(await capture(null, page('ehire.51job.com'), { cookie, token: s.a.token }), 401, '31201');
    expect(await counts(s.ctx)).toEqual(before);
    // A's session cookie beside B's key: the resume goes to B.
    const r = okData<Captured>(await capture(keyB, page('ehire.51job.com', '孙嘉怡'), { cookie }));
    expect((await detail(s.b, r.id)).name).toBe('孙嘉怡');
    expectFailure(await s.api(s.a, { method: 'GET', url: `/api/resumes/${r.id}` }), 404, '40400');
  });

  it('refuses the key of a disabled account, or of one whose role lost 简历助手', async () => {
    const helperUser = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeHelper]);
    const k = await newKey(helperUser, '临时电脑');
    await s.ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, helperUser.accountId));
    expectFailure(await capture(k.key, page('ehire.51job.com')), 401, '31202');
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeHelper]);
    const vk = await newKey(viewer, '查看者电脑');
    const { roles } = await import('../../src/modules/company/tables');
    const [acc] = await s.ctx.database.db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, viewer.accountId));
    await s.ctx.database.db.update(roles).set({ socialCodes: [Perm.TalentPoolView], campusCodes: [Perm.TalentPoolView] }).where(eq(roles.id, acc!.roleId));
    expectFailure(await capture(vk.key, page('ehire.51job.com')), 403, '31203');
  });
});

describe('CORS', () => {
  it('answers the preflight for the key header, without credentials', async () => {
    const res = await s.ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/helper/capture',
      headers: { origin: 'https://rd6.zhaopin.com', 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type,${HELPER_KEY_HEADER}`, 'access-control-request-private-network': 'true' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toContain(HELPER_KEY_HEADER);
    expect(res.headers['access-control-allow-private-network']).toBe('true');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the page read refusals too, and opens no other endpoint', async () => {
    const refused = await capture(null, page('ehire.51job.com'));
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const other = await s.api(s.a, { method: 'GET', url: '/api/resumes', headers: { origin: 'https://ehire.51job.com' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await s.ctx.app.inject({ method: 'OPTIONS', url: '/api/resumes', headers: { origin: 'https://ehire.51job.com', 'access-control-request-method': 'POST' } });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('capturing pages', () => {
  it('recognises the channel from each job board host and keeps the page as the original .html', async () => {
    for (const board of JOB_BOARDS) {
      const phone = mobile();
      const r = okData<Captured>(await capture(keyA, page(board.recruiterSite, '王浩然', phone)));
      expect(r, board.name).toMatchObject({ name: '王浩然', parseStatus: ResumeParseStatus.Saved, storageResult: StorageResult.Stored, channel: board.channel, channelName: board.name });
      const stored = await detail(s.a, r.id);
      expect(stored).toMatchObject({ name: '王浩然', mobile: phone, channel: board.channel, ownerAccountId: s.a.accountId });
      expect(stored.files).toEqual([expect.objectContaining({ kind: 'original', fileName: '王浩然的简历.html' })]);
    }
  });

  it('answers duplicates as duplicates: the same page, and the same candidate on a new page', async () => {
    const p = page('lpt.liepin.com', '赵一鸣');
    const first = okData<Captured>(await capture(keyA, p));
    const before = await counts(s.ctx);
    const again = okData<Captured>(await capture(keyA, p));
    expect(again).toMatchObject({ id: first.id, storageResult: StorageResult.Duplicate, parseStatus: ResumeParseStatus.DuplicateAttachment, duplicateOfId: first.id });
    expect(await counts(s.ctx)).toEqual(before);
    const phone = (await detail(s.a, first.id)).mobile;
    const rerendered = { ...p, html: boardPage('赵一鸣', phone, '<div>更新时间：2024-05-01</div>') };
    const linked = okData<Captured>(await capture(keyA, rerendered));
    expect(linked).toMatchObject({ storageResult: StorageResult.Duplicate, parseStatus: ResumeParseStatus.DuplicatePhone, duplicateOfId: first.id });
    expect(linked.reason).toContain(`#${first.id}`);
  });

  it('refuses an oversize page, an empty one and an address that is not a web page, storing nothing', async () => {
    const before = await counts(s.ctx);
    const big = page('www.zhipin.com');
    const oversize = await capture(keyA, { ...big, html: big.html + `<div>${'简'.repeat(Math.ceil(HELPER_PAGE_MAX_BYTES / 3) + 10)}</div>` });
    expectFailure(oversize, 413, '31206');
    expect(oversize.headers['access-control-allow-origin']).toBe('*');
    expectFailure(await capture(keyA, { ...big, html: '   ' }), 400, '31210');
    expectFailure(await capture(keyA, { ...big, url: 'javascript:alert(1)' }), 400, '31207');
    expect(await counts(s.ctx)).toEqual(before);
  });

  it('follows 插件设置: disabled boards and other sites refused, or other sites under a chosen channel and owner', async () => {
    const channel = okData<{ code: number }>(await s.api(s.b, { method: 'POST', url: '/api/resume-channels', payload: { name: '其他招聘网站' } }));
    okData(await s.api(s.b, { method: 'PUT', url: '/api/helper/settings', payload: { enabledBoards: [1, 2, 3, 6, 27], otherSitesChannel: null, defaultOwnerAccountId: null } }));
    expectFailure(await capture(keyB, page('easy.lagou.com')), 403, '31208');
    expectFailure(await capture(keyB, page('www.kanzhun.com')), 403, '31209');
    const owner = await customAccount(s.ctx, s.b.companyId, 2, [Perm.TalentPoolView]);
    okData(await s.api(s.b, { method: 'PUT', url: '/api/helper/settings', payload: { enabledBoards: [1, 2, 3, 6, 27], otherSitesChannel: channel.code, defaultOwnerAccountId: owner.accountId } }));
    const r = okData<Captured>(await capture(keyB, page('www.kanzhun.com', '钱多多')));
    expect(r).toMatchObject({ channel: channel.code, channelName: '其他招聘网站' });
    expect(await detail(s.b, r.id)).toMatchObject({ channel: channel.code, ownerAccountId: owner.accountId });
  });

  it('records the use on the key', async () => {
    const k = await newKey(s.a, '记录用量');
    okData(await capture(k.key, page('rd6.zhaopin.com', '周子涵')));
    const listed = okData<{ id: number; lastUsedAt: string | null; lastUsedHost: string | null; captureCount: number }[]>(await s.api(s.a, { method: 'GET', url: '/api/helper/keys' }));
    expect(listed.find((x) => x.id === k.id)).toMatchObject({ lastUsedHost: 'rd6.zhaopin.com', captureCount: 1 });
    expect(listed.find((x) => x.id === k.id)?.lastUsedAt).toBeTruthy();
  });

  it('never writes into another company: a key writes only into its own', async () => {
    const before = okData<{ total: number }>(await s.api(s.a, { method: 'GET', url: '/api/resumes' })).total;
    const r = okData<Captured>(await capture(keyB, { ...page('ehire.51job.com', '吴思远'), companyId: s.a.companyId }));
    expect(okData<{ total: number }>(await s.api(s.a, { method: 'GET', url: '/api/resumes' })).total).toBe(before);
    expectFailure(await s.api(s.a, { method: 'GET', url: `/api/resumes/${r.id}` }), 404, '40400');
    expect((await detail(s.b, r.id)).name).toBe('吴思远');
  });
});
