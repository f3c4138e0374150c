// Who may do what with demands: 230006-230008 with their data scope (a submitter sees his own,
// holders of 230008 the company's), 招聘需求字段 with 380002, and another company's ids (404,
// nothing changed).
import { Perm, RoleType } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { customAccount } from '../resumes/fixtures';
import type { Session, TestContext } from '../helpers';
import { act, addAccount, addDepartment, createDemand, expectFailure, expectNotFound, getDemand, okData, setup, storedDemand, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hm: Session;
let otherHm: Session;
let hr: Session;
let org: number;
let mine: number;
let theirs: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  hm = await addAccount(ctx, a.companyId, 3);
  otherHm = await addAccount(ctx, a.companyId, 3);
  hr = await addAccount(ctx, a.companyId, 2);
  org = await addDepartment(api, a, '销售部');
  mine = await createDemand(api, hm, org, { name: '大客户销售经理' });
  theirs = await createDemand(api, otherHm, org, { name: '销售助理' });
});

const ids = async (who: Session, query = '') => okData<{ list: { id: number }[] }>(await api(who, { method: 'GET', url: `/api/demands${query}` })).list.map((d) => d.id).sort((x, y) => x - y);

describe('data scope', () => {
  it('shows a submitter his own demands and those he is 负责HR of', async () => {
    expect(await ids(hm)).toEqual([mine]);
    expectNotFound(await api(hm, { method: 'GET', url: `/api/demands/${theirs}` }));
    expectNotFound(await api(hm, { method: 'PATCH', url: `/api/demands/${theirs}`, payload: { headcount: 9 } }));
    expectNotFound(await act(api, hm, theirs, 'submit'));
    okData(await api(otherHm, { method: 'PATCH', url: `/api/demands/${theirs}`, payload: { ownerId: hm.accountId } }));
    expect(await ids(hm)).toEqual([mine, theirs].sort((x, y) => x - y));
    // 负责HR follows it but does not change what someone else raised.
    expectFailure(await api(hm, { method: 'PATCH', url: `/api/demands/${theirs}`, payload: { headcount: 9 } }), 403, '42004');
    expect((await storedDemand(ctx, theirs)).headcount).toBe(2);
  });

  it('shows holders of 230008 every demand of the company, filtered', async () => {
    expect(await ids(hr)).toEqual([mine, theirs].sort((x, y) => x - y));
    expect(await ids(hr, '?keyword=助理')).toEqual([theirs]);
    expect(await ids(hr, '?status=approved')).toEqual([]);
    expect(await ids(hr, `?orgId=${org}&status=draft`)).toHaveLength(2);
    expect(await ids(hr, '?mine=true')).toEqual([]);
    const page = okData<{ list: unknown[]; total: number; pageSize: number }>(await api(hr, { method: 'GET', url: '/api/demands?page=1&pageSize=1' }));
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    // HR may change and submit a demand raised by someone else.
    okData(await api(hr, { method: 'PATCH', url: `/api/demands/${mine}`, payload: { priority: 3 } }));
  });
});

describe('permissions', () => {
  it('refuses roles without the codes with 403', async () => {
    const viewer = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.DemandView]);
    expect(await ids(viewer)).toEqual([]);
    expectFailure(await api(viewer, { method: 'POST', url: '/api/demands', payload: { name: '文员', orgId: org, headcount: 1, reason: 1 } }), 403);
    expectFailure(await act(api, viewer, mine, 'close'), 403);
    const desk = await addAccount(ctx, a.companyId, 5);
    expectFailure(await api(desk, { method: 'GET', url: '/api/demands' }), 403);
    expectFailure(await api(desk, { method: 'GET', url: `/api/demands/${mine}` }), 403);
    expectFailure(await api(hm, { method: 'GET', url: '/api/demands/options' }), 403);
  });

  it('lets only 380002 change 招聘需求字段, while submitters read them', async () => {
    okData(await api(hm, { method: 'GET', url: '/api/demand-fields' }));
    expectFailure(await api(hm, { method: 'POST', url: '/api/demand-fields', payload: { name: '成本中心', type: 'text' } }), 403);
    const field = okData<{ id: number }>(await api(hr, { method: 'POST', url: '/api/demand-fields', payload: { name: '成本中心', type: 'shortText' } }));
    expectFailure(await api(hr, { method: 'POST', url: '/api/demand-fields', payload: { name: '需求部门', type: 'shortText' } }), 400);
    expect(okData<{ demandCount: number }>(await api(hr, { method: 'GET', url: `/api/demand-fields/${field.id}/usage` })).demandCount).toBe(0);
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/demand-fields/${field.id}`, payload: { name: '别人的' } }));
    okData(await api(hr, { method: 'DELETE', url: `/api/demand-fields/${field.id}` }));
  });
});

describe('hand-over', () => {
  it('gives the receiver the open demands the leaver raised or is 负责HR of, and leaves closed ones', async () => {
    const leaver = await addAccount(ctx, a.companyId, 3);
    const receiver = await addAccount(ctx, a.companyId, 3);
    const raised = await createDemand(api, leaver, org, { name: '渠道销售经理' });
    const owned = await createDemand(api, otherHm, org, { name: '销售运营', ownerId: leaver.accountId });
    const closed = await createDemand(api, leaver, org, { name: '电话销售' });
    okData(await act(api, leaver, closed, 'close'));
    const result = okData<{ items: { key: string; count: number }[] }>(
      await api(a, { method: 'POST', url: `/api/company/accounts/${leaver.accountId}/handover`, payload: { toAccountId: receiver.accountId } }),
    );
    expect(result.items.find((i) => i.key === 'demands')?.count).toBe(2);
    expect((await storedDemand(ctx, raised)).createdBy).toBe(receiver.accountId);
    expect(await storedDemand(ctx, owned)).toMatchObject({ createdBy: otherHm.accountId, ownerId: receiver.accountId });
    expect((await storedDemand(ctx, closed)).createdBy).toBe(leaver.accountId);
    expect(await ids(receiver)).toEqual([raised, owned].sort((x, y) => x - y));
  });
});

describe('another company', () => {
  it('answers 404 on every endpoint and changes nothing', async () => {
    const before = await storedDemand(ctx, mine);
    expectNotFound(await api(b, { method: 'GET', url: `/api/demands/${mine}` }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/demands/${mine}`, payload: { headcount: 7 } }));
    for (const action of ['submit', 'withdraw', 'close'] as const) expectNotFound(await act(api, b, mine, action));
    expect(await ids(b)).toEqual([]);
    expect(okData<{ id: number }[]>(await api(b, { method: 'GET', url: `/api/demands/options?ids=${mine}` }))).toEqual([]);
    const after = await storedDemand(ctx, mine);
    expect(after).toEqual(before);
    expect((await getDemand(api, hm, mine)).status).toBe('draft');
  });
});
