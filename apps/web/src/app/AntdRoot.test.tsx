import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess, registerNotifier, resetNotifyForTests } from '../lib/notify';
import { AntdRoot } from './AntdRoot';

afterEach(() => resetNotifyForTests());

describe('AntdRoot', () => {
  it('makes antd message the notifier while mounted, showing what waited for it', async () => {
    notifySuccess('注册成功，欢迎使用伯乐招聘'); // sent by the sign-up page just before the layout loads
    const view = render(
      <AntdRoot>
        <span>页面</span>
      </AntdRoot>,
    );
    expect(await screen.findByText('注册成功，欢迎使用伯乐招聘')).toBeTruthy();
    notifyError('网络连接失败');
    expect(await screen.findByText('网络连接失败')).toBeTruthy();

    view.unmount();
    const inline = vi.fn();
    registerNotifier({ show: inline, kinds: ['error'] });
    notifyError('请登录后访问');
    await waitFor(() => expect(inline).toHaveBeenCalledWith('error', '请登录后访问'));
  });
});
