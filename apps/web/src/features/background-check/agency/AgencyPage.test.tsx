// The agency's page: takes the check on, refuses a submission missing a finding or the PDF, sends
// every finding with the report, and says plainly when the link no longer works.
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBackgroundCheck } from '@bole/domain';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { AgencyPage } from './AgencyPage';

const CHECK: PublicBackgroundCheck = {
  status: 'pending',
  companyName: '杭州云栖科技有限公司',
  candidateName: '韩梅',
  jobName: 'Java开发工程师',
  expiresAt: '2026-12-28T02:00:00Z',
  items: [
    { id: 11, project: 'education', title: '浙江大学 本科', finding: null, note: null },
    { id: 12, project: 'work', title: '阿里巴巴 2019-2023', finding: null, note: null },
  ],
};

let calls: ApiCall[];
let sent: FormData | undefined;
const render = (token = 'tok-1') =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/out/check?token=${token}`]}>
      <AgencyPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  sent = undefined;
  calls = mockApi(
    {
      'GET /api/out/background-checks/tok-1': () => CHECK,
      'POST /api/out/background-checks/tok-1/start': () => ({ ...CHECK, status: 'inProgress' }),
      'POST /api/out/background-checks/tok-1/report': () => ({ ...CHECK, status: 'completed', items: [{ ...CHECK.items[0]!, finding: 'true', note: '学信网可查' }, { ...CHECK.items[1]!, finding: 'false', note: null }] }),
      'GET /api/out/background-checks/gone': () => failure(410, { status: '60022', message: '链接已失效：委托企业已取消该背景调查' }),
    },
    adminInfo([]),
  );
  const fetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) sent = init.body;
    return fetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('背景调查 agency page', { timeout: 20_000 }, () => {
  it('starts the check, then sends one finding per item with the PDF', async () => {
    render();
    expect(await screen.findByRole('heading', { name: '背景调查：韩梅' })).toBeTruthy();
    expect(screen.getByText('待机构受理')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '接受委托，开始调查' }));
    expect(await screen.findByText('调查中')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交核实结果与报告' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写「浙江大学 本科」的核实结果');
    const radios = screen.getAllByRole('radio');
    fireEvent.click(radios.find((r) => r.getAttribute('name') === 'finding-11' && (r as HTMLInputElement).value === 'true')!);
    fireEvent.click(radios.find((r) => r.getAttribute('name') === 'finding-12' && (r as HTMLInputElement).value === 'false')!);
    fireEvent.change(screen.getAllByLabelText('说明（选填）')[0]!, { target: { value: '学信网可查' } });
    fireEvent.click(screen.getByRole('button', { name: '提交核实结果与报告' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请上传PDF格式的背调报告');
    const input = screen.getByLabelText(/背调报告（PDF/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], '报告.exe')] } });
    fireEvent.click(screen.getByRole('button', { name: '提交核实结果与报告' }));
    expect((await screen.findByRole('alert')).textContent).toBe('背调报告须为PDF文件');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '背调报告.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: '提交核实结果与报告' }));
    expect(await screen.findByText('核实结果与报告已提交，感谢您的配合。')).toBeTruthy();
    expect(JSON.parse(String(sent!.get('findings')))).toEqual([
      { itemId: 11, finding: 'true', note: '学信网可查' },
      { itemId: 12, finding: 'false' },
    ]);
    expect((sent!.get('file') as File).name).toBe('背调报告.pdf');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/out/background-checks/tok-1/start', '/api/out/background-checks/tok-1/report']);
  });

  it('says why a link no longer works', async () => {
    render('gone');
    expect(await screen.findByRole('heading', { name: '链接已失效' })).toBeTruthy();
    expect(screen.getByText('链接已失效：委托企业已取消该背景调查')).toBeTruthy();
  });
});
