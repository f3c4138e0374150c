import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import { resumeFiles } from '../../src/modules/resumes/tables';
import { addAccount, counts, createResume, expectFailure, okData, recordsOf, resumeBody, setup, storedRow, type Setup } from './fixtures';

type Field = { id: number; key: string; options: { key: string; label: string }[] };
type Failure = { status: string; message: string; data: { fields: { field: string; message: string }[] } };

let s: Setup;
const f: Record<string, Field> = {};

beforeAll(async () => {
  s = await setup();
  const add = async (name: string, body: Record<string, unknown>) => {
    f[name] = okData<Field>(await s.api(s.a, { method: 'POST', url: '/api/resume-fields', payload: { name, ...body } }));
  };
  await add('政治面貌', { type: 'singleChoice', options: [{ label: '中共党员' }, { label: '群众' }], required: true });
  await add('外语', { type: 'multiChoice', options: [{ label: '英语' }, { label: '日语' }] });
  await add('自我评价', { type: 'longText' });
  await add('有无驾照', { type: 'yesNo' });
  await add('可到岗日期', { type: 'date', datePrecision: 'month' });
  await add('家庭住址', { type: 'address' });
  await add('服役时间', { type: 'period' });
  await add('第二学历', { type: 'dictionary', dictionary: 'degrees' });
  await add('推荐同事', { type: 'teamMember' });
  await add('作品集', { type: 'attachment' });
  await add('旧字段', { type: 'shortText', enabled: false });
});

const post = (customFields: Record<string, unknown>) => s.api(s.a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ customFields }) });
const patch = (id: number, body: Record<string, unknown>) => s.api(s.a, { method: 'PATCH', url: `/api/resumes/${id}`, payload: body });
const refused = (res: Awaited<ReturnType<typeof post>>, status: string) => expectFailure(res, 400, status) as Failure;

