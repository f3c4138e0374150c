import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from '@bole/domain';
import { checkLogin, confirmError, issuesToErrors, withoutBlanks } from './checks';

describe('checkLogin', () => {
  // checkLogin stands in for loginBodySchema on the login screen (no zod there): same verdicts, same messages.
  const accounts = ['', '   ', 'admin@demo.bole.cn', ' 13800000001 ', 'x'];
  const passwords = ['', ' ', 'bole2026', 'a'];
  it.each(accounts.flatMap((account) => passwords.map((password) => [account, password] as const)))(
    'answers like loginBodySchema for %j / %j',
    (account, password) => {
      const fromSchema = issuesToErrors(loginBodySchema.safeParse({ account, password }).error?.issues);
      expect(checkLogin({ account, password })).toEqual(fromSchema);
    },
  );

  it('uses the schema messages', () => {
    expect(checkLogin({ account: ' ', password: '' })).toEqual({ account: '请输入邮箱或手机号', password: '请输入密码' });
  });
});

describe('schema errors', () => {
  it('keeps the first issue of each field and asks for missing values', () => {
    const body = withoutBlanks({ companyName: '', userName: '张三', loginEmail: 'wang@qq', loginMobile: '', password: 'abc' });
    expect(issuesToErrors(registerBodySchema.safeParse(body).error?.issues)).toEqual({
      companyName: '请输入公司名称',
      loginEmail: '邮箱格式不正确',
      loginMobile: '请输入手机号',
      password: '密码需为8-32位，且同时包含字母和数字',
    });
  });

  it('checks the second password entry', () => {
    expect(confirmError('abc12345', '', '请再次输入密码')).toBe('请再次输入密码');
    expect(confirmError('abc12345', 'abc12346', '请再次输入密码')).toBe('两次输入的密码不一致');
    expect(confirmError('abc12345', 'abc12345', '请再次输入密码')).toBeUndefined();
  });
});
