import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeFieldDefs } from '../../src/modules/resumes/fields.tables';
import { Perm } from '@bole/domain';
import { addAccount, createResume, customAccount, expectFailure, expectInvalid, okData, recordsOf, setup, storedRow, type Setup } from './fixtures';
import type { Session } from '../helpers';

type Field = { id: number; key: string; name: string; type: string; required: boolean; enabled: boolean; sort: number; options: { key: string; label: string }[]; datePrecision: string | null; dictionary: string | null };

let s: Setup;
beforeAll(async () => {
  s = await setup();
});

const url = '/api/resume-fields';
const list = async (session: Session = s.a) => okData<Field[]>(await s.api(session, { method: 'GET', url }));
const create = async (payload: Record<string, unknown>, session: Session = s.a) => okData<Field>(await s.api(session, { method: 'POST', url, payload }));
const patchResume = (id: number, customFields: Record<string, unknown>) => s.api(s.a, { method: 'PATCH', url: `/api/resumes/${id}`, payload: { customFields } });

describe('custom resume field catalogue', () => {
  it('adds fields of each kind in order, edits them and keeps type and key fixed', async () => {
    const politics = await create({ name: '政治面貌', type: 'singleChoice', options: [{ label: '中共党员' }, { label: '共青团员' }, { label: '群众' }], required: true, placeholder: '请选择' });
    expect(politics).toMatchObject({ name: '政治面貌', type: 'singleChoice', required: true, enabled: true, placeholder: '请选择', datePrecision: null });
    expect(politics.key).toMatch(/^f[0-9a-f]{8}$/);
    expect(politics.options.map((o) => o.label)).toEqual(['中共党员', '共青团员', '群众']);
    expect(new Set(politics.options.map((o) => o.key)).size).toBe(3);
    const arrival = await create({ name: '最快到岗日期', type: 'date', datePrecision: 'day', key: 'arrivalDate' });
    const degree = await create({ name: '第二学历', type: 'dictionary', dictionary: 'degrees', options: [{ label: '被忽略' }] });
    expect(degree.options).toEqual([]);
    expect(arrival).toMatchObject({ key: 'arrivalDate', datePrecision: 'day' });
    expect((await list()).map((f) => f.name)).toEqual(['政治面貌', '最快到岗日期', '第二学历']);

    const [party] = politics.options;
    const edited = okData<Field>(
      await s.api(s.a, {
        method: 'PATCH',
        url: `${url}/${politics.id}`,
        payload: { name: '政治身份', type: 'shortText', required: false, options: [{ key: party!.key, label: '中共党员（含预备）' }, ...politics.options.slice(1), { label: '民主党派' }] },
      }),
    );
    expect(edited).toMatchObject({ id: politics.id, name: '政治身份', type: 'singleChoice', key: politics.key, required: false });
    expect(edited.options[0]).toEqual({ key: party!.key, label: '中共党员（含预备）' });
    expect(edited.options.map((o) => o.label)).toEqual(['中共党员（含预备）', '共青团员', '群众', '民主党派']);
  });

  it('refuses bad definitions with Chinese messages', async () => {
    await create({ name: '英语水平', type: 'shortText' });
    expectFailure(await s.api(s.a, { method: 'POST', url, payload: { name: '英语水平', type: 'longText' } }), 409, '30020');
    expect(expectFailure(await s.api(s.a, { method: 'POST', url, payload: { name: '手机号', type: 'shortText' } }), 400, '30022').message).toBe('「手机号」是系统字段，请换一个名称');
    await create({ name: '口语', type: 'shortText', key: 'spoken' });
    expectFailure(await s.api(s.a, { method: 'POST', url, payload: { name: '口语2', type: 'shortText', key: 'spoken' } }), 409, '30021');
    expect(expectInvalid(await s.api(s.a, { method: 'POST', url, payload: { name: '语言', type: 'multiChoice', options: [] } }), 'options')).toBe('请至少添加1个选项');
    expect(expectInvalid(await s.api(s.a, { method: 'POST', url, payload: { name: '', type: 'shortText' } }), 'name')).toBe('请输入字段名称');
    expectInvalid(await s.api(s.a, { method: 'POST', url, payload: { name: '到岗', type: 'date' } }), 'datePrecision');
    const text = await create({ name: '特长', type: 'shortText' });
    expectFailure(await s.api(s.a, { method: 'PATCH', url: `${url}/${text.id}`, payload: { options: [{ label: '唱歌' }] } }), 400, '30024');
    const choice = await create({ name: '婚育状况', type: 'singleChoice', options: [{ label: '未婚' }, { label: '已婚' }] });
    expectFailure(await s.api(s.a, { method: 'PATCH', url: `${url}/${choice.id}`, payload: { options: [{ key: 'zzzz', label: '离异' }] } }), 400, '30030');
    expect(expectFailure(await s.api(s.a, { method: 'PATCH', url: `${url}/${choice.id}`, payload: { options: [] } }), 400).message).toBe('请至少保留1个选项');
  });

  it('reorders with the whole list only', async () => {
    const fields = await list();
    const reversed = fields.map((f) => f.id).reverse();
    const after = okData<Field[]>(await s.api(s.a, { method: 'POST', url: `${url}/reorder`, payload: { ids: reversed } }));
    expect(after.map((f) => f.id)).toEqual(reversed);
    expectFailure(await s.api(s.a, { method: 'POST', url: `${url}/reorder`, payload: { ids: reversed.slice(1) } }), 400, '30025');
    expectFailure(await s.api(s.a, { method: 'POST', url: `${url}/reorder`, payload: { ids: [...reversed.slice(1), reversed[1]] } }), 400, '30025');
  });

  it('deleting a field clears its values from resumes, with a record naming the field', async () => {
    const hobby = await create({ name: '兴趣爱好', type: 'longText' });
    const { id } = await createResume(s.api, s.a, { customFields: { [hobby.key]: '羽毛球、摄影' } });
    const { id: other } = await createResume(s.api, s.a);
    expect(okData(await s.api(s.a, { method: 'GET', url: `${url}/${hobby.id}/usage` }))).toEqual({ resumeCount: 1, options: [] });
    expect(okData(await s.api(s.a, { method: 'DELETE', url: `${url}/${hobby.id}` }))).toEqual({ resumeCount: 1 });
    expect((await storedRow(s.ctx, id))?.customFields).toEqual({});
    const [record] = (await recordsOf(s.ctx, id)).filter((r) => r.action === 'update');
    expect(record).toMatchObject({ note: '简历字段「兴趣爱好」已删除，简历上的该字段值一并清除', changes: [{ field: `customFields.${hobby.key}`, label: '兴趣爱好', before: '羽毛球、摄影', after: null }] });
    expect((await recordsOf(s.ctx, other)).map((r) => r.action)).toEqual(['create']);
    expect((await list()).some((f) => f.id === hobby.id)).toBe(false);
  });

  it('removing options clears them from resumes and counts their use first', async () => {
    const langs = await create({ name: '外语', type: 'multiChoice', options: [{ label: '英语' }, { label: '日语' }, { label: '德语' }] });
    const shift = await create({ name: '可接受班次', type: 'singleChoice', options: [{ label: '白班' }, { label: '夜班' }] });
    const [en, ja, de] = langs.options;
    const { id } = await createResume(s.api, s.a, { customFields: { [langs.key]: ['英语', '日语'], [shift.key]: '夜班' } });
    const { id: second } = await createResume(s.api, s.a, { customFields: { [langs.key]: ['日语'] } });
    const usage = okData<{ resumeCount: number; options: { label: string; count: number }[] }>(await s.api(s.a, { method: 'GET', url: `${url}/${langs.id}/usage` }));
    expect(usage).toEqual({ resumeCount: 2, options: [{ key: en!.key, label: '英语', count: 1 }, { key: ja!.key, label: '日语', count: 2 }, { key: de!.key, label: '德语', count: 0 }] });

    okData(await s.api(s.a, { method: 'PATCH', url: `${url}/${langs.id}`, payload: { options: [en, de] } }));
    expect((await storedRow(s.ctx, id))?.customFields[langs.key]).toEqual([en!.key]);
    expect((await storedRow(s.ctx, second))?.customFields).not.toHaveProperty(langs.key);
    const [record] = (await recordsOf(s.ctx, id)).filter((r) => r.action === 'update');
    expect(record?.changes).toEqual([{ field: `customFields.${langs.key}`, label: '外语', before: '英语、日语', after: '英语' }]);

    const night = shift.options[1]!;
    okData(await s.api(s.a, { method: 'PATCH', url: `${url}/${shift.id}`, payload: { options: [shift.options[0]] } }));
    expect((await storedRow(s.ctx, id))?.customFields).not.toHaveProperty(shift.key);
    expect(night.key).not.toBe(shift.options[0]!.key);
    // A value naming the removed option is refused now.
    expectFailure(await patchResume(id, { [shift.key]: '夜班' }), 400, '30028');
  });
});

