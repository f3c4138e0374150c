import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeFiles, resumeTags } from '../../src/modules/resumes/tables';
import { addAccount, createResume, expectFailure, mobile, okData, pushTo, recordsOf, search, setup, storedRow, type Setup } from './fixtures';

let s: Setup;
beforeAll(async () => {
  s = await setup();
});

type Detail = Record<string, unknown> & { id: number; workExperiences: { companyName: string }[]; educations: { graduationSchool: string }[]; tags: { id: number; name: string }[] };
type Page<T> = { list: T[]; total: number };
type Record_ = { action: string; operatorName: string; changes: { field: string; label: string; before: string | null; after: string | null }[]; note: string | null; resumeName: string };

const patch = (id: number, payload: Record<string, unknown>) => s.api(s.a, { method: 'PATCH', url: `/api/resumes/${id}`, payload });
const history = async (id: number) => okData<Page<Record_>>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}/records` })).list;

describe('PATCH /api/resumes/:id', () => {
  it('changes only the fields sent, recomputes derived facts and search, and records before/after', async () => {
    const { id } = await createResume(s.api, s.a);
    const detail = okData<Detail>(
      await patch(id, {
        expectPosition: '技术总监',
        intentionStatus: 2,
        workCity: '深圳',
        educations: [{ graduationSchool: '中山大学', degree: '博士', professional: '计算机科学与技术', eduTime: '2014.09-2018.06' }],
      }),
    );
    expect(detail).toMatchObject({ name: '陈思远', expectPosition: '技术总监', intentionStatus: 2, workCity: '深圳', topDegree: 5, school985: true, lastSchool: '中山大学' });
    expect(detail.workExperiences).toHaveLength(2);
    expect((await storedRow(s.ctx, id))?.workCityCode).toBe('440300');
    expect((await search(s.api, s.a, { keyword: '技术总监' })).list.map((r) => r.id)).toContain(id);
    expect((await search(s.api, s.a, { keyword: '浙江大学', sort: 'updated' })).list.map((r) => r.id)).not.toContain(id);
    const [last] = await history(id);
    expect(last).toMatchObject({ action: 'update', operatorName: '周明远' });
    expect(last!.changes).toEqual(
      expect.arrayContaining([
        { field: 'expectPosition', label: '期望职位', before: 'Java开发工程师', after: '技术总监' },
        { field: 'intentionStatus', label: '意向状态', before: null, after: '意向高' },
        { field: 'workCity', label: '现居城市', before: '杭州', after: '深圳' },
        expect.objectContaining({ field: 'educations', label: '教育经历', after: '2014.09-2018.06 中山大学 博士 计算机科学与技术' }),
      ]),
    );
  });

  it('writes no record when nothing changed', async () => {
    const { id } = await createResume(s.api, s.a);
    const before = (await recordsOf(s.ctx, id)).length;
    okData(await patch(id, { name: '陈思远', workCity: '杭州' }));
    expect((await recordsOf(s.ctx, id)).length).toBe(before);
  });

  it('refuses a name over 30 characters and clears a field with null', async () => {
    const { id } = await createResume(s.api, s.a);
    expect(expectFailure(await patch(id, { name: '李'.repeat(31) }), 400).message).toBe('姓名最多30个字符');
    expect((await storedRow(s.ctx, id))?.name).toBe('陈思远');
    expect(okData<Detail>(await patch(id, { hometownCity: null })).hometownCity).toBeNull();
  });

  it('links a resume to another when its phone changes to that one’s, and flags the phone', async () => {
    const first = await createResume(s.api, s.a);
    const second = await createResume(s.api, s.a);
    const firstPhone = (await storedRow(s.ctx, first.id))!.mobile;
    expect(okData<Detail>(await patch(second.id, { mobile: firstPhone })).duplicateOfId).toBe(first.id);
    expect(okData<Detail>(await patch(second.id, { mobile: '12345' })).phoneFlag).toBe(2);
    expect((await storedRow(s.ctx, second.id))?.duplicateOfId).toBeNull();
  });
});

describe('delete, recycle bin and restore', () => {
  it('moves a resume to the recycle bin with 210011 and brings it back with 210013', async () => {
    const { id } = await createResume(s.api, s.a);
    expect((await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${id}` })).statusCode).toBe(200);
    expect((await storedRow(s.ctx, id))?.deletedAt).not.toBeNull();
    expect((await search(s.api, s.a, {})).list.map((r) => r.id)).not.toContain(id);
    expect((await search(s.api, s.a, { recycled: true })).list.map((r) => r.id)).toContain(id);
    // Without 210013 a deleted resume is gone.
    const trainee = await addAccount(s.ctx, s.a.companyId, 10);
    expectFailure(await s.api(trainee, { method: 'GET', url: `/api/resumes/${id}` }), 404);
    expect(okData<Detail>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` })).deletedAt).not.toBeNull();
    expectFailure(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${id}` }), 404);
    okData(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/restore` }));
    expect((await storedRow(s.ctx, id))?.deletedAt).toBeNull();
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/restore` }), 400, '30003');
    expect((await history(id)).map((r) => r.action).slice(0, 2)).toEqual(['restore', 'delete']);
  });
});

