// Issue 11 item 12: a resume's 30-character name limit counted UTF-16 units (16 emoji were
// refused) while an account's did not; names made only of invisible characters, direction
// overrides or broken surrogates were stored; and any password of the right shape was taken,
// password1 included. Now every person name counts characters the same way and must show
// something, and the most common passwords are refused wherever a password is set.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkForOperator } from '../../src/modules/auth/service';
import { accounts, roles } from '../../src/modules/company/tables';
import { expectFailure, expectInvalid, okData, twoCompanies, type Api } from '../company/fixtures';
import { call, unique, type Session, type TestContext } from '../helpers';
import { resumeBody } from '../resumes/fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let hrRole: number;
beforeAll(async () => {
  ({ ctx, api, a } = await twoCompanies());
  const companyRoles = await ctx.database.db.select().from(roles).where(eq(roles.companyId, a.companyId));
  hrRole = companyRoles.find((r) => r.systemCode === 2)!.id;
});

const register = (extra: Record<string, unknown>) => {
  const u = unique();
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { companyName: '星河智能科技有限公司', userName: '周明远', loginEmail: u.email, loginMobile: u.mobile, password: 'bole2026x', ...extra },
  });
};
const newAccount = (extra: Record<string, unknown>) => {
  const u = unique();
  return api(a, { method: 'POST', url: '/api/company/accounts', payload: { userName: '孙悦', loginEmail: u.email, loginMobile: u.mobile, roleId: hrRole, ...extra } });
};
const newResume = (name: string) => api(a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ name }) });

const EMOJI_16 = '😀'.repeat(16);
const HIDDEN_NAMES = ['\u200b\u200b', '\u200d\ufeff', '\u3164\u3164', ' \u200b '];

describe('person names', () => {
  it('count characters alike for accounts and resumes: 16 emoji fit, 31 do not', async () => {
    expect((await register({ userName: EMOJI_16 })).statusCode).toBe(200);
    expect(okData<{ userName: string }>(await newAccount({ userName: EMOJI_16 })).userName).toBe(EMOJI_16);
    const resume = okData<{ id: number }>(await newResume(EMOJI_16));
    expect(okData<{ name: string }>(await api(a, { method: 'GET', url: `/api/resumes/${resume.id}` })).name).toBe(EMOJI_16);
    const renamed = await api(a, { method: 'PATCH', url: `/api/resumes/${resume.id}`, payload: { name: '😀'.repeat(30) } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const long = '😀'.repeat(31);
    expect(expectInvalid(await register({ userName: long }), 'userName')).toBe('姓名最多30个字符');
    expect(expectInvalid(await newAccount({ userName: long }), 'userName')).toBe('姓名最多30个字符');
    expect(expectFailure(await newResume(long), 400, '30001').message).toBe('姓名最多30个字符');
  });

  it('refuse names of invisible characters only, on registration, accounts and resumes', async () => {
    for (const name of HIDDEN_NAMES) {
      expect(expectInvalid(await register({ userName: name }), 'userName'), JSON.stringify(name)).toBe('姓名不能只由空格或不可见字符组成');
      expect(expectInvalid(await newAccount({ userName: name }), 'userName')).toBe('姓名不能只由空格或不可见字符组成');
      expect(expectInvalid(await newResume(name), 'name')).toBe('姓名不能只由空格或不可见字符组成');
    }
    const account = okData<{ id: number }>(await newAccount({ userName: '林晓雯' }));
    const renamed = await api(a, { method: 'PATCH', url: `/api/company/accounts/${account.id}`, payload: { userName: '\u200b' } });
    expect(expectInvalid(renamed, 'userName')).toBe('姓名不能只由空格或不可见字符组成');
  });

  it('refuse direction overrides and broken surrogates', async () => {
    // "张三\u202Egpj.exe" shows as 张三exe.jpg.
    expect(expectInvalid(await register({ userName: '张三\u202egpj.exe' }), 'userName')).toBe('姓名不能包含改变文字方向的控制字符');
    expect(expectInvalid(await newAccount({ userName: '\u2067李四\u2069' }), 'userName')).toBe('姓名不能包含改变文字方向的控制字符');
    expect(expectInvalid(await newResume('王\u202d五'), 'name')).toBe('姓名不能包含改变文字方向的控制字符');
    // JSON may carry half of a surrogate pair as an escape.
    const lone = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/accounts',
      headers: { token: a.token, source: '4', 'content-type': 'application/json' },
      payload: `{"userName":"赵\\ud83d六","loginEmail":"${unique().email}","loginMobile":"${unique().mobile}","roleId":${hrRole}}`,
    });
    expect(expectInvalid(lone, 'userName')).toBe('姓名含有无法识别的字符');
  });
});

