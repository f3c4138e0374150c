import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { account, fail, mountAt, ok, serveApi, tokenCookie } from '../test-utils';

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: '注册并登录' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fillValid() {
  type('公司名称', '  杭州云栖科技有限公司 ');
  type('姓名', '王小明');
  type('手机号', '13800001234');
  type('邮箱', 'Wang@YunQi.cn');
  type('密码', 'abc12345');
  type('确认密码', 'abc12345');
}

describe('/register', () => {
  it('asks for every field with registerBodySchema messages', async () => {
    const calls = serveApi();
    mountAt('/register');
    await screen.findByRole('form', { name: '注册企业账号' });
    submit();
    await waitFor(() => expect(errorOf('公司名称')).toBe('请输入公司名称'));
    expect(errorOf('姓名')).toBe('请输入姓名');
    expect(errorOf('手机号')).toBe('请输入手机号');
    expect(errorOf('邮箱')).toBe('请输入邮箱');
    expect(errorOf('密码')).toBe('请输入密码');
    expect(errorOf('确认密码')).toBe('请再次输入密码');
    expect(document.activeElement).toBe(screen.getByLabelText('公司名称'));
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('checks formats and the second password', async () => {
    serveApi();
    mountAt('/register');
    await screen.findByRole('form', { name: '注册企业账号' });
    fillValid();
    type('手机号', '2380000123');
    type('邮箱', 'wang@qq');
    type('密码', 'abcdefgh');
    type('确认密码', 'abc');
    submit();
    await waitFor(() => expect(errorOf('手机号')).toBe('手机号格式不正确'));
    expect(errorOf('邮箱')).toBe('邮箱格式不正确');
    expect(errorOf('密码')).toBe('密码需为8-32位，且同时包含字母和数字');
    expect(errorOf('确认密码')).toBe('两次输入的密码不一致');
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks a field once it is left', async () => {
    serveApi();
    mountAt('/register');
    await screen.findByRole('form', { name: '注册企业账号' });
    type('邮箱', 'wang@qq');
    fireEvent.blur(screen.getByLabelText('邮箱'));
    await waitFor(() => expect(errorOf('邮箱')).toBe('邮箱格式不正确'));
    expect(screen.queryByText('请输入公司名称')).toBeNull();
  });

  it('sends what the schema parses (trimmed, e-mail in lower case) and signs in', async () => {
    const calls = serveApi({ 'POST /api/auth/register': () => ok({ token: 'tok-new', user: account(1) }) });
    const router = mountAt('/register');
    await screen.findByRole('form', { name: '注册企业账号' });
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      companyName: '杭州云栖科技有限公司',
      userName: '王小明',
      loginMobile: '13800001234',
      loginEmail: 'wang@yunqi.cn',
      password: 'abc12345',
    });
    expect(tokenCookie()).toBe('tok-new');
  });

  it('shows the server answer inline', async () => {
    serveApi({ 'POST /api/auth/register': () => fail('10004', '该邮箱已注册', 409) });
    mountAt('/register');
    await screen.findByRole('form', { name: '注册企业账号' });
    fillValid();
    submit();
    expect((await screen.findByText('该邮箱已注册')).closest('[role="alert"]')).toBeTruthy();
  });
});
