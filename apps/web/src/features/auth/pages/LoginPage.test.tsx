import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { notifyError, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { account, fail, mountAt, ok, serveApi, tokenCookie } from '../test-utils';

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
});
afterEach(() => vi.unstubAllGlobals());

async function loginForm() {
  return screen.findByRole('form', { name: '登录' });
}

function fill(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('邮箱或手机号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

describe('/login', () => {
  it('is a real form: labelled inputs and a submit button, so Enter submits', async () => {
    serveApi();
    mountAt('/login');
    const form = await loginForm();
    expect(screen.getByLabelText('邮箱或手机号').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('密码').getAttribute('type')).toBe('password');
    expect(within(form).getByRole('button', { name: '登录' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/out/forget');
  });

  it('asks for both fields with the schema messages, tied to the inputs', async () => {
    const calls = serveApi();
    mountAt('/login');
    await loginForm();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    const accountInput = screen.getByLabelText('邮箱或手机号');
    await waitFor(() => expect(accountInput.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(accountInput.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入邮箱或手机号');
    const passwordInput = screen.getByLabelText('密码');
    expect(document.getElementById(passwordInput.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入密码');
    expect(document.activeElement).toBe(accountInput);
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);

    // The error goes as the field is corrected.
    fireEvent.change(accountInput, { target: { value: 'admin@demo.bole.cn' } });
    await waitFor(() => expect(accountInput.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('请输入邮箱或手机号')).toBeNull();
  });

  it('shows the server answer inline, and clears it on edit', async () => {
    serveApi({ 'POST /api/auth/login': () => fail('10001', '账号或密码错误') });
    mountAt('/login');
    await loginForm();
    fill('admin@demo.bole.cn', 'wrong-pass1');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'bole2026' } });
    await waitFor(() => expect(screen.queryByText('账号或密码错误')).toBeNull());
  });

  it('shows the loading state while signing in, then stores the session and opens the target', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = serveApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const router = mountAt('/login?target=%2Fjob%2Flist');
    await loginForm();
    fill('  admin@demo.bole.cn ', 'bole2026');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBe('true'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({ account: 'admin@demo.bole.cn', password: 'bole2026' });
    // A second submit while waiting does nothing.
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(1);

    answer(ok({ token: 'tok-login', user: account(1) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job/list'));
    expect(tokenCookie()).toBe('tok-login');
  });

  it('sends a hiring manager to the lite area', async () => {
    serveApi({ 'POST /api/auth/login': () => ok({ token: 'tok-hm', user: account(3) }) });
    const router = mountAt('/login');
    await loginForm();
    fill('hm@demo.bole.cn', 'bole2026');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lite/interviewplan'));
  });

  it('shows the http client notices inline (no antd message on this page)', async () => {
    serveApi();
    notifyError('请登录后访问'); // an expired login on the way here
    mountAt('/login');
    await loginForm();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('请登录后访问');
    fireEvent.click(within(notice).getByRole('button', { name: '关闭提示' }));
    await waitFor(() => expect(screen.queryByText('请登录后访问')).toBeNull());
  });
});
