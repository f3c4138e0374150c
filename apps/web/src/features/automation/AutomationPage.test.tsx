// 自动化: rules listed with their trigger (and the note for triggers not built yet), conditions
// and actions in words; the drawer checks a rule with the server's schema before sending it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutomationRule } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../resume/test-utils';
import { AutomationPage } from './AutomationPage';

const rule = (over: Partial<AutomationRule>): AutomationRule => ({
  id: 1,
  name: '推荐后通知候选人',
  trigger: 'pushToDepartment',
  live: true,
  conditions: { jobIds: [7], orgIds: [], stageIds: [], channelIds: [] },
  conditionsText: '职位：Java开发工程师',
  actions: [{ kind: 'send', templateType: 4, channels: ['email'], recipients: ['candidate'] }],
  actionsText: ['以邮件发送「通知候选人」给候选人'],
  enabled: true,
  runCount: 2,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});
const RULES = [rule({}), rule({ id: 2, name: 'Offer后打标签', trigger: 'sendOffer', live: false, conditionsText: '全部候选人', actionsText: ['添加标签「已发Offer」'] })];

let calls: ApiCall[];
const show = () => {
  calls = mockApi(
    {
      'GET /api/automation/rules': () => RULES,
      'PUT /api/automation/rules/1': (call) => ({ ...RULES[0], ...(call.body as object) }),
      'POST /api/automation/rules/1/toggle': () => ({ ...RULES[0], enabled: false }),
      'GET /api/jobs': () => ({ list: [{ id: 7, name: 'Java开发工程师' }], total: 1, page: 1, pageSize: 100 }),
      'GET /api/automation/runs': () => ({ list: [{ id: 5, ruleId: 1, ruleName: '推荐后通知候选人', trigger: 'pushToDepartment', applicationId: 9, outcome: 'failed', detail: '候选人张三：没有找到收件人', createdAt: '2026-11-21T02:00:00.000Z' }], total: 1, page: 1, pageSize: 20 }),
    },
    hrInfo([330011]),
  );
  renderPage(<AutomationPage title="自动化" />);
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('自动化', { timeout: 20_000 }, () => {
  it('lists rules in words, notes triggers not built yet and switches one off', async () => {
    show();
    const table = within(await screen.findByRole('table', { name: '自动化规则' }));
    expect(await table.findByText('推荐后通知候选人')).toBeTruthy();
    expect(table.getByText('职位：Java开发工程师')).toBeTruthy();
    expect(table.getByText('以邮件发送「通知候选人」给候选人')).toBeTruthy();
    expect(table.getByText('该触发条件对应的功能上线后生效')).toBeTruthy();
    fireEvent.click(table.getByRole('switch', { name: '停用推荐后通知候选人' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/toggle'))?.body).toEqual({ enabled: false }));
  });

  it('shows a rule’s runs with their outcome', async () => {
    show();
    await screen.findByText('推荐后通知候选人');
    fireEvent.click(screen.getAllByRole('button', { name: /执行记录/ })[1]!);
    expect(await screen.findByText('候选人张三：没有找到收件人')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/automation/runs' && c.query.get('ruleId') === '1')).toBe(true);
  });

  it('checks a new rule with the schema before sending anything', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /新建规则/ }));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入规则名称')).toBeTruthy();
    // Each shows as the select's placeholder and as the field's error.
    expect(screen.getAllByText('请选择触发条件')).toHaveLength(2);
    expect(screen.getAllByText('请选择消息模板')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/automation/rules')).toBe(false);
  });

  it('asks for channels and recipients of a send action, then saves the edited rule whole', async () => {
    show();
    await screen.findByText('推荐后通知候选人');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.click(drawer.getByRole('checkbox', { name: '邮件' }));
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('请至少选择一种发送方式')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(drawer.getByRole('checkbox', { name: '站内信' }));
    fireEvent.change(drawer.getByLabelText('规则名称'), { target: { value: '推荐后发站内信' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: '推荐后发站内信',
      trigger: 'pushToDepartment',
      enabled: true,
      conditions: { jobIds: [7], orgIds: [], stageIds: [], channelIds: [] },
      actions: [{ kind: 'send', templateType: 4, channels: ['app'], recipients: ['candidate'] }],
    }));
  });
});
