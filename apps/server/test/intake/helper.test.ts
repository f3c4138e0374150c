// 简历助手 keys and 插件设置: own keys made and revoked, the company's keys for 340007, only
// the hash stored, settings validated, roles and companies kept apart.
import { Perm, SystemRoleCode } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { helperKeys } from '../../src/modules/intake/helper/tables';
import type { Session } from '../helpers';
import { addAccount, customAccount, expectFailure, expectInvalid, okData, setup, type Setup } from '../resumes/fixtures';

type Key = { id: number; name: string; hint: string; accountId: number; accountName: string; lastUsedAt: string | null; captureCount: number };
type Settings = { enabledBoards: number[]; otherSitesChannel: number | null; defaultOwnerAccountId: number | null; defaultOwnerName: string | null };

let s: Setup;
const keys = async (session: Session, all = false) => okData<Key[]>(await s.api(session, { method: 'GET', url: `/api/helper/keys${all ? '?all=true' : ''}` }));
const createKey = (session: Session | null, name: unknown) => s.api(session, { method: 'POST', url: '/api/helper/keys', payload: { name } });
const revoke = (session: Session | null, id: number) => s.api(session, { method: 'DELETE', url: `/api/helper/keys/${id}` });
const saveSettings = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'PUT', url: '/api/helper/settings', payload });

beforeAll(async () => {
  s = await setup();
});

describe('helper keys', () => {
  it('creates a key answered once, keeps only its hash, and lists it with its owner', async () => {
    const created = okData<Key & { key: string }>(await createKey(s.a, '办公室电脑'));
    expect(created.key).toMatch(/^bole_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: '办公室电脑', hint: created.key.slice(0, 9), accountId: s.a.accountId, accountName: '周明远', lastUsedAt: null, captureCount: 0 });
    const [row] = await s.ctx.database.db.select().from(helperKeys).where(eq(helperKeys.id, created.id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await keys(s.a);
    expect(listed.map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('refuses a blank or long name and a second key of the same name (Chinese messages)', async () => {
    expect(expectInvalid(await createKey(s.a, ' '), 'name')).toBe('请输入密钥名称');
    expect(expectInvalid(await createKey(s.a, '密'.repeat(21)), 'name')).toBe('密钥名称最多20个字符');
    okData(await createKey(s.a, '家里的笔记本'));
    expectFailure(await createKey(s.a, '家里的笔记本'), 409, '31205');
  });

  it('holds at most 10 active keys per account; a revoked name may be used again', async () => {
    const hr = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.Hr);
    const made = [];
    for (let i = 1; i <= 10; i += 1) made.push(okData<Key>(await createKey(hr, `电脑${i}`)));
    expectFailure(await createKey(hr, '第十一台'), 400, '31204');
    okData(await revoke(hr, made[0]!.id));
    expect(okData<Key>(await createKey(hr, '电脑1')).name).toBe('电脑1');
  });

  it('shows a helper user only their own keys; 插件设置 lists and revokes the company’s', async () => {
    const hr = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeHelper]);
    const hrKey = okData<Key>(await createKey(hr, 'HR的电脑'));
    const adminKey = okData<Key>(await createKey(s.a, '管理员电脑'));
    expect((await keys(hr)).map((k) => k.id)).toEqual([hrKey.id]);
    expectFailure(await s.api(hr, { method: 'GET', url: '/api/helper/keys?all=true' }), 403);
    // Someone else's key is not there for HR.
    expectFailure(await revoke(hr, adminKey.id), 404, '40400');
    const all = await keys(s.a, true);
    expect(all.map((k) => k.id)).toEqual(expect.arrayContaining([hrKey.id, adminKey.id]));
    okData(await revoke(s.a, hrKey.id));
    expect((await keys(hr)).length).toBe(0);
    expectFailure(await revoke(s.a, hrKey.id), 404, '40400');
  });

  it('keeps companies apart and refuses weaker roles and anonymous callers', async () => {
    const aKey = okData<Key>(await createKey(s.a, '前台电脑'));
    expect((await keys(s.b, true)).some((k) => k.id === aKey.id)).toBe(false);
    expectFailure(await revoke(s.b, aKey.id), 404, '40400');
    expect((await keys(s.a)).some((k) => k.id === aKey.id)).toBe(true);
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
    expectFailure(await createKey(viewer, '无权限'), 403);
    expectFailure(await s.api(viewer, { method: 'GET', url: '/api/helper/keys' }), 403);
    expectFailure(await revoke(viewer, aKey.id), 403);
    expectFailure(await createKey(null, '匿名'), 401, '999');
    expectFailure(await revoke(null, aKey.id), 401, '999');
    expect((await keys(s.a)).some((k) => k.id === aKey.id)).toBe(true);
  });
});

describe('helper settings', () => {
  it('starts with every board on, other sites refused and the capturer as owner', async () => {
    expect(okData<Settings>(await s.api(s.b, { method: 'GET', url: '/api/helper/settings' }))).toEqual({
      enabledBoards: [1, 2, 3, 6, 20, 27],
      otherSitesChannel: null,
      defaultOwnerAccountId: null,
      defaultOwnerName: null,
    });
  });

  it('saves boards, a channel for other sites and a default owner, all checked', async () => {
    const hr = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.Hr);
    const channel = okData<{ code: number }>(await s.api(s.a, { method: 'POST', url: '/api/resume-channels', payload: { name: '其他招聘网站' } }));
    const saved = okData<Settings>(await saveSettings(s.a, { enabledBoards: [6, 2, 2], otherSitesChannel: channel.code, defaultOwnerAccountId: hr.accountId }));
    expect(saved).toMatchObject({ enabledBoards: [2, 6], otherSitesChannel: channel.code, defaultOwnerAccountId: hr.accountId });
    expect(saved.defaultOwnerName).toBeTruthy();
    expectInvalid(await saveSettings(s.a, { enabledBoards: [7], otherSitesChannel: null, defaultOwnerAccountId: null }), 'enabledBoards.0');
    expectFailure(await saveSettings(s.a, { enabledBoards: [], otherSitesChannel: 10555, defaultOwnerAccountId: null }), 400, '31224');
    // Another company's account cannot own a's captured resumes.
    expectFailure(await saveSettings(s.a, { enabledBoards: [], otherSitesChannel: null, defaultOwnerAccountId: s.b.accountId }), 404, '40400');
    expect(okData<Settings>(await s.api(s.a, { method: 'GET', url: '/api/helper/settings' }))).toMatchObject({ enabledBoards: [2, 6], defaultOwnerAccountId: hr.accountId });
  });

  it('lets only 插件设置 change them', async () => {
    const hr = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeHelper]);
    // A helper user reads them (the helper page shows which boards are on) but cannot change them.
    okData(await s.api(hr, { method: 'GET', url: '/api/helper/settings' }));
    const body = { enabledBoards: [1], otherSitesChannel: null, defaultOwnerAccountId: null };
    expectFailure(await saveSettings(hr, body), 403);
    expectFailure(await saveSettings(null, body), 401, '999');
    expect(okData<Settings>(await s.api(s.a, { method: 'GET', url: '/api/helper/settings' })).enabledBoards).not.toEqual([1]);
  });
});
