// 邮件模板: the types grouped with 已自定义, a placeholder inserted at the cursor, the SMS count
// with 汉字 as 2, the type's own rules and the server's messages on their fields, 恢复默认.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMessageTemplates,
  isSystemTemplateType,
  messageTemplateTypeLabels,
  messageTemplateTypeOrder,
  placeholderLabels,
  placeholdersOfType,
  placeholderToken,
  type MessageTemplateDetail,
  type MessageTemplateSave,
  type MessageTemplateType,
} from '@bole/domain';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { TemplatesPage } from './TemplatesPage';

let calls: ApiCall[];
let toasts: string[];

function detail(type: MessageTemplateType, patch: Partial<MessageTemplateDetail> = {}): MessageTemplateDetail {
  return {
    type,
    name: messageTemplateTypeLabels[type],
    group: isSystemTemplateType(type) ? 'system' : 'candidate',
    customized: false,
    updatedAt: null,
    ...defaultMessageTemplates[type],
    placeholders: placeholdersOfType(type).map((id) => ({ id, label: placeholderLabels[id], token: placeholderToken(id) })),
    ...patch,
  };
}

const FOUR = { emailSubject: '感谢您应聘${jobName}', emailBody: '<p>${personName}您好：</p>', smsContent: '您好', appTitle: '应聘结果', appContent: '感谢关注' };

function serve(put: (call: ApiCall) => unknown = ({ body }) => detail(4, { ...(body as MessageTemplateSave), customized: true, updatedAt: '2026-11-28T01:00:00.000Z' })) {
  calls = mockApi(
    {
      'GET /api/message-templates': () => messageTemplateTypeOrder.map((type) => detail(type, type === 4 ? { ...FOUR, customized: true } : {})),
      'GET /api/message-templates/4': () => detail(4, { ...FOUR, customized: true, updatedAt: '2026-11-27T08:00:00.000Z' }),
      'PUT /api/message-templates/4': put,
      'DELETE /api/message-templates/4': () => detail(4),
    },
    adminInfo([350001]),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <TemplatesPage title="邮件模板" /> }], { initialEntries: ['/user/template/email?type=4'] });
  return renderWithApp(<RouterProvider router={router} />);
}

// By label: role queries walk antd's whole tree and are slow on a loaded machine.
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const tab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '.ant-tabs-tab-btn' }));

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('邮件模板', { timeout: 30_000 }, () => {
  it('lists the types in two groups, in display order, with 已自定义', async () => {
    serve();
    renderPage();
    const nav = await screen.findByRole('navigation', { name: '模板类型' });
    const candidate = within(within(nav).getByRole('region', { name: '候选人通知' })).getAllByRole('button');
    expect(candidate.map((b) => b.textContent)).toEqual(['候选人面试通知', '候选人Offer通知', '激活候选人', '通知候选人已自定义', '通知面试官', '候选人叫号面试通知', '候选人面试短信']);
    expect(within(nav).getByRole('region', { name: '系统通知' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '通知候选人已自定义' }).getAttribute('aria-current')).toBe('true');
  });

  it('inserts a placeholder at the cursor of the field last edited', async () => {
    serve();
    renderPage();
    const subject = await waitFor(() => field('邮件主题'));
    expect(subject.value).toBe('感谢您应聘${jobName}');
    fireEvent.focus(subject);
    subject.setSelectionRange(0, 0);
    fireEvent.click(screen.getByTitle('插入 ${personName}'));
    await waitFor(() => expect(field('邮件主题').value).toBe('${personName}感谢您应聘${jobName}'));

    // In another tab without a field focused there, the token goes to the tab's text.
    tab('站内信');
    fireEvent.click(screen.getByTitle('插入 ${jobName}'));
    await waitFor(() => expect(field('站内信内容').value).toBe('感谢关注${jobName}'));
  });

  it('counts the SMS with a Chinese character as 2', async () => {
    serve();
    renderPage();
    await waitFor(() => field('邮件主题'));
    tab('短信');
    expect(screen.getByText('已输入4字（汉字按2计）/500')).toBeTruthy();
    fireEvent.change(field('短信内容'), { target: { value: '您好ab，${personName}' } });
    await waitFor(() => expect(screen.getByText('已输入21字（汉字按2计）/500')).toBeTruthy());
  });

  it('refuses a token typed in Chinese before sending, with the token to use', async () => {
    serve();
    renderPage();
    await waitFor(() => field('邮件主题'));
    tab('站内信');
    fireEvent.change(field('站内信标题'), { target: { value: '${候选人姓名}的应聘结果' } });
    tab('邮件');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // The editor goes to the tab of the refused field.
    expect(await screen.findByText('站内信标题中「${候选人姓名}」不是可用的占位符，请使用「${personName}」', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '站内信' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s message on its field, and saves', async () => {
    const message = '短信内容最多500个字符（一个汉字算2个）';
    let refuse = true;
    serve(({ body }) =>
      refuse
        ? failure(400, { status: '40001', message, data: { fields: [{ field: 'smsContent', message }] } })
        : detail(4, { ...(body as MessageTemplateSave), customized: true, updatedAt: '2026-11-28T01:00:00.000Z' }),
    );
    renderPage();
    await waitFor(() => field('邮件主题'));
    fireEvent.change(field('邮件主题'), { target: { value: '${companyName}：感谢您应聘${jobName}' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '短信' }).getAttribute('aria-selected')).toBe('true');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toContain('success: 模板已保存'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ ...FOUR, emailSubject: '${companyName}：感谢您应聘${jobName}' });
  });

  it('restores the default after confirming', async () => {
    serve();
    renderPage();
    await waitFor(() => field('邮件主题'));
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await screen.findByText('恢复为默认模板？');
    // The confirm's own button, after the one that opened it.
    fireEvent.click(screen.getAllByRole('button', { name: '恢复默认' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/message-templates/4')).toBe(true));
    await waitFor(() => expect(field('邮件主题').value).toBe(defaultMessageTemplates[4].emailSubject));
    expect(toasts).toContain('success: 已恢复默认模板');
  });
});
