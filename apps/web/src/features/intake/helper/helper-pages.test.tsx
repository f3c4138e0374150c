// 简历助手, a board's guide and 插件设置: a key made and shown once as a draggable bookmarklet,
// keys listed and revoked, boards marked by the settings, and the settings saved.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HelperKeyRow, HelperSettings } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { BoardHelpPage } from './BoardHelpPage';
import { HelperPage } from './HelperPage';
import { PluginSetPage } from './PluginSetPage';

const KEY = 'bole_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const key = (id: number, name: string, accountName = '陈思琪'): HelperKeyRow => ({
  id, name, hint: 'bole_AbCd', accountId: 3, accountName, createdAt: '2026-03-02T02:00:00.000Z', lastUsedAt: id === 1 ? '2026-03-05T06:30:00.000Z' : null, lastUsedHost: id === 1 ? 'lpt.liepin.com' : null, captureCount: id === 1 ? 12 : 0,
});
const SETTINGS: HelperSettings = { enabledBoards: [1, 2, 3, 6, 27], otherSitesChannel: null, defaultOwnerAccountId: null, defaultOwnerName: null };

let calls: ApiCall[];
const mock = (codes: number[]) => {
  calls = mockApi(
    {
      'GET /api/helper/keys': ({ query }) => (query.get('all') ? [key(1, '办公电脑'), key(2, '家里的电脑', '王建国')] : [key(1, '办公电脑')]),
      'POST /api/helper/keys': () => ({ ...key(5, '笔记本'), key: KEY }),
      'DELETE /api/helper/keys/1': () => null,
      'GET /api/helper/settings': () => SETTINGS,
      'PUT /api/helper/settings': ({ body }) => ({ ...SETTINGS, ...(body as object) }),
      'GET /api/resume-channels/options': () => [
        { code: 1, name: '前程无忧(51job)', builtIn: true, enabled: true },
        { code: 10001, name: '其他招聘网站', builtIn: false, enabled: true },
      ],
      'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
    },
    hrInfo(codes),
  );
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('简历助手', { timeout: 20_000 }, () => {
  it('creates a key and offers it once as a draggable 简历助手 bookmark', async () => {
    mock([310002]);
    renderPage(<HelperPage title="简历助手" />);
    expect(await screen.findByText('lpt.liepin.com', { exact: false })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /创建密钥并安装/ }));
    fireEvent.change(await screen.findByLabelText('密钥名称'), { target: { value: '笔记本' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    const link = await screen.findByTitle('按住拖到浏览器的书签栏');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('javascript:')).toBe(true);
    expect(decodeURIComponent(href)).toContain(KEY);
    expect(decodeURIComponent(href)).toContain(window.location.origin);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: '笔记本' });
  });

  it('marks the boards 插件设置 has turned off and links each guide', async () => {
    mock([310002]);
    renderPage(<HelperPage title="简历助手" />);
    const lagou = (await screen.findByText('拉勾')).closest('li')!;
    await waitFor(() => expect(within(lagou).getByText('管理员已停用')).toBeTruthy());
    expect(within(lagou).getByRole('link', { name: '使用说明' }).getAttribute('href')).toBe('/more/lagouhelp');
  });

  it('revokes a key after confirmation', async () => {
    mock([310002]);
    renderPage(<HelperPage title="简历助手" />);
    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    expect((await screen.findAllByText('撤销密钥「办公电脑」？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '撤销' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/helper/keys/1')).toBe(true));
  });
});

describe('/more/{product}help', { timeout: 20_000 }, () => {
  it('shows the one board’s guide, and the board list for an unknown one', async () => {
    mock([310002]);
    renderPage(<BoardHelpPage />, '/more/bosshelp', '/more/:productHelp');
    expect(await screen.findByRole('heading', { name: '在BOSS直聘使用简历助手' })).toBeTruthy();
    expect(screen.getByText(/以图片显示/)).toBeTruthy();
    document.body.innerHTML = '';
    renderPage(<BoardHelpPage />, '/more/kanzhunhelp', '/more/:productHelp');
    expect(await screen.findByRole('heading', { name: '没有找到这个招聘网站的使用说明' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '猎聘' }).getAttribute('href')).toBe('/more/liepinhelp');
  });
});

describe('插件设置', { timeout: 20_000 }, () => {
  it('saves boards, other sites as a channel and the default owner, and lists the company’s keys', async () => {
    mock([310002, 340007]);
    renderPage(<PluginSetPage title="插件设置" />);
    expect(await screen.findByText('家里的电脑')).toBeTruthy();
    expect(screen.getByText('王建国')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '拉勾' })).toHaveProperty('checked', false));
    fireEvent.click(screen.getByRole('checkbox', { name: '拉勾' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '58同城' }));
    fireEvent.click(screen.getByRole('radio', { name: '收录，渠道记为' }));
    const channel = screen.getByRole('combobox', { name: '其他网站的渠道' });
    await waitFor(() => expect(channel.closest('.ant-select-disabled')).toBeNull());
    fireEvent.mouseDown(channel);
    fireEvent.click(await screen.findByTitle('其他招聘网站'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabledBoards: [1, 2, 3, 6, 20], otherSitesChannel: 10001, defaultOwnerAccountId: null }));
  });
});
