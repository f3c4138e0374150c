// 自动化: rules saved with the company's own ids only, listed in words, and the engine that
// runs them when a candidate is pushed to the hiring department.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { automationRuns } from '../../src/modules/automation/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { orgs } from '../../src/modules/company/tables';
import { resumeTags } from '../../src/modules/resumes/tables';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, pushed, world, type World } from '../screening/fixtures';

let w: World;
let stages: { id: number; name: string }[];
let tagId: number;
let otherTagId: number;
let otherStageId: number;
let orgId: number;

type Rule = { id: number; name: string; live: boolean; conditionsText: string; actionsText: string[]; enabled: boolean; runCount: number };
type Run = { ruleId: number; outcome: 'done' | 'failed'; detail: string; applicationId: number };

const send = { kind: 'send', templateType: 4, channels: ['email'], recipients: ['candidate'] };
const ruleBody = (over: Record<string, unknown> = {}) => ({ name: '推荐后通知候选人', trigger: 'pushToDepartment', actions: [send], ...over });

const createRule = async (over: Record<string, unknown> = {}) => okData<Rule>(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody(over) }));
const runsOf = (ruleId: number) => w.ctx.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, ruleId));
const disable = (id: number) => w.api(w.a, { method: 'POST', url: `/api/automation/rules/${id}/toggle`, payload: { enabled: false } });

beforeAll(async () => {
  w = await world();
  stages = okData<{ id: number; name: string }[]>(await w.api(w.a, { method: 'GET', url: `/api/jobs/${w.jobId}/stages` }));
  tagId = okData<{ id: number }>(await w.api(w.a, { method: 'POST', url: '/api/resume-tags', payload: { name: '自动推荐' } })).id;
  otherTagId = okData<{ id: number }>(await w.api(w.b, { method: 'POST', url: '/api/resume-tags', payload: { name: '外部标签' } })).id;
  const otherJob = (await w.ctx.database.db.select().from(applications).where(eq(applications.id, w.otherApplicationId)))[0]!;
  otherStageId = otherJob.stageId;
  orgId = (await w.ctx.database.db.select().from(orgs).where(eq(orgs.companyId, w.a.companyId)))[0]!.id;
});

