// 简历字段: the custom fields beside the fixed sections; adding, editing, enabling, moving and
// deleting send what the server expects, and deleting names how many resumes lose a value.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import type { ResumeField } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../test-utils';
import { ResumeFieldsPage } from './ResumeFieldsPage';

const field = (patch: Partial<ResumeField>): ResumeField => ({
  id: 1,
  key: 'f1',
  name: '政治面貌',
  type: 'singleChoice',
  required: true,
  options: [
    { key: 'o1', label: '中共党员' },
    { key: 'o2', label: '群众' },
  ],
  datePrecision: null,
  dictionary: null,
  placeholder: null,
  help: '按档案填写',
  enabled: true,
  sort: 1,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...patch,
});

const FIELDS = [field({}), field({ id: 2, key: 'f2', name: '可到岗日期', type: 'date', required: false, options: [], datePrecision: 'month', help: null, sort: 2 })];

let calls: ApiCall[];
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

function serve(codes = [210001, 380004]) {
  calls = mockApi(
    {
      'GET /api/resume-fields': () => FIELDS,
      'POST /api/resume-fields': ({ body }) => field({ id: 3, ...(body as object) }),
      'PATCH /api/resume-fields/1': ({ body }) => ({ ...FIELDS[0]!, ...(body as object) }),
      'PATCH /api/resume-fields/2': ({ body }) => ({ ...FIELDS[1]!, ...(body as object) }),
      'GET /api/resume-fields/1/usage': () => ({ resumeCount: 12, options: [{ key: 'o1', label: '中共党员', count: 5 }, { key: 'o2', label: '群众', count: 7 }] }),
      'DELETE /api/resume-fields/1': () => ({ resumeCount: 12 }),
      'POST /api/resume-fields/reorder': ({ body }) => (body as { ids: number[] }).ids.map((id) => FIELDS.find((f) => f.id === id)),
    },
    hrInfo(codes),
  );
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  // antd's confirm dialogs live outside the rendered tree and outlast it.
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('简历字段', { timeout: 30_000 }, () => {
  it('lists the custom fields with their type details next to the fixed sections', async () => {
    serve();
    renderPage(<ResumeFieldsPage title="简历字段" />);
    const table = await screen.findByRole('table', { name: '自定义字段' });
    await within(table).findByText('政治面貌');
    expect(within(table).getByText('必填')).toBeTruthy();
    expect(within(table).getByText('按档案填写')).toBeTruthy();
    expect(within(table).getByText(/2个选项/)).toBeTruthy();
    expect(within(table).getByText(/年-月/)).toBeTruthy();
    const system = screen.getByRole('complementary', { name: '系统字段' });
    expect(within(system).getByRole('region', { name: '基本信息' }).textContent).toContain('手机号');
    expect(screen.getByText(/共 2 个字段，2 个启用中/)).toBeTruthy();
  });

  it('adds a field of a chosen type with its options', async () => {
    serve();
    renderPage(<ResumeFieldsPage title="简历字段" />);
    await screen.findByText('政治面貌');
    fireEvent.click(screen.getAllByRole('button', { name: /新增字段/ })[0]!);
    const drawer = await screen.findByRole('dialog', { name: '新增字段' });
    fireEvent.change(within(drawer).getByLabelText('字段名称'), { target: { value: ' 外语能力 ' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '字段类型' }));
    fireEvent.click(await screen.findByTitle('多选'));
    fireEvent.change(await within(drawer).findByRole('textbox', { name: '选项1' }), { target: { value: '英语' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: '选项2' }), { target: { value: '日语' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /添加选项/ }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: '选项3' }), { target: { value: '英语' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findAllByText('选项「英语」重复了')).toHaveLength(2);
    fireEvent.change(within(drawer).getByRole('textbox', { name: '选项3' }), { target: { value: '德语' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent('POST', '/api/resume-fields')).toEqual([
        { name: '外语能力', type: 'multiChoice', required: false, enabled: true, options: [{ label: '英语' }, { label: '日语' }, { label: '德语' }] },
      ]),
    );
  });

  it('warns before removing options that resumes picked', async () => {
    serve();
    renderPage(<ResumeFieldsPage title="简历字段" />);
    await screen.findByText('政治面貌');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const drawer = await screen.findByRole('dialog', { name: '编辑字段 - 政治面貌' });
    expect(await within(drawer).findByText('7 份简历')).toBeTruthy();
    expect(within(drawer).getByRole('combobox', { name: '字段类型' }).closest('.ant-select-disabled')).not.toBeNull();
    fireEvent.change(within(drawer).getByRole('textbox', { name: '选项1' }), { target: { value: '中共党员（含预备）' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '删除选项2' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    // The dialog code loads with the first dialog.
    expect((await screen.findAllByText('删除选项「群众」？', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByText(/共有 7 份简历选择了这些选项/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '仍然保存' }));
    await waitFor(() => expect(sent('PATCH', '/api/resume-fields/1')).toEqual([expect.objectContaining({ name: '政治面貌', options: [{ key: 'o1', label: '中共党员（含预备）' }] })]));
  });

  it('disables, moves and deletes a field, naming how many resumes lose a value', async () => {
    serve();
    renderPage(<ResumeFieldsPage title="简历字段" />);
    await screen.findByText('政治面貌');
    fireEvent.click(screen.getByRole('switch', { name: '启用「可到岗日期」' }));
    await waitFor(() => expect(sent('PATCH', '/api/resume-fields/2')).toEqual([{ enabled: false }]));

    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    expect((await screen.findAllByText('删除字段「政治面貌」？', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByText(/已有 12 份简历填写了该字段.*建议改为停用/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/resume-fields/1')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: '下移「政治面貌」' }));
    await waitFor(() => expect(sent('POST', '/api/resume-fields/reorder')).toEqual([{ ids: [2, 1] }]));
  });

  it('is read-only without 380004', async () => {
    serve([210001]);
    renderPage(<ResumeFieldsPage title="简历字段" />);
    await screen.findByText('政治面貌');
    expect(screen.queryByRole('button', { name: /新增字段/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('switch', { name: '启用「政治面貌」' })).toHaveProperty('disabled', true);
  });
});