describe('access to the field catalogue', () => {
  it('lets roles that view resumes read, and only 380004 change', async () => {
    const trainee = await addAccount(s.ctx, s.a.companyId, 10);
    const field = await create({ name: '紧急联系人', type: 'shortText' });
    expect((await list(trainee)).map((f) => f.id)).toContain(field.id);
    expectFailure(await s.api(trainee, { method: 'POST', url, payload: { name: '籍贯省份', type: 'shortText' } }), 403);
    expectFailure(await s.api(trainee, { method: 'PATCH', url: `${url}/${field.id}`, payload: { name: '改名' } }), 403);
    expectFailure(await s.api(trainee, { method: 'DELETE', url: `${url}/${field.id}` }), 403);
    expectFailure(await s.api(trainee, { method: 'POST', url: `${url}/reorder`, payload: { ids: [field.id] } }), 403);
    expectFailure(await s.api(trainee, { method: 'GET', url: `${url}/${field.id}/usage` }), 403);
    const jobsOnly = await customAccount(s.ctx, s.a.companyId, 2, [Perm.JobView]);
    expectFailure(await s.api(jobsOnly, { method: 'GET', url }), 403);
    expect((await list()).find((f) => f.id === field.id)?.name).toBe('紧急联系人');
  });

  it('answers 404 for another company’s fields and changes nothing', async () => {
    const field = await create({ name: '身高', type: 'shortText' });
    expect((await list(s.b)).map((f) => f.id)).not.toContain(field.id);
    expectFailure(await s.api(s.b, { method: 'PATCH', url: `${url}/${field.id}`, payload: { name: '体重' } }), 404);
    expectFailure(await s.api(s.b, { method: 'DELETE', url: `${url}/${field.id}` }), 404);
    expectFailure(await s.api(s.b, { method: 'GET', url: `${url}/${field.id}/usage` }), 404);
    await create({ name: '身高', type: 'shortText' }, s.b);
    const own = (await list(s.b)).map((f) => f.id);
    expectFailure(await s.api(s.b, { method: 'POST', url: `${url}/reorder`, payload: { ids: [field.id, ...own] } }), 404);
    const [row] = await s.ctx.database.db.select().from(resumeFieldDefs).where(eq(resumeFieldDefs.id, field.id));
    expect(row).toMatchObject({ name: '身高', companyId: s.a.companyId });
  });

  it('answers 401 without a session', async () => {
    expectFailure(await s.api(null, { method: 'GET', url }), 401, '999');
    expectFailure(await s.api(null, { method: 'POST', url, payload: { name: '身高', type: 'shortText' } }), 401);
  });
});
