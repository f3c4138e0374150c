// 简历筛选规则: rules listed with their conditions and action, switched on and off, filtered
// through the API, created with the schema's messages on the fields and the server's refusal on the name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterRule } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { FilterRulesPage } from './FilterRulesPage';

const conditions = { minDegree: null, unifiedOnly: false, notUpgraded: false, school985211: false, schools: [], minWorkYears: null, maxWorkYears: null, minAge: null, maxAge: null, includeKeywords: [], excludeKeywords: [] };
const rule = (over: Partial<FilterRule>): FilterRule => ({
  id: 1,
  name: '本科统招',
  enabled: true,
  scope: 'company',
  trigger: 'miss',
  action: 'eliminate',
  tagId: null,
  tagName: null,
  conditions: { ...conditions, minDegree: 3, unifiedOnly: true },
  jobCount: 0,
  firedCount: 4,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});
const RULES = [rule({}), rule({ id: 2, name: '985/211名校标记', trigger: 'match', action: 'flag', tagId: 9, tagName: '名校毕业', conditions: { ...conditions, school985211: true }, firedCount: 1 })];

let calls: ApiCall[];
const show = (codes = [340004, 340005]) => {
  calls = mockApi(
    {
      'GET /api/resume-filter-rules': () => ({ list: RULES, total: 2, page: 1, pageSize: 20 }),
      'PATCH /api/resume-filter-rules/1': () => ({ ...RULES[0], enabled: false }),
      'POST /api/resume-filter-rules': () => ({ status: 409, body: { status: '31301', message: '已有同名的筛选规则，请换一个名称' } }),
      'GET /api/resume-tags': () => [{ id: 9, name: '名校毕业', color: null, sort: 0, resumeCount: 1 }],
    },
    hrInfo(codes),
  );
  renderPage(<FilterRulesPage title="简历筛选规则" />);
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('简历筛选规则', { timeout: 20_000 }, () => {
  it('lists rules with their conditions and what they do, and switches one off', async () => {
    show();
    const table = within(await screen.findByRole('table', { name: '筛选规则' }));
    expect(await table.findByText('本科统招')).toBeTruthy();
    expect(table.getByText('学历本科及以上')).toBeTruthy();
    expect(table.getByText('统招')).toBeTruthy();
    expect(table.getByText('不符合任一条件时自动淘汰')).toBeTruthy();
    expect(table.getByText('符合全部条件时标记「名校毕业」')).toBeTruthy();
    fireEvent.click(table.getByRole('switch', { name: '停用本科统招' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false }));
  });

  it('asks the API for the chosen filters', async () => {
    show();
    await screen.findByText('本科统招');
    fireEvent.click(screen.getByText('已停用'));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.query.get('enabled') === 'false')).toBe(true));
  });

  it('checks a new rule with the schema, then shows the server’s refusal on the name', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /新建筛选规则/ }));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入规则名称')).toBeTruthy();
    expect(screen.getByText('请至少设置一个筛选条件')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '本科统招' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '统招' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已有同名的筛选规则，请换一个名称')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: '本科统招', action: 'eliminate', conditions: { unifiedOnly: true } });
  });

  it('offers no changes without 340004', async () => {
    show([340005]);
    await screen.findByText('本科统招');
    expect(screen.queryByRole('button', { name: /新建筛选规则/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
