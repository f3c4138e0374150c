// Every way into a job is screened by the job's 简历筛选规则: a resume put in by hand (POST
// /api/applications) or transferred from another job is eliminated by an eliminate rule with the
// rule as reason, and tagged by a flag rule.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addTag } from '../jobs/fixtures';
import { apply, createJob, createResume, eventsOf, getApplication, okData, recordsOf, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;

const LICENCE_REASON = '筛选规则「须有驾照」自动淘汰：不包含关键词「驾照」中的任何一个';

beforeAll(async () => {
  ({ ctx, api, a } = await setup());
});

const rule = async (payload: Record<string, unknown>) => okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/resume-filter-rules', payload: { scope: 'job', ...payload } })).id;

describe('job filter rules on applications made by hand', () => {
  it('eliminates a manually added candidate with the rule as reason, logged as the rule', async () => {
    const licence = await rule({ name: '须有驾照', action: 'eliminate', conditions: { includeKeywords: ['驾照'] } });
    const driver = await createJob(api, a, { name: '货车司机', resumeFilterRulesIds: [licence] });
    const resumeId = (await createResume(api, a)).id;
    const id = await apply(api, a, resumeId, driver);
    expect(await getApplication(api, a, id)).toMatchObject({ outcome: 3, recruitmentState: 3, eliminateReason: LICENCE_REASON });
    expect((await eventsOf(ctx, id)).map((e) => [e.kind, e.actorName])).toEqual([['enter', expect.any(String)], ['eliminate', '简历筛选规则']]);
    const records = await recordsOf(ctx, resumeId);
    expect(records.some((r) => r.action === 'filterRule' && r.note?.includes('须有驾照'))).toBe(true);
    // Applying again answers the same (eliminated) application; nothing screened twice.
    expect(await apply(api, a, resumeId, driver)).toBe(id);
  });

  it('tags the resume by a flag rule and leaves the candidate in the process', async () => {
    const tag = await addTag(api, a, '名校候选人');
    const flag = await rule({ name: '985/211标记（职位）', action: 'flag', trigger: 'match', tagId: tag, conditions: { school985211: true } });
    const job = await createJob(api, a, { name: '管培生', resumeFilterRulesIds: [flag] });
    const resumeId = (await createResume(api, a)).id;
    const id = await apply(api, a, resumeId, job);
    expect((await getApplication(api, a, id)).outcome).toBeNull();
    const detail = okData<{ tags: { name: string }[] }>(await api(a, { method: 'GET', url: `/api/resumes/${resumeId}` }));
    expect(detail.tags.map((t) => t.name)).toContain('名校候选人');
  });

  it('screens a candidate transferred into a job with rules', async () => {
    const ruleId = await rule({ name: '配送须有驾照', action: 'eliminate', conditions: { includeKeywords: ['驾照'] } });
    const [from, to] = [await createJob(api, a, { name: '仓库管理员' }), await createJob(api, a, { name: '配送司机', resumeFilterRulesIds: [ruleId] })];
    const resumeId = (await createResume(api, a)).id;
    const id = await apply(api, a, resumeId, from);
    expect((await getApplication(api, a, id)).outcome).toBeNull();
    const moved = okData<{ id: number; outcome: number | null; eliminateReason: string | null; jobId: number }>(await api(a, { method: 'POST', url: `/api/applications/${id}/transfer`, payload: { jobId: to } }));
    expect(moved).toMatchObject({ jobId: to, outcome: 3, eliminateReason: LICENCE_REASON.replace('须有驾照', '配送须有驾照') });
  });
});
