import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifyLoading, notifySuccess, notifyWarning, onNoticeWaiting, PENDING_MS, registerNotifier, resetNotifyForTests } from './notify';

afterEach(() => {
  resetNotifyForTests();
  vi.useRealTimers();
});

describe('notify', () => {
  it('shows through the latest registered notifier, and the previous one again once it leaves', () => {
    const first = vi.fn();
    const second = vi.fn();
    registerNotifier({ show: first });
    const leave = registerNotifier({ show: second });
    notifyError('网络连接失败');
    expect(second).toHaveBeenCalledWith('error', '网络连接失败');
    expect(first).not.toHaveBeenCalled();
    leave();
    notifyWarning('请求超时');
    expect(first).toHaveBeenCalledWith('warning', '请求超时');
  });

  it('skips a notifier for the kinds it does not show (the sign-in pages show errors, not successes)', () => {
    const toast = vi.fn();
    const inline = vi.fn();
    registerNotifier({ show: toast });
    registerNotifier({ show: inline, kinds: ['error', 'warning'] });
    notifySuccess('注册成功，欢迎使用伯乐招聘');
    notifyError('账号或密码错误');
    expect(toast).toHaveBeenCalledWith('success', '注册成功，欢迎使用伯乐招聘');
    expect(inline).toHaveBeenCalledWith('error', '账号或密码错误');
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('keeps a notice nobody can show yet for the next notifier, once', () => {
    notifyError('请登录后访问');
    notifyError('请登录后访问');
    notifySuccess('注册成功，欢迎使用伯乐招聘');
    const inline = vi.fn();
    registerNotifier({ show: inline, kinds: ['error'] });
    expect(inline.mock.calls).toEqual([['error', '请登录后访问']]);
    // The success waits on for a notifier that shows it (the antd bridge of the main layout).
    const toast = vi.fn();
    registerNotifier({ show: toast });
    expect(toast.mock.calls).toEqual([['success', '注册成功，欢迎使用伯乐招聘']]);
  });

  it('drops a waiting notice after a while', () => {
    vi.useFakeTimers();
    notifyError('网络连接失败');
    vi.advanceTimersByTime(PENDING_MS + 1);
    const show = vi.fn();
    registerNotifier({ show });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows a loading notice only through a notifier that can, and removes it', () => {
    const done = notifyLoading('download:a.xlsx', '文件下载中...');
    expect(done).not.toThrow();
    const loading = vi.fn();
    const dismiss = vi.fn();
    registerNotifier({ show: vi.fn(), loading, dismiss });
    registerNotifier({ show: vi.fn(), kinds: ['error'] });
    const finish = notifyLoading('download:b.xlsx', '文件下载中...');
    expect(loading).toHaveBeenCalledWith('download:b.xlsx', '文件下载中...');
    finish();
    expect(dismiss).toHaveBeenCalledWith('download:b.xlsx');
  });

  it('tells the layout when a notice waits for a notifier (at once for one already waiting), so it can load one', () => {
    notifySuccess('注册成功，欢迎使用伯乐招聘');
    const load = vi.fn();
    const stop = onNoticeWaiting(load);
    expect(load).toHaveBeenCalledTimes(1);
    const show = vi.fn();
    registerNotifier({ show });
    expect(show).toHaveBeenCalledWith('success', '注册成功，欢迎使用伯乐招聘');
    notifyError('网络连接失败');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});
