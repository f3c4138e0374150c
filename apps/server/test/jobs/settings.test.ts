// 职位类别, 职级 and 职位字段: the settings pages' endpoints.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addAccount, addJobLevel, addJobType, createJob, expectFailure, expectInvalid, getJob, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await setup());
});

type Node = { id: number; name: string; parentId: number | null; sort: number; jobCount: number; children: Node[] };
const tree = async (session: Session = a) => okData<Node[]>(await api(session, { method: 'GET', url: '/api/job-types' }));
type Level = { id: number; name: string; description: string | null; sort: number; jobCount: number };
const levels = async () => okData<Level[]>(await api(a, { method: 'GET', url: '/api/job-levels' }));

describe('职位类别', () => {
  it('keeps a two-level tree in order, with job counts', async () => {
    const tech = await addJobType(api, a, '技术');
    const product = await addJobType(api, a, '产品');
    const backend = await addJobType(api, a, '后端开发', tech);
    const frontend = await addJobType(api, a, '前端开发', tech);
    await createJob(api, a, { name: 'Go开发工程师', categoryId: tech, jobClassifyId: backend });
    const nodes = await tree();
    expect(nodes.map((n) => n.name)).toEqual(['技术', '产品']);
    expect(nodes[0]).toMatchObject({ jobCount: 1, children: [{ id: backend, name: '后端开发', jobCount: 1 }, { id: frontend, jobCount: 0 }] });

    expect(okData<Node[]>(await api(a, { method: 'POST', url: '/api/job-types/reorder', payload: { ids: [product, tech] } })).map((n) => n.name)).toEqual(['产品', '技术']);
    okData(await api(a, { method: 'POST', url: '/api/job-types/reorder', payload: { parentId: tech, ids: [frontend, backend] } }));
    expect((await tree())[1]!.children.map((c) => c.name)).toEqual(['前端开发', '后端开发']);
    expectFailure(await api(a, { method: 'POST', url: '/api/job-types/reorder', payload: { ids: [tech] } }), 400, '40025');

    okData(await api(a, { method: 'PATCH', url: `/api/job-types/${backend}`, payload: { name: '服务端开发' } }));
    expect((await tree())[1]!.children[1]!.name).toBe('服务端开发');
  });

  it('refuses a third level, same names among siblings, and deleting what is in use', async () => {
    const ops = await addJobType(api, a, '运营');
    const content = await addJobType(api, a, '内容运营', ops);
    expectFailure(await api(a, { method: 'POST', url: '/api/job-types', payload: { name: '新媒体', parentId: content } }), 400, '40021');
    expectFailure(await api(a, { method: 'POST', url: '/api/job-types', payload: { name: '运营' } }), 409, '40020');
    expectFailure(await api(a, { method: 'POST', url: '/api/job-types', payload: { name: '内容运营', parentId: ops } }), 409, '40020');
    // The same name under another category is fine.
    const sales = await addJobType(api, a, '销售');
    await addJobType(api, a, '内容运营', sales);
    expect(expectInvalid(await api(a, { method: 'POST', url: '/api/job-types', payload: { name: '  ' } }), 'name')).toBe('请输入名称');

    expectFailure(await api(a, { method: 'DELETE', url: `/api/job-types/${ops}` }), 409, '40022');
    const job = await createJob(api, a, { name: '内容编辑', jobClassifyId: content });
    expect(expectFailure(await api(a, { method: 'DELETE', url: `/api/job-types/${content}` }), 409, '40023').message).toBe('还有1个职位属于该类别，请先修改这些职位的类别');
    okData(await api(a, { method: 'PATCH', url: `/api/jobs/${job}`, payload: { categoryId: null, jobClassifyId: null } }));
    okData(await api(a, { method: 'DELETE', url: `/api/job-types/${content}` }));
    okData(await api(a, { method: 'DELETE', url: `/api/job-types/${ops}` }));
    expect((await tree()).map((n) => n.name)).not.toContain('运营');
  });

  it('lets a deleted job go of its category', async () => {
    const legal = await addJobType(api, a, '法务');
    const job = await createJob(api, a, { name: '法务专员', categoryId: legal });
    okData(await api(a, { method: 'DELETE', url: `/api/jobs/${job}` }));
    okData(await api(a, { method: 'DELETE', url: `/api/job-types/${legal}` }));
  });
});