describe('duplicates and merge', () => {
  it('lists the duplicates of a resume and merges one into the original without losing anything', async () => {
    const m = mobile();
    const original = await createResume(s.api, s.a, { mobile: m, wechatCode: null, hometownCity: null, projects: [], trainings: [] });
    const dup = await createResume(s.api, s.a, {
      mobile: m,
      wechatCode: 'wx_merge',
      hometownCity: '温州',
      expectPosition: '架构师',
      workExperiences: [
        { companyName: '杭州云栖网络科技有限公司', jobName: '高级Java工程师', workTime: '2018.03-至今' },
        { companyName: '温州瓯江软件有限公司', jobName: '实习生', workTime: '2013.07-2013.12' },
      ],
    });
    expect(dup).toMatchObject({ parseStatus: 5, duplicateOfId: original.id });
    const dups = okData<{ id: number }[]>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${original.id}/duplicates` }));
    expect(dups.map((d) => d.id)).toEqual([dup.id]);
    expect(okData<Detail>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${original.id}` })).duplicateCount).toBe(1);

    const [tag] = okData<{ id: number }[]>(await s.api(s.a, { method: 'GET', url: '/api/resume-tags' }));
    const tagId = tag?.id ?? okData<{ id: number }>(await s.api(s.a, { method: 'POST', url: '/api/resume-tags', payload: { name: '合并测试' } })).id;
    okData(await s.api(s.a, { method: 'POST', url: `/api/resumes/${dup.id}/tags`, payload: { tagIds: [tagId] } }));
    await s.ctx.database.db.insert(resumeFiles).values({ companyId: s.a.companyId, resumeId: dup.id, kind: 'original', fileName: '简历.pdf', mime: 'application/pdf', size: 1, sha256: 'b'.repeat(64), storageKey: 'bb/b' });
    const manager = await addAccount(s.ctx, s.a.companyId, 3);
    await pushTo(s.ctx, s.a.companyId, dup.id, manager.accountId);

    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${dup.id}/merge`, payload: { intoId: dup.id } }), 400, '30002');
    const merged = okData<Detail>(await s.api(s.a, { method: 'POST', url: `/api/resumes/${dup.id}/merge`, payload: { intoId: original.id } }));
    // The original keeps its values, takes the duplicate's where it had none, gains the missing entry.
    expect(merged).toMatchObject({ id: original.id, expectPosition: 'Java开发工程师', wechatCode: 'wx_merge', hometownCity: '温州', duplicateCount: 0 });
    expect(merged.workExperiences.map((w) => w.companyName)).toEqual(['杭州云栖网络科技有限公司', '宁波银河软件有限公司', '温州瓯江软件有限公司']);
    expect(merged.tags.map((t) => t.id)).toEqual([tagId]);
    expect((await s.ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, original.id))).map((f) => f.fileName)).toEqual(['简历.pdf']);
    expect(await s.ctx.database.db.select().from(resumeTags).where(eq(resumeTags.resumeId, dup.id))).toEqual([]);
    expect(await storedRow(s.ctx, dup.id)).toMatchObject({ mergedIntoId: original.id });
    expect((await storedRow(s.ctx, dup.id))?.deletedAt).not.toBeNull();
    // The manager the duplicate was pushed to now sees the original.
    expect((await search(s.api, manager, {})).list.map((r) => r.id)).toEqual([original.id]);
    // History moved with it, and both sides tell of the merge.
    const records = await history(original.id);
    expect(records[0]).toMatchObject({ action: 'merge', note: `合并了重复简历#${dup.id}（陈思远）` });
    expect(records.map((r) => r.action)).toEqual(expect.arrayContaining(['merge', 'tag', 'create']));
    expect((await recordsOf(s.ctx, dup.id)).map((r) => r.action)).toEqual(['mergedInto']);
    // A merged resume stays merged.
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${dup.id}/restore` }), 400, '30008');
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${dup.id}/merge`, payload: { intoId: original.id } }), 404);
  });
});