describe('custom field values on POST /api/resumes', () => {
  it('stores plain resumes without custom fields, required ones included', async () => {
    const { id } = await createResume(s.api, s.a);
    expect((await storedRow(s.ctx, id))?.customFields).toEqual({});
  });

  it('stores values of every type normalised: option keys, codes, the city name from the list', async () => {
    const { id } = okData<{ id: number }>(
      await post({
        [f.政治面貌!.key]: '中共党员',
        [f.外语!.key]: ['日语', f.外语!.options[0]!.key],
        [f.自我评价!.key]: '  认真负责\n善于沟通  ',
        [f.有无驾照!.key]: '是',
        [f.可到岗日期!.key]: '2026-12',
        [f.家庭住址!.key]: { cityCode: '330100', cityName: '杭州', detail: '西湖区文三路90号' },
        [f.服役时间!.key]: '2012.9-2014.9',
        [f.第二学历!.key]: '4',
        [f.推荐同事!.key]: [s.a.accountId],
        [f.作品集!.key]: [],
      }),
    );
    expect((await storedRow(s.ctx, id))?.customFields).toEqual({
      [f.政治面貌!.key]: f.政治面貌!.options[0]!.key,
      [f.外语!.key]: f.外语!.options.map((o) => o.key),
      [f.自我评价!.key]: '认真负责\n善于沟通',
      [f.有无驾照!.key]: true,
      [f.可到岗日期!.key]: '2026-12',
      [f.家庭住址!.key]: { cityCode: '330100', cityName: '杭州市', detail: '西湖区文三路90号' },
      [f.服役时间!.key]: '2012.09-2014.09',
      [f.第二学历!.key]: '4',
      [f.推荐同事!.key]: [s.a.accountId],
    });
    const detail = okData<{ customFields: Record<string, unknown> }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` }));
    expect(detail.customFields[f.有无驾照!.key]).toBe(true);
  });

  it('refuses unknown and disabled keys and wrong values, naming the field, and stores nothing', async () => {
    const before = await counts(s.ctx);
    expect(refused(await post({ nickname: '小陈' }), '30026').message).toBe('简历字段「nickname」不存在，请刷新页面后重试');
    expect(refused(await post({ [f.旧字段!.key]: '值' }), '30027').message).toBe('简历字段「旧字段」已停用，不能填写');
    const bad = refused(await post({ [f.可到岗日期!.key]: '2026-12-01' }), '30028');
    expect(bad.message).toBe('可到岗日期：日期格式应为YYYY-MM');
    expect(bad.data.fields).toEqual([{ field: `customFields.${f.可到岗日期!.key}`, message: '日期格式应为YYYY-MM' }]);
    expect(refused(await post({ [f.第二学历!.key]: '本科生' }), '30028').message).toBe('第二学历：请选择「学历」中的一项');
    expect(refused(await post({ [f.政治面貌!.key]: '无党派' }), '30028').message).toBe('政治面貌：「无党派」不是可选的选项');
    expect(refused(await post({ [f.作品集!.key]: [1] }), '30028').message).toBe('「作品集」请在保存简历后上传附件');
    expect(refused(await post({ [f.推荐同事!.key]: [s.b.accountId] }), '30028').message).toBe('推荐同事：所选同事不存在或已停用');
    expect(refused(await post({ [f.家庭住址!.key]: { cityCode: '000000' } }), '30028').message).toBe('家庭住址：请选择列表中的省份/城市');
    expect(await counts(s.ctx)).toEqual(before);
  });
});

describe('custom field values on PATCH /api/resumes/:id', () => {
  it('merges the keys sent, clears empty ones, enforces required fields and records each change by name', async () => {
    const colleague = await addAccount(s.ctx, s.a.companyId, 2);
    const { id } = okData<{ id: number }>(await post({ [f.政治面貌!.key]: '群众', [f.自我评价!.key]: '踏实' }));
    // Without customFields nothing about them is checked.
    okData(await patch(id, { expectPosition: '测试经理' }));
    const detail = okData<{ customFields: Record<string, unknown> }>(await patch(id, { customFields: { [f.政治面貌!.key]: '中共党员', [f.自我评价!.key]: null, [f.推荐同事!.key]: [colleague.accountId] } }));
    expect(detail.customFields).toEqual({ [f.政治面貌!.key]: f.政治面貌!.options[0]!.key, [f.推荐同事!.key]: [colleague.accountId] });
    const [last] = (await recordsOf(s.ctx, id)).filter((r) => r.action === 'update').slice(-1);
    expect(last!.changes).toEqual(
      expect.arrayContaining([
        { field: `customFields.${f.政治面貌!.key}`, label: '政治面貌', before: '群众', after: '中共党员' },
        { field: `customFields.${f.自我评价!.key}`, label: '自我评价', before: '踏实', after: null },
        { field: `customFields.${f.推荐同事!.key}`, label: '推荐同事', before: null, after: expect.any(String) },
      ]),
    );
    expect(last!.changes).toHaveLength(3);

    const missing = refused(await patch(id, { customFields: { [f.政治面貌!.key]: null } }), '30029');
    expect(missing.message).toBe('请填写「政治面貌」');
    // Sending the same values again changes nothing and writes no record.
    const count = (await recordsOf(s.ctx, id)).length;
    okData(await patch(id, { customFields: { [f.政治面貌!.key]: '中共党员' } }));
    expect((await recordsOf(s.ctx, id)).length).toBe(count);
  });

  it('takes only the resume’s own files and active colleagues, and keeps disabled fields’ values', async () => {
    const { id } = await createResume(s.api, s.a, { customFields: { [f.政治面貌!.key]: '群众' } });
    const { id: other } = await createResume(s.api, s.a);
    const file = (resumeId: number, n: string) => ({ companyId: s.a.companyId, resumeId, kind: 'original' as const, fileName: `作品${n}.pdf`, mime: 'application/pdf', size: 10, sha256: n.repeat(64).slice(0, 64), storageKey: `x/${n}` });
    const [own] = await s.ctx.database.db.insert(resumeFiles).values(file(id, 'c')).returning();
    const [foreign] = await s.ctx.database.db.insert(resumeFiles).values(file(other, 'd')).returning();
    expect(refused(await patch(id, { customFields: { [f.作品集!.key]: [foreign!.id] } }), '30028').message).toBe('作品集：所选附件不属于这份简历');
    okData(await patch(id, { customFields: { [f.作品集!.key]: [own!.id] } }));
    const [record] = (await recordsOf(s.ctx, id)).filter((r) => r.action === 'update').slice(-1);
    expect(record!.changes).toEqual([{ field: `customFields.${f.作品集!.key}`, label: '作品集', before: null, after: '作品c.pdf' }]);
    // Deleting the file takes it out of the field too.
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${id}/files/${own!.id}` }));
    expect((await storedRow(s.ctx, id))?.customFields).not.toHaveProperty(f.作品集!.key);

    const leaver = await addAccount(s.ctx, s.a.companyId, 2);
    await s.ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, leaver.accountId));
    expect(refused(await patch(id, { customFields: { [f.推荐同事!.key]: [leaver.accountId] } }), '30028').message).toBe('推荐同事：所选同事不存在或已停用');

    // A field disabled later keeps what resumes hold; edits of other fields leave it alone.
    const hobby = okData<Field>(await s.api(s.a, { method: 'POST', url: '/api/resume-fields', payload: { name: '特长', type: 'shortText' } }));
    okData(await patch(id, { customFields: { [hobby.key]: '书法' } }));
    okData(await s.api(s.a, { method: 'PATCH', url: `/api/resume-fields/${hobby.id}`, payload: { enabled: false } }));
    okData(await patch(id, { customFields: { [f.有无驾照!.key]: false, [hobby.key]: null } }));
    expect((await storedRow(s.ctx, id))?.customFields).toMatchObject({ [hobby.key]: '书法', [f.有无驾照!.key]: false });
    expect(refused(await patch(id, { customFields: { [hobby.key]: '篆刻' } }), '30027').message).toBe('简历字段「特长」已停用，不能填写');
  });

  it('cannot reach another company’s fields', async () => {
    const { id } = okData<{ id: number }>(await s.api(s.b, { method: 'POST', url: '/api/resumes', payload: resumeBody() }));
    expect(refused(await s.api(s.b, { method: 'PATCH', url: `/api/resumes/${id}`, payload: { customFields: { [f.自我评价!.key]: '越权' } } }), '30026').message).toContain(f.自我评价!.key);
    expect((await storedRow(s.ctx, id))?.customFields).toEqual({});
  });
});
