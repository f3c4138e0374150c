// 企业信息: the form shows the saved choices before the pickers' code loads, checks with the
// domain schema's Chinese messages (loaded on demand) and saves what was chosen in a picker.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyBaseView } from '@bole/domain';
import { resetBasedataForTests } from '../../../api/basedata/cache';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi as mockFor } from '../../../test/app-harness';
import { mockApi, renderWithApp, type ApiCall } from '../test-utils';
import { BasePage } from './BasePage';

const BASE: CompanyBaseView = {
  id: 1, slug: 'yunqi', socialOpen: true, campusOpen: false, name: '杭州云栖科技有限公司', shortName: null, industryCode: '102', scaleCode: '2',
  natureCode: null, locationCode: '330100', address: null, website: null, introduction: '专注企业服务', contactName: null, contactPhone: null,
  contactEmail: null, logoFileId: null,
};

const LISTS: Record<string, unknown[]> = {
  scale: [{ code: '1', name: '1-49人' }, { code: '2', name: '50-99人' }, { code: '3', name: '100-499人' }],
  nuture: [{ code: '2', name: '民营企业' }],
  industrys: [{ code: '100', name: '互联网/IT' }, { code: '102', name: '计算机软件', parentCode: '100' }],
  locations: [{ code: '330000', name: '浙江省' }, { code: '330100', name: '杭州市', parentCode: '330000' }],
};

let calls: ApiCall[];
let toasts: string[];

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
  resetBasedataForTests();
  calls = mockApi({
    'GET /api/company/base': () => BASE,
    'PUT /api/company/base': ({ body }) => ({ ...BASE, ...(body as object) }),
    'GET /api/basedata/version': () => ({}),
    ...Object.fromEntries(Object.entries(LISTS).map(([list, items]) => [`GET /api/basedata/${list}`, () => items])),
  });
});
afterEach(() => vi.unstubAllGlobals());

const put = () => calls.find((c) => c.method === 'PUT');

describe('企业信息', { timeout: 20_000 }, () => {
  it('shows the saved choices, and refuses an empty name and a malformed e-mail in Chinese', async () => {
    renderWithApp(<BasePage title="企业信息" />);
    const name = (await screen.findByLabelText('公司名称')) as HTMLInputElement;
    expect(name.value).toBe('杭州云栖科技有限公司');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '所在城市' }).textContent).toBe('浙江省 / 杭州市'));
    expect(screen.getByRole('combobox', { name: '所属行业' }).textContent).toBe('互联网/IT / 计算机软件');
    expect(screen.getByRole('combobox', { name: '公司规模' }).textContent).toBe('50-99人');
    expect(screen.getByRole('combobox', { name: '公司性质' }).textContent).toBe('请选择');
    expect(screen.getByText('6 / 5000')).toBeTruthy();

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('联系邮箱'), { target: { value: 'hr@qq' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(put()).toBeUndefined();
  });

  it('loads the real picker on first use and saves the choice', async () => {
    renderWithApp(<BasePage title="企业信息" />);
    const scale = await screen.findByRole('combobox', { name: '公司规模' });
    await waitFor(() => expect(scale.textContent).toBe('50-99人'));
    fireEvent.click(scale);
    // antd's Select takes the stand-in's place, open; its options carry their names as titles.
    fireEvent.click(await screen.findByTitle('100-499人'));
    fireEvent.change(screen.getByLabelText('公司简称'), { target: { value: ' 云栖 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(put()).toBeDefined());
    expect(put()?.body).toMatchObject({ name: '杭州云栖科技有限公司', shortName: '云栖', scaleCode: '3', industryCode: '102', locationCode: '330100', logoFileId: null });
    await waitFor(() => expect(toasts).toEqual(['success: 企业信息已保存']));
  });
});

describe('企业信息 without the right to edit', () => {
  it('shows the information read-only', async () => {
    mockFor({ 'GET /api/company/base': () => BASE, 'GET /api/basedata/version': () => ({}), 'GET /api/basedata/scale': () => LISTS.scale }, adminInfo([320001]));
    renderWithApp(<BasePage title="企业信息" />);
    expect(((await screen.findByLabelText('公司名称')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('公司简介') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: '公司规模' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
