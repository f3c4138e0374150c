// Issue 12 item 3: the 社招/校招 mode changes only when the user asks, and the switch always works,
// also on a page that exists in one mode only (校招设置).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuFor, Perm } from '@bole/domain';
import { account, mountAt, ok, serveApi } from '../features/auth/test-utils';
import { getSysType, resetSessionStoreForTests } from '../lib/session';

const CODES = [210001, 220001, 230001, 320001, Perm.CampusSettings];

beforeEach(() => {
  resetSessionStoreForTests();
  document.cookie = 'token=tok-1; path=/';
  const me = account(1);
  // Both modes open, with 校招设置 among the campus permissions.
  const allows = { ...me.allows, socialOpenFlag: true, schoolOpenFlag: true, socialAuths: CODES, schoolAuths: CODES };
  serveApi({
    'GET /api/common/account/info': () => ok({ ...me, allows }),
    'GET /api/common/menu': () => ok(menuFor({ roleType: 1, sysType: getSysType(), codes: CODES })),
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the 社招/校招 mode', { timeout: 20_000 }, () => {
  it('stays 社招 when a campus page is opened, until the user asks to switch', async () => {
    const router = mountAt('/user/campus/setting');
    expect(await screen.findByText('「校招设置」属于校招')).toBeTruthy();
    expect(getSysType()).toBe(1);
    expect(router.state.location.search).toBe('');

    // Going back keeps 社招.
    fireEvent.click(screen.getByRole('button', { name: '返回社招首页' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/home?sys=1'));
    expect(getSysType()).toBe(1);

    // Asking for it switches.
    void router.navigate('/user/campus/setting');
    fireEvent.click(await screen.findByRole('button', { name: '切换到校招' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sys=2'));
    await waitFor(() => expect(getSysType()).toBe(2));
    expect(await screen.findByRole('heading', { name: '校招设置' })).toBeTruthy();
  });

  it('switches back to 社招 from a campus-only page: its home, not a bounce back to 校招', async () => {
    const router = mountAt('/user/campus/setting?sys=2');
    const modes = await screen.findByRole('radiogroup', { name: '招聘类型' });
    await waitFor(() => expect(getSysType()).toBe(2));
    fireEvent.click(within(modes).getByRole('radio', { name: '社招' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/home?sys=1'));
    expect(getSysType()).toBe(1);
    expect((within(await screen.findByRole('radiogroup', { name: '招聘类型' })).getByRole('radio', { name: '社招' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the page when it exists in the other mode too', async () => {
    const router = mountAt('/user/company/accounts?sys=1');
    const modes = await screen.findByRole('radiogroup', { name: '招聘类型' });
    fireEvent.click(within(modes).getByRole('radio', { name: '校招' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/company/accounts?sys=2'));
    expect(getSysType()).toBe(2);
  });
});
