// Offer模板: the cards (default first, no 删除 on it), the editor loaded when opened with the
// picker of the spec's placeholders 1-29 inserting at the cursor, a token the letter cannot hold
// refused before any request, the server's message on its field, 复制 and 设为默认; a user
// without 330008 only reads and previews.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFER_LETTER_TEMPLATE, templatePlaceholders, type OfferLetterTemplate } from '@bole/domain';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { TemplatesPage } from './TemplatesPage';

let calls: ApiCall[];
let toasts: string[];

const STANDARD: OfferLetterTemplate = { id: 5, name: '标准录用通知书', content: DEFAULT_OFFER_LETTER_TEMPLATE.content, isDefault: true, updatedAt: '2026-11-27T08:00:00.000Z' };
const CAMPUS: OfferLetterTemplate = { id: 6, name: '校招录用通知', content: '<p>${personName}同学：</p><p>欢迎加入。</p>', isDefault: false, updatedAt: '2026-11-28T01:00:00.000Z' };

function serve(codes = [330008], post: (call: ApiCall) => unknown = ({ body }) => ({ ...CAMPUS, ...(body as object), id: 7 })) {
  calls = mockApi(
    {
      'GET /api/offer-letter-templates': () => [STANDARD, CAMPUS],
      'POST /api/offer-letter-templates': post,
      'PUT /api/offer-letter-templates/6': ({ body }) => ({ ...CAMPUS, ...(body as object) }),
      'POST /api/offer-letter-templates/5/copy': () => ({ ...STANDARD, id: 8, name: '标准录用通知书-副本', isDefault: false }),
    },
    adminInfo(codes),
  );
}

const card = (name: string) => screen.findByRole('region', { name });
const openEditor = async () => (await screen.findByLabelText('Offer函内容', undefined, { timeout: 8000 })) as HTMLTextAreaElement;

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('Offer模板', { timeout: 30_000 }, () => {
  it('lists the templates, the default first and kept from 删除, each with 预览', async () => {
    serve();
    renderWithApp(<TemplatesPage title="Offer模板" />);
    const standard = await card('标准录用通知书');
    expect(within(standard).getByText('默认')).toBeTruthy();
    expect(within(standard).getByText(/尊敬的\$\{personName\}：/)).toBeTruthy();
    expect(within(standard).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(standard).queryByRole('button', { name: '设为默认' })).toBeNull();
    expect(within(standard).getByRole('link', { name: '预览' }).getAttribute('href')).toBe('/recruit/preview/offeremail?templateId=5');
    const campus = await card('校招录用通知');
    expect(within(campus).getByRole('button', { name: '删除' })).toBeTruthy();

    fireEvent.click(within(campus).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: '校招录用通知', content: CAMPUS.content, isDefault: true }));
    fireEvent.click(within(standard).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toasts).toContain('success: 已复制为“标准录用通知书-副本”'));
  });

  it('offers the 29 placeholders and inserts one at the cursor, refuses unknown tokens before sending, and saves', async () => {
    serve();
    renderWithApp(<TemplatesPage title="Offer模板" />);
    fireEvent.click(await screen.findByRole('button', { name: /新建模板/ }));
    const content = await openEditor();
    const picker = screen.getByRole('region', { name: '插入占位符' });
    const buttons = within(picker).getAllByRole('button');
    expect(buttons).toHaveLength(29);
    expect(buttons.map((b) => b.getAttribute('title'))).toEqual(templatePlaceholders.map((p) => `插入 ${p.token}`));
    expect(within(picker).getByRole('button', { name: '插入转正薪资' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: '社招录用通知' } });
    fireEvent.change(content, { target: { value: '<p>尊敬的：</p>' } });
    fireEvent.focus(content);
    content.setSelectionRange(6, 6);
    fireEvent.click(within(picker).getByRole('button', { name: '插入候选人姓名' }));
    await waitFor(() => expect((screen.getByLabelText('Offer函内容') as HTMLTextAreaElement).value).toBe('<p>尊敬的${personName}：</p>'));

    fireEvent.change(screen.getByLabelText('Offer函内容'), { target: { value: '<p>${salary}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Offer函内容中「${salary}」不是可用的占位符', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Offer函内容'), { target: { value: '<p>尊敬的${personName}：</p><p>入职日期${entryDate}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toContain('success: Offer模板已保存'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: '社招录用通知', content: '<p>尊敬的${personName}：</p><p>入职日期${entryDate}</p>', isDefault: false });
  });

  it('shows a taken name on the name field', async () => {
    serve([330008], () => failure(409, { status: '50590', message: 'Offer模板名称已存在' }));
    renderWithApp(<TemplatesPage title="Offer模板" />);
    fireEvent.click(await screen.findByRole('button', { name: /新建模板/ }));
    const content = await openEditor();
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: '校招录用通知' } });
    fireEvent.change(content, { target: { value: '<p>${personName}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Offer模板名称已存在', undefined, { timeout: 5000 })).toBeTruthy();
    expect(toasts).not.toContain('success: Offer模板已保存');
  });

  it('lets a user without Offer模板 only read and preview', async () => {
    serve([220009]);
    renderWithApp(<TemplatesPage title="Offer模板" />);
    const standard = await card('标准录用通知书');
    expect(within(standard).getByRole('link', { name: '预览' })).toBeTruthy();
    await screen.findByRole('region', { name: '校招录用通知' });
    for (const name of ['编辑', '复制', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建模板/ })).toBeNull();
  });
});
