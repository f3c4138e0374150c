// 资产与套餐: balances per kind, packages with their status tags, and the ledger in China time, page by page.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointKindLabels, PointKind, type CompanyAssets } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../test/app-harness';
import { AssetsPage } from './AssetsPage';

const row = (id: number, delta: number, balanceAfter: number, reason: string, entry: 'grant' | 'charge' | 'refund', createdAt: string) => ({ id, kind: PointKind.BackgroundCheck, entry, delta, balanceAfter, reason, actorName: entry === 'grant' ? '平台运营' : '周文静', createdAt });

function assets(page: number): CompanyAssets {
  return {
    balances: Object.values(PointKind).map((kind) => ({ kind, label: pointKindLabels[kind], balance: kind === PointKind.BackgroundCheck ? 2424 : 0 })),
    packages: [
      { id: 2, kind: PointKind.BackgroundCheck, name: '背调试用套餐', points: 100, status: 999, startsAt: '2026-11-01T02:00:00Z', endsAt: '2026-12-01T02:00:00Z', grantedBy: '平台运营', createdAt: '2026-11-01T02:00:00Z' },
      { id: 1, kind: PointKind.BackgroundCheck, name: '背调年度套餐', points: 3000, status: 2, startsAt: '2025-01-01T02:00:00Z', endsAt: '2026-01-01T02:00:00Z', grantedBy: '平台运营', createdAt: '2025-01-01T02:00:00Z' },
    ],
    ledger: {
      list: page === 1 ? [row(3, -576, 2424, '背景调查：韩梅（Java开发工程师）', 'charge', '2026-11-27T16:30:00Z'), row(2, 100, 3000, '开通套餐「背调试用套餐」（试用）', 'grant', '2026-11-01T02:00:00Z')] : [row(1, 2900, 2900, '开通套餐「背调年度套餐」', 'grant', '2025-01-01T02:00:00Z')],
      total: 21,
      page,
      pageSize: 20,
    },
  };
}

let calls: ApiCall[];
beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({ 'GET /api/company/assets': (call) => assets(calls.filter((c) => c.path === call.path).length > 1 ? 2 : 1) }, adminInfo([320008]));
});
afterEach(() => vi.unstubAllGlobals());

describe('资产与套餐', { timeout: 20_000 }, () => {
  it('shows every balance, the packages with status tags and says how to get more points', async () => {
    renderWithApp(<AssetsPage title="资产与套餐" />);
    expect((await screen.findByLabelText('背景调查余额')).textContent).toContain('2424');
    expect(screen.getByLabelText('伯乐币余额').textContent).toContain('0');
    expect(screen.getByText(/如需购买套餐，请联系平台客服/)).toBeTruthy();
    const packages = screen.getByRole('table', { name: '套餐' });
    expect(within(packages).getByText('背调试用套餐').closest('tr')!.textContent).toContain('试用中');
    expect(within(packages).getByText('背调年度套餐').closest('tr')!.textContent).toContain('已过期');
    expect(within(packages).getByText('背调年度套餐').closest('tr')!.textContent).toContain('2025-01-01 至 2026-01-01');
  });

  it('lists the ledger newest first in China time with signed changes, and pages on', async () => {
    renderWithApp(<AssetsPage title="资产与套餐" />);
    const ledger = await screen.findByRole('table', { name: '点数明细' });
    const charge = (await within(ledger).findByText('背景调查：韩梅（Java开发工程师）')).closest('tr')!;
    // 16:30 UTC is 00:30 the next day in Shanghai.
    expect(charge.textContent).toContain('2026-11-28 00:30');
    expect(charge.textContent).toContain('-576');
    expect(charge.textContent).toContain('2424');
    expect(within(ledger).getByText('开通套餐「背调试用套餐」（试用）').closest('tr')!.textContent).toContain('+100');
    fireEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '2' }));
    expect(await within(ledger).findByText('开通套餐「背调年度套餐」')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/company/assets').length).toBeGreaterThan(1);
  });
});