describe('职级', () => {
  it('adds, edits, orders and deletes levels; one in use stays', async () => {
    const p5 = await addJobLevel(api, a, 'P5');
    const p6 = okData<Level>(await api(a, { method: 'POST', url: '/api/job-levels', payload: { name: 'P6', description: '高级工程师' } }));
    expect(p6).toMatchObject({ name: 'P6', description: '高级工程师', jobCount: 0 });
    expectFailure(await api(a, { method: 'POST', url: '/api/job-levels', payload: { name: 'P5' } }), 409, '40030');
    expect(expectInvalid(await api(a, { method: 'POST', url: '/api/job-levels', payload: { name: '级'.repeat(21) } }), 'name')).toBe('职级名称最多20个字符');
    expect(okData<Level>(await api(a, { method: 'PATCH', url: `/api/job-levels/${p5}`, payload: { description: '工程师' } }))).toMatchObject({ name: 'P5', description: '工程师' });
    expect(okData<Level[]>(await api(a, { method: 'POST', url: '/api/job-levels/reorder', payload: { ids: [p6.id, p5] } })).map((l) => l.name)).toEqual(['P6', 'P5']);
    expectFailure(await api(a, { method: 'POST', url: '/api/job-levels/reorder', payload: { ids: [p5, p5] } }), 400, '40033');

    const job = await createJob(api, a, { name: '测试开发工程师', jobRankIds: [p5, p6.id] });
    expect((await levels()).find((l) => l.id === p5)?.jobCount).toBe(1);
    expect(expectFailure(await api(a, { method: 'DELETE', url: `/api/job-levels/${p5}` }), 409, '40031').message).toBe('还有1个职位使用该职级，请先修改这些职位的职级');
    okData(await api(a, { method: 'DELETE', url: `/api/jobs/${job}` }));
    okData(await api(a, { method: 'DELETE', url: `/api/job-levels/${p5}` }));
    expect((await levels()).map((l) => l.name)).toEqual(['P6']);
  });

  it('is readable by whoever works on jobs, changed only with 330003', async () => {
    const manager = await addAccount(ctx, a.companyId, 3);
    expect((await okData<Level[]>(await api(manager, { method: 'GET', url: '/api/job-levels' }))).length).toBeGreaterThan(0);
    expectFailure(await api(manager, { method: 'PATCH', url: `/api/job-levels/${(await levels())[0]!.id}`, payload: { name: '改名' } }), 403, '40300');
  });
});

describe('职位字段', () => {
  it('adds fields on the shared custom-field machinery, with job names taken and no attachments', async () => {
    const field = okData<{ id: number; key: string; options: { key: string; label: string }[] }>(
      await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '外派国家', type: 'multiChoice', options: [{ label: '新加坡' }, { label: '马来西亚' }, { label: '泰国' }] } }),
    );
    expect(expectFailure(await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '招聘负责人', type: 'shortText' } }), 400, '30022').message).toBe('「招聘负责人」是系统字段，请换一个名称');
    expect(expectFailure(await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '外派国家', type: 'shortText' } }), 409, '30020').message).toBe('已有同名的职位字段');
    expectInvalid(await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '职位附件', type: 'attachment' } }), 'type');

    const [sg, my] = field.options;
    const id = await createJob(api, a, { name: '海外销售经理', customFields: { [field.key]: ['新加坡', '马来西亚'] } });
    expect((await getJob(api, a, id)).customFields).toEqual({ [field.key]: [sg!.key, my!.key] });
    expect(okData(await api(a, { method: 'GET', url: `/api/job-fields/${field.id}/usage` }))).toEqual({ jobCount: 1, options: [{ ...sg, count: 1 }, { ...my, count: 1 }, { ...field.options[2], count: 0 }] });

    // Taking out an option clears it from the jobs that picked it.
    okData(await api(a, { method: 'PATCH', url: `/api/job-fields/${field.id}`, payload: { options: [sg, field.options[2]] } }));
    expect((await getJob(api, a, id)).customFields).toEqual({ [field.key]: [sg!.key] });
    expect(okData(await api(a, { method: 'DELETE', url: `/api/job-fields/${field.id}` }))).toEqual({ jobCount: 1 });
    expect((await getJob(api, a, id)).customFields).toEqual({});
  });
});