describe('tags', () => {
  it('keeps a tag catalogue and sets the tags of a resume, recording the change', async () => {
    const tag = okData<{ id: number; name: string; resumeCount: number }>(await s.api(s.a, { method: 'POST', url: '/api/resume-tags', payload: { name: '高潜人才', color: '#FF6600' } }));
    expectFailure(await s.api(s.a, { method: 'POST', url: '/api/resume-tags', payload: { name: '高潜人才' } }), 409, '30004');
    const renamed = okData<{ name: string }>(await s.api(s.a, { method: 'PATCH', url: `/api/resume-tags/${tag.id}`, payload: { name: '高潜' } }));
    expect(renamed.name).toBe('高潜');
    const { id } = await createResume(s.api, s.a);
    const tagged = okData<Detail>(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/tags`, payload: { tagIds: [tag.id] } }));
    expect(tagged.tags).toEqual([{ id: tag.id, name: '高潜', color: '#FF6600' }]);
    expect((await history(id))[0]).toMatchObject({ action: 'tag', changes: [{ field: 'tags', label: '标签', before: null, after: '高潜' }] });
    const catalogue = okData<{ id: number; resumeCount: number }[]>(await s.api(s.a, { method: 'GET', url: '/api/resume-tags' }));
    expect(catalogue.find((t) => t.id === tag.id)?.resumeCount).toBe(1);
    expectFailure(await s.api(s.b, { method: 'POST', url: `/api/resumes/${(await createResume(s.api, s.b)).id}/tags`, payload: { tagIds: [tag.id] } }), 404);
    expect((await s.api(s.a, { method: 'DELETE', url: `/api/resume-tags/${tag.id}` })).statusCode).toBe(200);
    expect(okData<Detail>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` })).tags).toEqual([]);
    expect((await history(id))[0]).toMatchObject({ action: 'tag', changes: [{ field: 'tags', before: '高潜', after: null }] });
  });
});

describe('hand over', () => {
  it('hands one resume to another active account (260001) and records it', async () => {
    const { id } = await createResume(s.api, s.a);
    const hr = await addAccount(s.ctx, s.a.companyId, 2);
    const detail = okData<Detail>(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/handover`, payload: { toAccountId: hr.accountId } }));
    expect(detail.ownerAccountId).toBe(hr.accountId);
    expect((await history(id))[0]).toMatchObject({ action: 'handOver', changes: [{ field: 'ownerAccountId', before: '周明远' }] });
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/handover`, payload: { toAccountId: hr.accountId } }), 400, '30006');
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${id}/handover`, payload: { toAccountId: s.b.accountId } }), 400, '30006');
  });

  it('moves a departing account’s resumes to the receiver in the account hand-over', async () => {
    const leaving = await addAccount(s.ctx, s.a.companyId, 2);
    const receiver = await addAccount(s.ctx, s.a.companyId, 2);
    const { id } = await createResume(s.api, s.a, { ownerAccountId: leaving.accountId });
    const result = okData<{ items: { key: string; count: number }[] }>(await s.api(s.a, { method: 'POST', url: `/api/company/accounts/${leaving.accountId}/handover`, payload: { toAccountId: receiver.accountId } }));
    expect(result.items).toContainEqual({ key: 'resumes', label: '负责的简历', count: 1 });
    expect((await storedRow(s.ctx, id))?.ownerAccountId).toBe(receiver.accountId);
    expect((await history(id))[0]).toMatchObject({ action: 'handOver', operatorName: '离职交接' });
  });
});

describe('company-wide records (/user/other/resumerecord)', () => {
  it('lists every resume record of the company, filtered by operator, action and date', async () => {
    const hr = await addAccount(s.ctx, s.a.companyId, 2);
    const { id } = await createResume(s.api, hr, { name: '记录测试' });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const mine = okData<Page<Record_>>(await s.api(s.a, { method: 'GET', url: `/api/resume-records?operatorId=${hr.accountId}&action=create&dateFrom=${today}&dateTo=${today}` }));
    expect(mine.list).toEqual([expect.objectContaining({ action: 'create', resumeName: '记录测试' })]);
    expect(mine.total).toBe(1);
    const all = okData<Page<Record_>>(await s.api(s.a, { method: 'GET', url: '/api/resume-records?pageSize=5' }));
    expect(all.total).toBeGreaterThan(5);
    expect(all.list).toHaveLength(5);
    expect(okData<Page<Record_>>(await s.api(s.b, { method: 'GET', url: '/api/resume-records' })).list.every((r) => r.resumeName !== '记录测试')).toBe(true);
    expect(id).toBeGreaterThan(0);
  });
});
