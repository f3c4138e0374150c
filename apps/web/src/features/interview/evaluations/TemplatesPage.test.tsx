// 面试评价模板: the cards show each template's items; 编辑 opens the editor (loaded when first
// opened) and saves the changed template; a missing name is refused before any request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hrInfo, mockApi, renderPage } from '../../resume/test-utils';
import { TemplatesPage } from './TemplatesPage';

const template = {
  id: 4,
  name: '技术岗评价',
  isDefault: true,
  enabled: true,
  used: 2,
  updatedAt: '2026-03-01T02:00:00.000Z',
  items: [
    { key: 'q1', type: 'score', title: '专业能力', hint: '编码与设计', required: true, scale: 5 },
    { key: 'q2', type: 'recommendation', title: '推荐意见', hint: null, required: true, scale: null },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('面试评价模板', { timeout: 20_000 }, () => {
  it('shows a template and saves it from the editor', async () => {
    const calls = mockApi({ 'GET /api/evaluation-templates': () => [template], 'PUT /api/evaluation-templates/4': () => template }, hrInfo([330007]));
    renderPage(<TemplatesPage title="面试评价模板" />);
    expect(await screen.findByText('维度评分（5分制）')).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
    expect(screen.getByText(/已被2场面试或评价使用/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const name = (await screen.findByLabelText('模板名称', undefined, { timeout: 8000 })) as HTMLInputElement;
    expect(name.value).toBe('技术岗评价');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/模板名称/, { selector: '.ant-alert-title' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(name, { target: { value: '研发岗评价' } });
    fireEvent.change(within(screen.getByRole('group', { name: '第1个评价项' })).getByLabelText('说明'), { target: { value: '编码、设计与排障' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: '研发岗评价',
        isDefault: true,
        enabled: true,
        items: [
          { key: 'q1', type: 'score', title: '专业能力', hint: '编码、设计与排障', required: true, scale: 5 },
          { key: 'q2', type: 'recommendation', title: '推荐意见', required: true },
        ],
      }),
    );
  });
});
