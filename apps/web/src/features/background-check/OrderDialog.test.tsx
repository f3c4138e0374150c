// 添加背调: the live quote beside the balance, a shortfall said before confirming, and the order sent with the counts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundCheckPoints } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../lib/notify';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../test/app-harness';
import { OrderDialog } from './OrderDialog';

let calls: ApiCall[];
let balance: number;
let toasts: string[];
let lastQuery: Record<string, string> = {};
const counts = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams) as Record<string, string>;

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
  balance = 1000;
  calls = mockApi(
    {
      'GET /api/background-checks/quote': () => {
        const last = lastQuery;
        return { points: backgroundCheckPoints({ education: Number(last.education ?? 0), work: Number(last.work ?? 0), project: Number(last.project ?? 0) }), balance };
      },
      'POST /api/background-checks': ({ body }) =>
        balance < 612
          ? failure(409, { status: '60001', message: `背景调查点数不足：本次需要612点，当前余额${balance}点。如需购买套餐，请联系平台客服` })
          : { id: 5, points: backgroundCheckPoints(body as { education: number; work: number; project: number }), status: 'pending' },
    },
    adminInfo([420001]),
  );
  // The harness drops query strings from the call record; keep the last quote's for the answer.
  const fetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/quote')) lastQuery = counts(String(input));
    return fetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('添加背调', { timeout: 20_000 }, () => {
  it('shows the quote for the chosen items and the balance, and orders with the counts and the agency', async () => {
    const onClose = vi.fn();
    renderWithApp(<OrderDialog open applicationId={42} candidateName="韩梅" onClose={onClose} />);
    expect((await screen.findByLabelText('所需点数')).textContent).toBe(String((1 + 16) * 36));
    expect(screen.getByLabelText('背调点数余额').textContent).toBe('1000');
    fireEvent.change(screen.getByLabelText('项目经历数量'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByLabelText('所需点数').textContent).toBe(String((1 + 16 + 23) * 36)));
    expect(screen.getByText(/背调点数不足，如需购买套餐，请联系平台客服/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认发起' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('项目经历数量'), { target: { value: '0' } });
    await waitFor(() => expect(screen.getByLabelText('所需点数').textContent).toBe('612'));
    fireEvent.click(screen.getByRole('button', { name: '确认发起' }));
    expect(await screen.findByText('请填写正确的背调机构邮箱')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('背调机构邮箱'), { target: { value: 'check@agency.example.com' } });
    fireEvent.change(screen.getByLabelText('背调机构名称（选填）'), { target: { value: '诚信背调' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发起' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ applicationId: 42, education: 1, work: 1, project: 0, agencyEmail: 'check@agency.example.com', agencyName: '诚信背调' });
    expect(toasts).toContain('success: 已发起背景调查，扣除612点，委托邮件已发送给背调机构');
  });

  it('shows the server’s refusal for too few points in the dialog', async () => {
    balance = 700;
    renderWithApp(<OrderDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    await screen.findByLabelText('所需点数');
    balance = 100;
    fireEvent.change(screen.getByLabelText('背调机构邮箱'), { target: { value: 'check@agency.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发起' }));
    expect(await screen.findByText('背景调查点数不足：本次需要612点，当前余额100点。如需购买套餐，请联系平台客服')).toBeTruthy();
  });
});