describe('自动化规则', () => {
  it('creates, lists in words, edits, switches off and deletes a rule', async () => {
    const rule = await createRule({ conditions: { jobIds: [w.jobId], orgIds: [orgId], channelIds: [] }, actions: [send, { kind: 'tag', tagId }] });
    expect(rule).toMatchObject({ live: true, enabled: true, runCount: 0 });
    expect(rule.conditionsText).toContain('职位：Java开发工程师');
    expect(rule.actionsText).toEqual(['以邮件发送「通知候选人」给候选人', '添加标签「自动推荐」']);
    const list = okData<Rule[]>(await w.api(w.a, { method: 'GET', url: '/api/automation/rules' }));
    expect(list.map((r) => r.id)).toContain(rule.id);

    const edited = okData<Rule>(await w.api(w.a, { method: 'PUT', url: `/api/automation/rules/${rule.id}`, payload: ruleBody({ name: '发起笔试后提醒', trigger: 'startWrittenExam' }) }));
    expect(edited).toMatchObject({ name: '发起笔试后提醒', live: false, conditionsText: '全部候选人' });
    expect(okData<Rule>(await disable(rule.id)).enabled).toBe(false);
    okData(await w.api(w.a, { method: 'DELETE', url: `/api/automation/rules/${rule.id}` }));
    expectNotFound(await w.api(w.a, { method: 'PUT', url: `/api/automation/rules/${rule.id}`, payload: ruleBody() }));
  });

  it('refuses invalid bodies with the field', async () => {
    expectInvalid(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody({ name: '' }) }), 'name');
    expectInvalid(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody({ actions: [] }) }), 'actions');
    expectInvalid(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody({ actions: [{ ...send, recipients: [] }] }) }), 'actions.0.recipients');
    expectInvalid(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody({ conditions: { channelIds: [987654] } }) }), 'conditions.channelIds.0');
  });

  it('refuses another company’s jobs, departments, stages and tags (404) without saving', async () => {
    const before = okData<Rule[]>(await w.api(w.a, { method: 'GET', url: '/api/automation/rules' })).length;
    const otherOrg = (await w.ctx.database.db.select().from(orgs).where(eq(orgs.companyId, w.b.companyId)))[0]!.id;
    for (const payload of [
      ruleBody({ conditions: { orgIds: [otherOrg] } }),
      ruleBody({ conditions: { stageIds: [otherStageId] } }),
      ruleBody({ actions: [{ kind: 'move', stageId: otherStageId }] }),
      ruleBody({ actions: [{ kind: 'tag', tagId: otherTagId }] }),
    ]) {
      expectNotFound(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload }));
    }
    const [otherApp] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, w.otherApplicationId));
    expectNotFound(await w.api(w.a, { method: 'POST', url: '/api/automation/rules', payload: ruleBody({ conditions: { jobIds: [otherApp!.jobId] } }) }));
    expect(okData<Rule[]>(await w.api(w.a, { method: 'GET', url: '/api/automation/rules' }))).toHaveLength(before);

    // b cannot see, change or read the runs of a's rule.
    const rule = await createRule();
    expectNotFound(await w.api(w.b, { method: 'PUT', url: `/api/automation/rules/${rule.id}`, payload: ruleBody() }));
    expectNotFound(await w.api(w.b, { method: 'DELETE', url: `/api/automation/rules/${rule.id}` }));
    expectNotFound(await disable(rule.id).then(() => w.api(w.b, { method: 'POST', url: `/api/automation/rules/${rule.id}/toggle`, payload: { enabled: true } })));
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/automation/runs?ruleId=${rule.id}` }));
    expect(okData<Rule[]>(await w.api(w.b, { method: 'GET', url: '/api/automation/rules' }))).toEqual([]);
  });

  it('is for those holding 自动化 only (403)', async () => {
    expectFailure(await w.api(w.hr, { method: 'GET', url: '/api/automation/rules' }), 403);
    expectFailure(await w.api(w.hr, { method: 'POST', url: '/api/automation/rules', payload: ruleBody() }), 403);
    expectFailure(await w.api(w.hr, { method: 'GET', url: '/api/automation/runs' }), 403);
  });
});

describe('自动化引擎', () => {
  it('sends the template on a push, writes the outbox and logs the run', async () => {
    const rule = await createRule({ name: '推荐后发邮件', conditions: { jobIds: [w.jobId] }, actions: [send, { kind: 'tag', tagId }] });
    const appId = await apply(w, w.a, w.jobId, '张三');
    await pushed(w, w.hr, appId);
    const [run] = await runsOf(rule.id);
    expect(run).toMatchObject({ outcome: 'done', applicationId: appId, trigger: 'pushToDepartment' });
    expect(run!.detail).toBe('已向候选人张三发送邮件「通知候选人」；已为候选人张三添加标签「自动推荐」');
    const mail = await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '自动化：推荐后发邮件')));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', templateType: 4 });
    expect(mail[0]!.text).toContain('张三');
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(await w.ctx.database.db.select().from(resumeTags).where(and(eq(resumeTags.resumeId, app!.resumeId), eq(resumeTags.tagId, tagId)))).toHaveLength(1);
    const runs = okData<{ list: Run[]; total: number }>(await w.api(w.a, { method: 'GET', url: `/api/automation/runs?ruleId=${rule.id}` }));
    expect(runs.total).toBe(1);
    expect(runs.list[0]).toMatchObject({ ruleName: '推荐后发邮件', outcome: 'done' });
    await disable(rule.id);
  });

  it('logs a failing rule as failed, undoes only its own writes, and the push still succeeds', async () => {
    // The stage the candidate is already in: the move is refused, the tag before it undone.
    const current = stages[0]!;
    const rule = await createRule({ name: '移动失败', actions: [{ kind: 'tag', tagId }, { kind: 'move', stageId: current.id }] });
    const appId = await apply(w, w.a, w.jobId, '李四');
    const res = await pushed(w, w.hr, appId);
    expect(res.created).toHaveLength(1);
    const [run] = await runsOf(rule.id);
    expect(run!.outcome).toBe('failed');
    expect(run!.detail).toMatch(/^候选人李四：/);
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(await w.ctx.database.db.select().from(resumeTags).where(eq(resumeTags.resumeId, app!.resumeId))).toEqual([]);
    await disable(rule.id);
  });

  it('runs only rules whose conditions match, and only enabled ones', async () => {
    const otherJob = okData<{ id: number }>(await w.api(w.a, { method: 'POST', url: '/api/jobs', payload: { name: '前端开发工程师', userPersonAccountIds: [w.hm.accountId] } })).id;
    const forOther = await createRule({ name: '只对前端', conditions: { jobIds: [otherJob] } });
    const byStage = await createRule({ name: '只对某阶段', conditions: { stageIds: [stages[1]!.id] } });
    const off = await createRule({ name: '已停用', enabled: false });
    const appId = await apply(w, w.a, w.jobId, '王五');
    await pushed(w, w.hr, appId);
    expect(await runsOf(forOther.id)).toEqual([]);
    expect(await runsOf(byStage.id)).toEqual([]);
    expect(await runsOf(off.id)).toEqual([]);
    for (const r of [forOther, byStage]) await disable(r.id);
  });

  it('moves the candidate once: a rule’s move fires no rules', async () => {
    const target = stages[1]!;
    const mover = await createRule({ name: '推荐后移动', conditions: { stageIds: [stages[0]!.id] }, actions: [{ kind: 'move', stageId: target.id }] });
    const watcher = await createRule({ name: '到该阶段后', conditions: { stageIds: [target.id] }, actions: [{ kind: 'tag', tagId }] });
    const appId = await apply(w, w.a, w.jobId, '赵六');
    await pushed(w, w.hr, appId);
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(app!.stageId).toBe(target.id);
    const runs = await runsOf(mover.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.detail).toBe(`已将候选人赵六移动到「${target.name}」阶段`);
    // Conditions are judged on the candidate as the push found him, and the move triggered nothing.
    expect(await runsOf(watcher.id)).toEqual([]);
  });

  it('runs rules on 邮件通知候选人 when an elimination notifies the candidate, and not without the notice', async () => {
    const rule = await createRule({ name: '淘汰通知后打标签', trigger: 'emailCandidate', actions: [{ kind: 'tag', tagId }] });
    const silent = await apply(w, w.a, w.jobId, '钱七');
    const notified = await apply(w, w.a, w.jobId, '孙八');
    okData(await w.api(w.hr, { method: 'POST', url: `/api/applications/${silent}/eliminate`, payload: { reason: '经验不符', notify: false } }));
    expect(await runsOf(rule.id)).toEqual([]);
    okData(await w.api(w.hr, { method: 'POST', url: `/api/applications/${notified}/eliminate`, payload: { reason: '经验不符', notify: true } }));
    const runs = await runsOf(rule.id);
    expect(runs.map((r) => [r.applicationId, r.outcome, r.detail])).toEqual([[notified, 'done', '已为候选人孙八添加标签「自动推荐」']]);
  });
});
