import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../src/modules/company/tables';
import { addAccount, expectFailure, expectInvalid, expectInvalidShared, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Node = { id: number; name: string; parentId: number | null; sort: number; leaderId: number | null; leaderName: string | null; memberCount: number; children: Node[] };
type Option = { id: number; name: string; children: Option[] };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let root: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  root = okData<Node[]>(await api(a, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
});

const orgRow = async (id: number) => (await ctx.database.db.select().from(orgs).where(eq(orgs.id, id)))[0];
const create = async (name: string, parentId: number, extra: Record<string, unknown> = {}) =>
  okData<{ id: number; name: string; parentId: number; sort: number; leaderId: number | null }>(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name, parentId, ...extra } }));
const patch = (id: number, payload: Record<string, unknown>, session: Session = a) => api(session, { method: 'PATCH', url: `/api/company/orgs/${id}`, payload });
const find = (nodes: Node[], id: number): Node | undefined => nodes.reduce<Node | undefined>((hit, n) => hit ?? (n.id === id ? n : find(n.children, id)), undefined);

describe('GET /api/company/orgs and /options', () => {
  it('answers the tree with leader names and member counts, in sort order', async () => {
    const sales = await create('销售部', root, { sort: 2, leaderId: a.accountId });
    const market = await create('市场部', root, { sort: 1 });
    const east = await create('华东大区', sales.id);
    const tree = okData<Node[]>(await api(a, { method: 'GET', url: '/api/company/orgs' }));
    expect(tree.length).toBe(1);
    expect(tree[0]).toMatchObject({ id: root, name: '星河智能科技有限公司', parentId: null, memberCount: 1 });
    const children = tree[0]!.children.map((c) => c.id);
    expect(children.indexOf(market.id)).toBeLessThan(children.indexOf(sales.id));
    expect(find(tree, sales.id)).toMatchObject({ leaderId: a.accountId, leaderName: '周明远', memberCount: 0 });
    expect(find(tree, sales.id)!.children.map((c) => c.id)).toEqual([east.id]);
  });

  it('options answer the bare tree to any logged-in user of the company', async () => {
    const hr = await addAccount(ctx, a.companyId, 2);
    const options = okData<Option[]>(await api(hr, { method: 'GET', url: '/api/company/orgs/options' }));
    expect(Object.keys(options[0]!).sort()).toEqual(['children', 'id', 'name']);
    expect(options[0]!.id).toBe(root);
    const bOptions = okData<Option[]>(await api(b, { method: 'GET', url: '/api/company/orgs/options' }));
    expect(bOptions.map((o) => o.name)).toEqual(['远景数据服务有限公司']);
  });
});

describe('POST /api/company/orgs', () => {
  it('validates, and refuses a sibling with the same name', async () => {
    expect(expectInvalid(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '', parentId: root } }), 'name')).toBe('请输入部门名称');
    expect(expectInvalid(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '财务部' } }), 'parentId')).toBe('请选择上级部门');
    await create('财务部', root);
    expectFailure(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '财务部', parentId: root } }), 409, '20011');
  });

  it('accepts a form body', async () => {
    const res = await api(a, { method: 'POST', url: '/api/company/orgs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `name=${encodeURIComponent('法务部')}&parentId=${root}&sort=3` });
    expect(okData<{ sort: number; parentId: number }>(res)).toMatchObject({ sort: 3, parentId: root });
  });

  it("refuses another company's parent or leader with 404", async () => {
    const before = await ctx.database.db.select().from(orgs).where(eq(orgs.companyId, b.companyId));
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/orgs', payload: { name: '渗透部', parentId: root } }));
    const bRoot = before[0]!.id;
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/orgs', payload: { name: '渗透部', parentId: bRoot, leaderId: a.accountId } }));
    expect((await ctx.database.db.select().from(orgs).where(eq(orgs.companyId, b.companyId))).length).toBe(before.length);
  });
});

describe('PATCH /api/company/orgs/:id', () => {
  it('renames, moves, changes the leader and the sort', async () => {
    const product = await create('产品部', root);
    const design = await create('设计组', root);
    const leader = await addAccount(ctx, a.companyId, 3);
    const saved = okData<{ name: string; parentId: number; leaderId: number; sort: number }>(await patch(design.id, { name: '用户体验组', parentId: product.id, leaderId: leader.accountId, sort: 5 }));
    expect(saved).toMatchObject({ name: '用户体验组', parentId: product.id, leaderId: leader.accountId, sort: 5 });
    okData(await patch(design.id, { leaderId: null }));
    expect((await orgRow(design.id))!.leaderId).toBeNull();
    okData(await patch(root, { name: '星河智能' }));
    expect((await orgRow(root))!.name).toBe('星河智能');
  });

  it('refuses cycles, moving the root and duplicate sibling names', async () => {
    const top = await create('研发中心', root);
    const mid = await create('平台部', top.id);
    const leaf = await create('基础架构组', mid.id);
    expectFailure(await patch(top.id, { parentId: leaf.id }), 400, '20007');
    expectFailure(await patch(top.id, { parentId: top.id }), 400, '20007');
    expectFailure(await patch(root, { parentId: top.id }), 400, '20006');
    await create('数据组', mid.id);
    expectFailure(await patch(leaf.id, { name: '数据组' }), 409, '20011');
    expect(await orgRow(top.id)).toMatchObject({ parentId: root });
    expect(await orgRow(leaf.id)).toMatchObject({ name: '基础架构组' });
  });

  it('validates the body', async () => {
    const org = await create('客服部', root);
    expectInvalid(await patch(org.id, { name: '部'.repeat(31) }), 'name');
    expectInvalid(await patch(org.id, { sort: -1 }), 'sort');
    expectInvalidShared(await api(a, { method: 'PATCH', url: '/api/company/orgs/0', payload: {} }), 'id');
  });

  it("answers 404 for another company's department, parent or leader, changing nothing", async () => {
    const org = await create('采购部', root);
    const before = await orgRow(org.id);
    expectNotFound(await patch(org.id, { name: '被改名' }, b));
    const bRoot = (await ctx.database.db.select().from(orgs).where(eq(orgs.companyId, b.companyId)))[0]!.id;
    expectNotFound(await patch(org.id, { parentId: bRoot }));
    expectNotFound(await patch(org.id, { leaderId: b.accountId }));
    expect(await orgRow(org.id)).toEqual(before);
  });
});

describe('DELETE /api/company/orgs/:id', () => {
  it('deletes an empty department only', async () => {
    const parent = await create('运营部', root);
    const child = await create('内容组', parent.id);
    expectFailure(await api(a, { method: 'DELETE', url: `/api/company/orgs/${parent.id}` }), 409, '20004');
    const member = await addAccount(ctx, a.companyId, 2);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${member.accountId}`, payload: { orgId: child.id, status: 2 } }));
    expectFailure(await api(a, { method: 'DELETE', url: `/api/company/orgs/${child.id}` }), 409, '20005');
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${member.accountId}`, payload: { orgId: null } }));
    okData(await api(a, { method: 'DELETE', url: `/api/company/orgs/${child.id}` }));
    okData(await api(a, { method: 'DELETE', url: `/api/company/orgs/${parent.id}` }));
    expect(await orgRow(parent.id)).toBeUndefined();
    expectFailure(await api(a, { method: 'DELETE', url: `/api/company/orgs/${root}` }), 400, '20006');
  });

  it("answers 404 for another company's department", async () => {
    const org = await create('行政部', root);
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/company/orgs/${org.id}` }));
    expect(await orgRow(org.id)).toBeDefined();
  });
});
