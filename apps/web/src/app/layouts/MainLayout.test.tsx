// The antd-free main layout in the real route table: the side navigation (groups, current page,
// collapsed fly-outs) and the user menu, driven by keyboard and pointer like a person would.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuFor } from '@bole/domain';
import { account, mountAt, ok, serveApi } from '../../features/auth/test-utils';
import { resetSessionStoreForTests } from '../../lib/session';

const CODES = [210001, 220001, 230001, 320001, 320002, 320003, 320004, 320005, 320006, 320007];

function wideWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}

beforeEach(() => {
  resetSessionStoreForTests();
  document.cookie = 'token=tok-1; path=/';
  const me = account(1);
  serveApi({
    'GET /api/common/account/info': () => ok({ ...me, allows: { ...me.allows, socialAuths: CODES } }),
    'GET /api/common/menu': () => ok(menuFor({ roleType: 1, sysType: 1, codes: CODES })),
  });
  wideWindow();
});
afterEach(() => vi.unstubAllGlobals());

const nav = () => screen.getByRole('navigation', { name: '主导航' });

describe('main layout', () => {
  it('marks the current page and opens its groups; other groups open and close on click', async () => {
    mountAt('/home');
    const home = await within(await screen.findByRole('navigation', { name: '主导航' })).findByRole('link', { name: '首页' });
    expect(home.getAttribute('aria-current')).toBe('page');

    const settings = within(nav()).getByRole('button', { name: '设置' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    const company = within(nav()).getByRole('button', { name: '公司设置' });
    fireEvent.click(company);
    const accounts = within(nav()).getByRole('link', { name: '账号管理' });
    expect(accounts.getAttribute('href')).toBe('/user/company/accounts?sys=1');
    fireEvent.click(settings);
    expect(settings.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the groups of the current page when it is deeper in the menu', async () => {
    mountAt('/user/company/accounts');
    const accounts = await within(await screen.findByRole('navigation', { name: '主导航' })).findByRole('link', { name: '账号管理' });
    expect(accounts.getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('button', { name: '设置' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('button', { name: '公司设置' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed, shows a group in a fly-out that the keyboard opens and Escape closes', async () => {
    mountAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }));
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();

    const settings = within(nav()).getByRole('button', { name: '设置' });
    act(() => settings.focus());
    fireEvent.keyDown(settings, { key: 'ArrowRight' });
    const flyout = await within(nav()).findByRole('list', { name: '设置' });
    await waitFor(() => expect(flyout.contains(document.activeElement)).toBe(true));
    expect(within(flyout).getByRole('button', { name: '公司设置' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? flyout, { key: 'Escape' });
    expect(within(nav()).queryByRole('list', { name: '设置' })).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('opens the user menu with the keyboard, moves with the arrows and closes with Escape', async () => {
    mountAt('/home');
    const trigger = await screen.findByRole('button', { name: '账号菜单' });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: '账号菜单' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['个人设置', '修改密码', '退出登录']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