describe('common passwords', () => {
  const COMMON = ['password1', 'P@ssw0rd1', 'Qwerty123', 'qwer1234', '1qaz2wsx', 'abc12345', 'a1a1a1a1'];

  it('are refused on registration with 密码过于常见 on the password field; bole2026 and bole2026x are not', async () => {
    for (const password of COMMON) {
      const res = await register({ password });
      expect(expectInvalid(res, 'password'), password).toBe('密码过于常见，请换一个更难猜的密码');
      expect(res.json().status).toBe('10011');
    }
    for (const password of ['bole2026', 'bole2026x']) expect((await register({ password })).statusCode, password).toBe(200);
  });

  it('are refused when an administrator sets an initial password', async () => {
    expect(expectInvalid(await newAccount({ password: 'password1' }), 'password')).toBe('密码过于常见，请换一个更难猜的密码');
    expect(okData<{ status: number }>(await newAccount({ password: 'hello2026x' })).status).toBe(1);
  });

  it('are refused on 修改密码, 重置密码 and 接受邀请, and nothing changes', async () => {
    const res = await register({});
    const session = res.json().data as { token: string; user: { userId: number; companyId: number; loginEmail: string } };
    const me = { token: session.token, accountId: session.user.userId, companyId: session.user.companyId };
    const hashBefore = async () => (await ctx.database.db.select().from(accounts).where(eq(accounts.id, me.accountId)))[0]!.passwordHash;
    const before = await hashBefore();

    const change = await call(ctx.app, me, { method: 'POST', url: '/api/auth/password/change', payload: { oldPassword: 'bole2026x', password: 'qwer1234' } });
    expect(expectInvalid(change, 'password')).toBe('密码过于常见，请换一个更难猜的密码');

    const reset = await linkForOperator(ctx.database.db, ctx.app.deps.config, session.user.loginEmail);
    if (reset.kind !== 'reset') throw new Error('expected a reset link');
    const resetToken = new URL(reset.url).searchParams.get('token');
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: resetToken, password: 'Password1' } });
    expect(expectInvalid(refused, 'password')).toBe('密码过于常见，请换一个更难猜的密码');
    expect(await hashBefore()).toBe(before);
    // The link is still good for a better password.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: resetToken, password: 'lantern2026x' } })).statusCode).toBe(200);

    const u = unique();
    okData(await api(a, { method: 'POST', url: '/api/company/accounts', payload: { userName: '吴佳怡', loginEmail: u.email, loginMobile: u.mobile, roleId: hrRole } }));
    const invite = await linkForOperator(ctx.database.db, ctx.app.deps.config, u.email);
    if (invite.kind !== 'invite') throw new Error('expected an invitation');
    const inviteToken = new URL(invite.url).searchParams.get('invite');
    const accept = await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: inviteToken, password: 'iloveyou1' } });
    expect(expectInvalid(accept, 'password')).toBe('密码过于常见，请换一个更难猜的密码');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: inviteToken, password: 'welcome2026x' } })).statusCode).toBe(200);
  });
});
