// The talent pool page: searching and filtering turn into the address and GET /api/resumes
// query strings; the words the server matched are marked on the cards.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, resumeRow, type ApiCall } from '../test-utils';
import { TalentPoolPage } from './TalentPoolPage';

let calls: ApiCall[];

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/resumes');
const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.query);

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/resumes': ({ query }) => ({
      list: query.get('keyword')
        ? [resumeRow({ highlights: ['北京大学', '前端'] })]
        : [resumeRow(), resumeRow({ id: 102, name: '王浩然', gender: 1, lastCompany: '阿里巴巴', lastSchool: '清华大学', school985: true, phoneFlag: 2 })],
      total: query.get('keyword') ? 1 : 2,
      totalCapped: false,
      page: Number(query.get('page') ?? 1),
      pageSize: 20,
    }),
    'GET /api/resume-tags': () => [{ id: 7, name: '高潜人才', color: '#e5484d', sort: 1, resumeCount: 3 }],
    'GET /api/basedata/hotlocations': () => [
      { code: '110100', name: '北京市' },
      { code: '310100', name: '上海市' },
    ],
    'GET /api/resumes/saved-searches': () => [],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('企业人才库', { timeout: 20_000 }, () => {
  it('asks for the first 20 resumes and shows them as cards', async () => {
    const router = renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    expect(await screen.findByRole('link', { name: '王浩然' })).toHaveProperty('href', expect.stringMatching(/\/resume\/detail\/102$/));
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByText('手机号格式有误')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('maps the keyword, filter chips and sort to the address and the API query', async () => {
    const router = renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await screen.findByRole('link', { name: '王浩然' });

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索简历' }), { target: { value: ' 北京大学 前端 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: '北京大学 前端', page: '1', pageSize: '20' }));

    fireEvent.click(within(screen.getByRole('group', { name: '学历' })).getByRole('button', { name: '本科及以上' }));
    fireEvent.click(within(screen.getByRole('group', { name: '城市' })).getByRole('button', { name: '北京' }));
    fireEvent.click(within(screen.getByRole('group', { name: '城市' })).getByRole('button', { name: '上海' }));
    fireEvent.click(within(screen.getByRole('group', { name: '工作年限' })).getByRole('button', { name: '3-5年' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ keyword: '北京大学 前端', city: '110100,310100', degree: '3', workYearsMin: '3', workYearsMax: '5', page: '1', pageSize: '20' }),
    );

    // The rows under 更多筛选.
    fireEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    fireEvent.click(within(screen.getByRole('group', { name: '性别' })).getByRole('button', { name: '女' }));
    fireEvent.click(within(screen.getByRole('group', { name: '标签' })).getByRole('button', { name: '高潜人才' }));
    fireEvent.click(within(screen.getByRole('group', { name: '院校' })).getByRole('button', { name: '985院校' }));
    fireEvent.click(screen.getByRole('radio', { name: '更新时间' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ gender: '0', tagIds: '7', school985: 'true', sort: 'updated', page: '1' }),
    );
    expect(router.state.location.search).toContain('degree=3');
    expect(router.state.location.search).toContain('sort=updated');

    // A chip of 已选条件 removes its filter.
    fireEvent.click(screen.getByRole('button', { name: '移除 学历：本科及以上' }));
    await waitFor(() => expect(lastQuery().degree).toBeUndefined());
  });

  it('opens on the search the address holds and marks the matched words', async () => {
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company?keyword=北京大学%20前端&page=2');
    const card = await screen.findByRole('article', { name: '李雨桐' });
    expect(lastQuery()).toEqual({ keyword: '北京大学 前端', page: '2', pageSize: '20' });
    expect([...card.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['前端', '北京大学', '前端']);
    expect(screen.getByText('1', { selector: 'strong' })).toBeTruthy();
  });

  it('shows a friendly empty state when nothing matches', async () => {
    mockApi({ 'GET /api/resumes': () => ({ list: [], total: 0, totalCapped: false, page: 1, pageSize: 20 }) });
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company?keyword=量子计算');
    expect(await screen.findByText('没有找到符合条件的简历')).toBeTruthy();
    expect(screen.getByText(/没有与「量子计算」相关的简历/)).toBeTruthy();
  });

  it('puts the chosen resumes into a job from the selection bar (加入职位 without 导出 too)', async () => {
    vi.unstubAllGlobals();
    calls = mockApi(
      {
        'GET /api/resumes': () => ({ list: [resumeRow(), resumeRow({ id: 102, name: '王浩然' })], total: 2, totalCapped: false, page: 1, pageSize: 20 }),
        'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 50 }),
      },
      hrInfo([210001, 210006]),
    );
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择王浩然' }));
    fireEvent.click(await screen.findByRole('button', { name: /加入职位（1）/ }));
    expect(await screen.findByRole('dialog', { name: '将「王浩然」加入职位' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });
});
