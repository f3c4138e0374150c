import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { account, fail, mountAt, ok, serveApi, tokenCookie } from '../test-utils';

const TOKEN = 'inv-0123456789abcdef0123456789';

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('/out/forget?invite= (设置登录密码)', () => {
  it('asks for the password twice with the schema messages', async () => {
    const calls = serveApi();
    mountAt(`/out/forget?invite=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '设置登录密码' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '设置密码并登录' }));
    await waitFor(() => expect(errorOf('登录密码')).toBe('请输入密码'));
    expect(errorOf('确认密码')).toBe('请再次输入密码');

    type('登录密码', 'abcdefgh');
    type('确认密码', 'abcdefgx');
    await waitFor(() => expect(errorOf('登录密码')).toBe('密码需为8-32位，且同时包含字母和数字'));
    expect(errorOf('确认密码')).toBe('两次输入的密码不一致');
    expect(calls.some((c) => c.path === '/api/auth/invite/accept')).toBe(false);
  });

  it('accepts the invitation, stores the session and opens the home page', async () => {
    const calls = serveApi({ 'POST /api/auth/invite/accept': () => ok({ token: 'tok-invited', user: account(2) }) });
    const router = mountAt(`/out/forget?invite=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置登录密码' });
    type('登录密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '设置密码并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((c) => c.path === '/api/auth/invite/accept')?.body).toEqual({ token: TOKEN, password: 'abc12345' });
    expect(tokenCookie()).toBe('tok-invited');
  });

  it('opens the lite area for an invited hiring manager', async () => {
    serveApi({ 'POST /api/auth/invite/accept': () => ok({ token: 'tok-hm', user: account(3) }) });
    const router = mountAt(`/out/forget?invite=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置登录密码' });
    type('登录密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '设置密码并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lite/interviewplan'));
  });

  it('shows 邀请链接无效或已过期 from the server inline', async () => {
    serveApi({ 'POST /api/auth/invite/accept': () => fail('10008', '邀请链接无效或已过期') });
    mountAt(`/out/forget?invite=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置登录密码' });
    type('登录密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '设置密码并登录' }));
    const alert = (await screen.findByText('邀请链接无效或已过期')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('重新发送邀请');
    expect(tokenCookie()).toBeNull();
  });

  it('does not send a token that cannot be valid', async () => {
    const calls = serveApi();
    mountAt('/out/forget?invite=short');
    await screen.findByRole('heading', { name: '设置登录密码' });
    type('登录密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '设置密码并登录' }));
    expect(await screen.findByText('邀请链接无效或已过期')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/invite/accept')).toBe(false);
  });
});

describe('/out/forget?token= (设置新密码)', () => {
  it('resets the password', async () => {
    const calls = serveApi({ 'POST /api/auth/password/reset': () => ok(null) });
    mountAt(`/out/forget?token=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置新密码' });
    type('新密码', 'abc12345');
    type('确认新密码', 'abc12346');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(errorOf('确认新密码')).toBe('两次输入的密码不一致'));
    type('确认新密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    expect(await screen.findByRole('heading', { name: '密码已重置' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/password/reset')?.body).toEqual({ token: TOKEN, password: 'abc12345' });
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login');
  });

  it('shows 密码过于常见 without offering a new link: the link is still good', async () => {
    const message = '密码过于常见，请换一个更难猜的密码';
    serveApi({ 'POST /api/auth/password/reset': () => ({ status: 400, body: { status: '10011', message, data: { fields: [{ field: 'password', message }] } } }) });
    mountAt(`/out/forget?token=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置新密码' });
    type('新密码', 'password1');
    type('确认新密码', 'password1');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '重新申请重置链接' })).toBeNull();
  });

  it('offers a new link when the server refuses this one', async () => {
    serveApi({ 'POST /api/auth/password/reset': () => fail('10006', '重置链接无效或已过期，请重新申请') });
    mountAt(`/out/forget?token=${TOKEN}`);
    await screen.findByRole('heading', { name: '设置新密码' });
    type('新密码', 'abc12345');
    type('确认新密码', 'abc12345');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText('重置链接无效或已过期，请重新申请')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新申请重置链接' }).getAttribute('href')).toBe('/out/forget');
  });
});

describe('/out/forget (找回密码)', () => {
  it('asks for the account, then says who gives the link: the answer never carries one', async () => {
    const calls = serveApi({ 'POST /api/auth/password/forget': () => ok({ sent: true }) });
    mountAt('/out/forget');
    await screen.findByRole('heading', { name: '找回密码' });
    fireEvent.click(screen.getByRole('button', { name: '申请重置密码' }));
    await waitFor(() => expect(errorOf('邮箱或手机号')).toBe('请输入邮箱或手机号'));
    type('邮箱或手机号', ' admin@demo.bole.cn ');
    fireEvent.click(screen.getByRole('button', { name: '申请重置密码' }));
    expect(await screen.findByRole('heading', { name: '申请已提交' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/password/forget')?.body).toEqual({ account: 'admin@demo.bole.cn' });
    expect(screen.getByText(/暂未开通邮件发送/).textContent).toContain('请联系企业管理员或运维人员获取链接');
    expect(screen.queryByRole('link', { name: '立即重置' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
  });
});
