import { SystemRoleCode, type ApplicationEvaluations, type EvaluationTemplate, type InterviewEvaluations } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { automationRuns } from '../../src/modules/automation/tables';
import { accounts } from '../../src/modules/company/tables';
import { sendDailyEvaluationReminders } from '../../src/modules/interviews/evaluation-reminders';
import { evaluationTemplates, interviewInterviewers, interviews } from '../../src/modules/interviews/tables';
import { messagingOf } from '../../src/modules/messaging/send';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { addAccount, type Session } from '../helpers';
import { apply, eventCount, expectFailure, expectInvalid, expectNotFound, okData, recordCount, world, type World } from '../screening/fixtures';

// Interviews are written straight into the tables (as arranging leaves them): this file checks
// evaluation templates, the interviewers' evaluations with the blind rule, the result, 催评价
// and the daily reminder, and the job list's interview flags, for each role that may and may not.

let w: World;
let hr2: Session;
let desk: Session;
const HOUR = 3_600_000;

type Plan = { applicationId: number; startsAt?: Date; interviewers: number[]; cancelled?: boolean; templateId?: number };

async function interview(session: Session, p: Plan): Promise<number> {
  const { db } = w.ctx.database;
  const [app] = await db.select().from(applications).where(eq(applications.id, p.applicationId));
  const startsAt = p.startsAt ?? new Date(Date.now() - 2 * HOUR);
  const [row] = await db
    .insert(interviews)
    .values({
      companyId: session.companyId,
      applicationId: app!.id,
      resumeId: app!.resumeId,
      jobId: app!.jobId,
      round: 1,
      startsAt,
      durationMinutes: 60,
      endsAt: new Date(startsAt.getTime() + HOUR),
      form: 1,
      leadId: p.interviewers[0]!,
      uid: `${randomUUID()}@bole.test`,
      evaluationTemplateId: p.templateId ?? null,
      cancelledAt: p.cancelled ? new Date() : null,
      createdBy: session.accountId,
    })
    .returning({ id: interviews.id });
  await db.insert(interviewInterviewers).values(p.interviewers.map((accountId, i) => ({ companyId: session.companyId, interviewId: row!.id, accountId, isLead: i === 0 })));
  return row!.id;
}

const full = { skill: 4, communication: 5, logic: 3, attitude: 4, recommendation: 2, summary: '基础扎实，沟通顺畅' };
const view = async (who: Session, id: number) => okData<InterviewEvaluations>(await w.api(who, { method: 'GET', url: `/api/interviews/${id}/evaluations` }));
const submit = (who: Session, id: number, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: `/api/interviews/${id}/evaluations`, payload });
const setResult = (who: Session, id: number, result: unknown) => w.api(who, { method: 'POST', url: `/api/interviews/${id}/result`, payload: { result } });
const templates = async (who: Session) => okData<EvaluationTemplate[]>(await w.api(who, { method: 'GET', url: '/api/evaluation-templates' }));

beforeAll(async () => {
  w = await world();
  [hr2, desk] = await Promise.all([addAccount(w.ctx, w.a.companyId, SystemRoleCode.Hr), addAccount(w.ctx, w.a.companyId, SystemRoleCode.FrontDesk)]);
});

describe('面试评价模板', () => {
  it('gives every company 通用面试评价 as its default from registration', async () => {
    const [row] = await w.ctx.database.db.select().from(evaluationTemplates).where(eq(evaluationTemplates.companyId, w.b.companyId));
    expect(row).toMatchObject({ name: '通用面试评价', isDefault: true, enabled: true });
    const list = await templates(w.hr);
    expect(list.map((t) => [t.name, t.isDefault])).toEqual([['通用面试评价', true]]);
    expect(list[0]!.items.map((i) => i.title)).toEqual(['专业能力', '沟通表达', '逻辑思维', '职业素养', '推荐意见', '综合评语']);
  });

  it('creates, makes default, refuses a taken name and keeps the default and used templates', async () => {
    const body = {
      name: '技术面试评价',
      items: [
        { key: 'coding', type: 'score', title: '编码能力', required: true, scale: 10 },
        { key: 'design', type: 'score', title: '系统设计', scale: 5 },
        { key: 'rec', type: 'recommendation', title: '是否推荐', required: true },
        { key: 'note', type: 'text', title: '评语' },
      ],
    };
    const created = okData<EvaluationTemplate>(await w.api(w.hr, { method: 'POST', url: '/api/evaluation-templates', payload: body }));
    expect(created).toMatchObject({ name: '技术面试评价', isDefault: false, enabled: true, used: 0 });
    expectFailure(await w.api(w.hr, { method: 'POST', url: '/api/evaluation-templates', payload: body }), 409, '50460');
    expectInvalid(await w.api(w.hr, { method: 'POST', url: '/api/evaluation-templates', payload: { ...body, name: '空模板', items: [] } }), 'items');
    expectInvalid(await w.api(w.hr, { method: 'POST', url: '/api/evaluation-templates', payload: { ...body, name: '缺档数', items: [{ key: 'a', type: 'score', title: '能力' }] } }), 'items.0.scale');

    const first = (await templates(w.hr)).find((t) => t.isDefault)!;
    okData(await w.api(w.hr, { method: 'PUT', url: `/api/evaluation-templates/${created.id}`, payload: { ...body, isDefault: true } }));
    expect((await templates(w.hr)).map((t) => [t.name, t.isDefault])).toEqual([
      ['技术面试评价', true],
      ['通用面试评价', false],
    ]);
    // The default can be neither switched off nor deleted; another must become default first.
    expectFailure(await w.api(w.hr, { method: 'PUT', url: `/api/evaluation-templates/${created.id}`, payload: { ...body, isDefault: false } }), 409, '50462');
    expectFailure(await w.api(w.hr, { method: 'DELETE', url: `/api/evaluation-templates/${created.id}` }), 409, '50462');
    okData(await w.api(w.hr, { method: 'PUT', url: `/api/evaluation-templates/${first.id}`, payload: { name: first.name, items: first.items, isDefault: true } }));

    // A template an interview uses stays (it can be disabled); an unused one is deleted.
    const appId = await apply(w, w.a, w.jobId, '模板甲');
    await interview(w.a, { applicationId: appId, interviewers: [w.hm.accountId], templateId: created.id });
    expectFailure(await w.api(w.hr, { method: 'DELETE', url: `/api/evaluation-templates/${created.id}` }), 409, '50461');
    const spare = okData<EvaluationTemplate>(await w.api(w.hr, { method: 'POST', url: '/api/evaluation-templates', payload: { ...body, name: '备用模板' } }));
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/evaluation-templates/${spare.id}` }));
  });

  it('is for administrators and HR; another company’s templates are 404', async () => {
    const [mine] = await templates(w.hr);
    expectFailure(await w.api(w.hm, { method: 'POST', url: '/api/evaluation-templates', payload: { name: '经理模板', items: [{ key: 'a', type: 'text', title: '评语' }] } }), 403, '40300');
    expectFailure(await w.api(w.hm, { method: 'GET', url: '/api/evaluation-templates' }), 403);
    expectNotFound(await w.api(w.b, { method: 'PUT', url: `/api/evaluation-templates/${mine!.id}`, payload: { name: '改名', items: mine!.items } }));
    expectNotFound(await w.api(w.b, { method: 'DELETE', url: `/api/evaluation-templates/${mine!.id}` }));
    expect((await templates(w.b)).map((t) => t.name)).toEqual(['通用面试评价']);
  });
});

describe('面试评价', () => {
  let id: number;
  let appId: number;
  beforeAll(async () => {
    appId = await apply(w, w.a, w.jobId, '评价乙');
    // hr leads, hm interviews too.
    id = await interview(w.a, { applicationId: appId, interviewers: [w.hr.accountId, w.hm.accountId] });
  });

  it('checks answers against the template and names what is wrong', async () => {
    const before = await view(w.hm, id);
    expect(before).toMatchObject({ candidateName: '评价乙', jobName: 'Java开发工程师', roundName: '初试', canEvaluate: true, canSetResult: false, mine: null, othersHidden: true });
    expect(before.template?.name).toBe('通用面试评价');
    const bad = expectFailure(await submit(w.hm, id, { answers: { ...full, skill: 7, summary: '' } }), 400, '50465') as { message: string; data: { fields: { field: string }[] } };
    expect(bad.message).toBe('“专业能力”的评分应为1到5的整数；请填写“综合评语”');
    expect(bad.data.fields.map((f) => f.field)).toEqual(['answers.skill', 'answers.summary']);
    expectInvalid(await submit(w.hm, id, { answers: 'good' }), 'answers');
  });

  it('hides the others’ scores from an interviewer until he has submitted his own', async () => {
    // A draft is his alone: nobody else sees it, and nothing required is checked.
    const draft = okData<InterviewEvaluations>(await submit(w.hm, id, { answers: { skill: 3 }, draft: true }));
    expect(draft.mine).toMatchObject({ submitted: false, answers: { skill: 3 } });
    expect((await view(hr2, id)).evaluations).toEqual([]);

    const done = okData<InterviewEvaluations>(await submit(w.hm, id, { answers: [...Object.entries(full)].map(([key, value]) => ({ key, value })) }));
    expect(done.mine).toMatchObject({ submitted: true, recommendation: 2, scorePercent: 80, comment: '基础扎实，沟通顺畅' });
    expect(done.othersHidden).toBe(false);
    expectFailure(await submit(w.hm, id, { answers: full, draft: true }), 409, '50466');

    // hr is an interviewer too: although HR may read evaluations, he sees hm's only after submitting.
    const lead = await view(w.hr, id);
    expect(lead).toMatchObject({ othersHidden: true, evaluations: [], canSetResult: true, canRemind: true });
    expect(lead.interviewers).toEqual([
      { id: w.hr.accountId, name: expect.any(String), isLead: true, submitted: false },
      { id: w.hm.accountId, name: expect.any(String), isLead: false, submitted: true },
    ]);
    okData(await submit(w.hr, id, { answers: { ...full, skill: 5, recommendation: 1, summary: '推荐进入复试' } }));
    const both = await view(w.hr, id);
    expect(both.evaluations.map((e) => [e.accountId, e.recommendation, e.isLead])).toEqual([
      [w.hm.accountId, 2, false],
      [w.hr.accountId, 1, true],
    ]);
    // HR who is not an interviewer sees every submitted one; so does the trainee with 查看面试评价.
    expect((await view(hr2, id)).evaluations).toHaveLength(2);
    expect((await view(w.trainee, id)).evaluations).toHaveLength(2);
    expect(await eventCount(w.ctx, appId, 'interviewEvaluation')).toBe(2);
    expect(await recordCount(w.ctx, 'interviewEvaluation')).toBeGreaterThanOrEqual(2);
  });

  it('lets only the interviewers write, and nobody outside see', async () => {
    expectFailure(await submit(hr2, id, { answers: full }), 403, '50464');
    expectNotFound(await w.api(w.hm2, { method: 'GET', url: `/api/interviews/${id}/evaluations` }));
    expectFailure(await w.api(desk, { method: 'GET', url: `/api/interviews/${id}/evaluations` }), 403);
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/interviews/${id}/evaluations` }));
    expectNotFound(await submit(w.b, id, { answers: full }));
    expectFailure(await w.api(null, { method: 'GET', url: `/api/interviews/${id}/evaluations` }), 401);
    const cancelled = await interview(w.a, { applicationId: appId, interviewers: [w.hm.accountId], cancelled: true });
    expectFailure(await submit(w.hm, cancelled, { answers: full }), 409, '50480');
  });

  it('shows a candidate’s interviews side by side for HR', async () => {
    const all = okData<ApplicationEvaluations>(await w.api(hr2, { method: 'GET', url: `/api/applications/${appId}/interview-evaluations` }));
    const held = all.interviews.find((i) => i.interviewId === id)!;
    expect(held.evaluations.map((e) => e.scorePercent)).toEqual([80, 85]);
    // hm2 interviews none of them and is no hiring manager of the job.
    expectNotFound(await w.api(w.hm2, { method: 'GET', url: `/api/applications/${appId}/interview-evaluations` }));
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/applications/${appId}/interview-evaluations` }));
    // The print view asks by resume: every application's interviews.
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, appId));
    const byResume = okData<ApplicationEvaluations>(await w.api(hr2, { method: 'GET', url: `/api/resumes/${app!.resumeId}/interview-evaluations` }));
    expect(byResume.interviews.map((i) => i.interviewId)).toEqual(all.interviews.map((i) => i.interviewId));
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/resumes/${app!.resumeId}/interview-evaluations` }));
    expectFailure(await w.api(desk, { method: 'GET', url: `/api/resumes/${app!.resumeId}/interview-evaluations` }), 403);
  });
});

describe('面试结果', () => {
  it('is set by the lead or HR with 修改/取消面试, 0 to 9', async () => {
    const appId = await apply(w, w.a, w.jobId, '结果丙');
    const id = await interview(w.a, { applicationId: appId, interviewers: [w.hm.accountId, w.hm2.accountId] });
    expectFailure(await setResult(w.hm2, id, 6), 403, '50469');
    expectInvalid(await setResult(w.hm, id, 10), 'result');
    expect(okData(await setResult(w.hm, id, 6))).toMatchObject({ id, result: 6, resultName: '通过' });
    expect(okData(await setResult(hr2, id, 8))).toMatchObject({ result: 8, resultName: '待定' });
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ result: 8, resultBy: hr2.accountId });
    expect(await eventCount(w.ctx, appId, 'interviewResult')).toBe(2);
    expectFailure(await setResult(w.trainee, id, 6), 403, '50469');
    expectFailure(await setResult(desk, id, 6), 403, '50469');
    expectNotFound(await setResult(w.b, id, 6));
  });
});

describe('the job list’s interview flags', () => {
  it('answers 有面试评价, 面试待评价 and 面试待定', async () => {
    const flagged = async (flag: string) =>
      okData<{ list: { id: number }[] }>(await w.api(w.hr, { method: 'GET', url: `/api/jobs/${w.jobId}/applications?flags=${flag}` })).list.map((a) => a.id);
    const waiting = await apply(w, w.a, w.jobId, '待评丁');
    await interview(w.a, { applicationId: waiting, interviewers: [w.hm.accountId] });
    const future = await apply(w, w.a, w.jobId, '未来戊');
    await interview(w.a, { applicationId: future, startsAt: new Date(Date.now() + 24 * HOUR), interviewers: [w.hm.accountId] });
    const pending = await apply(w, w.a, w.jobId, '待定己');
    const pendingId = await interview(w.a, { applicationId: pending, interviewers: [w.hm.accountId] });
    okData(await submit(w.hm, pendingId, { answers: full }));
    okData(await setResult(w.hm, pendingId, 8));

    const awaiting = await flagged('interviewAwaitingEvaluation');
    expect(awaiting).toContain(waiting);
    expect(awaiting).not.toContain(future);
    expect(awaiting).not.toContain(pending);
    expect(await flagged('hasInterviewEvaluation')).toContain(pending);
    expect(await flagged('hasInterviewEvaluation')).not.toContain(waiting);
    expect(await flagged('interviewPending')).toContain(pending);
    expect(await flagged('interviewPending')).not.toContain(waiting);
    const jobs = okData<{ list: { id: number }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/jobs?flag=interviewPending' })).list.map((j) => j.id);
    expect(jobs).toEqual([w.jobId]);
  });
});

describe('催评价 and the daily reminder', () => {
  const reminders = async (interviewTitle: string) =>
    (await w.ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.templateType, 108))).orderBy(outboxMessages.id)).filter((m) => m.subject.includes(interviewTitle));

  it('reminds the interviewers still owing their evaluation, each with the link of his area', async () => {
    const appId = await apply(w, w.a, w.jobId, '催评庚');
    const id = await interview(w.a, { applicationId: appId, interviewers: [w.hr.accountId, w.hm.accountId, hr2.accountId] });
    okData(await submit(hr2, id, { answers: full }));
    expectFailure(await w.api(w.hm, { method: 'POST', url: `/api/interviews/${id}/evaluations/remind` }), 403, '50471');
    const res = okData<{ reminded: { id: number }[] }>(await w.api(w.hr, { method: 'POST', url: `/api/interviews/${id}/evaluations/remind` }));
    // The lead reminds the others, not himself.
    expect(res.reminded.map((r) => r.id)).toEqual([w.hm.accountId]);
    const sent = await reminders('催评庚');
    expect(sent.map((m) => [m.channel, m.link])).toEqual([
      ['app', `/lite/evaluation/${id}`],
      ['email', `/lite/evaluation/${id}`],
    ]);
    expect(sent[0]!.text).toContain('还没有您的面试评价');
    // Pressing again within the hour writes nothing new.
    okData(await w.api(w.hr, { method: 'POST', url: `/api/interviews/${id}/evaluations/remind` }));
    expect(await reminders('催评庚')).toHaveLength(2);
    okData(await submit(w.hm, id, { answers: full }));
    okData(await submit(w.hr, id, { answers: full }));
    expectFailure(await w.api(hr2, { method: 'POST', url: `/api/interviews/${id}/evaluations/remind` }), 409, '50470');
    expectNotFound(await w.api(w.b, { method: 'POST', url: `/api/interviews/${id}/evaluations/remind` }));
  });

  it('reminds every morning for interviews of the last week, once a day', async () => {
    const appId = await apply(w, w.a, w.jobId, '每日辛');
    await interview(w.a, { applicationId: appId, startsAt: new Date(Date.now() - 26 * HOUR), interviewers: [hr2.accountId] });
    const old = await apply(w, w.a, w.jobId, '过期壬');
    await interview(w.a, { applicationId: old, startsAt: new Date(Date.now() - 9 * 24 * HOUR), interviewers: [hr2.accountId] });
    const deps = messagingOf(w.ctx.app.deps);
    await sendDailyEvaluationReminders(w.ctx.database.db, deps);
    const sent = await reminders('每日辛');
    expect(sent.map((m) => [m.channel, m.link?.startsWith('/recruit/interview/evaluation/')])).toEqual([
      ['app', true],
      ['email', true],
    ]);
    expect(await reminders('过期壬')).toEqual([]);
    await sendDailyEvaluationReminders(w.ctx.database.db, deps);
    expect(await reminders('每日辛')).toHaveLength(2);
  });
});

describe('the 面试评价 automation', () => {
  it('runs a rule once per interviewer’s submitted evaluation, about the interview evaluated; drafts and corrections fire nothing', async () => {
    const rule = okData<{ id: number; live: boolean }>(
      await w.api(w.a, {
        method: 'POST',
        url: '/api/automation/rules',
        payload: { name: '评价后通知主面试官', trigger: 'interviewEvaluation', conditions: { jobIds: [w.jobId] }, actions: [{ kind: 'send', templateType: 4, channels: ['email'], recipients: ['interviewLead'] }] },
      }),
    );
    expect(rule.live).toBe(true);
    const runs = () => w.ctx.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, rule.id)).orderBy(automationRuns.id);
    const nameOf = async (accountId: number) => (await w.ctx.database.db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, accountId)))[0]!.name;

    const appId = await apply(w, w.a, w.jobId, '评价子');
    // His next interview (tomorrow, led by hr2): the rule must speak of the one evaluated (led by hm).
    await interview(w.a, { applicationId: appId, startsAt: new Date(Date.now() + 24 * HOUR), interviewers: [hr2.accountId] });
    const id = await interview(w.a, { applicationId: appId, interviewers: [w.hm.accountId, w.hr.accountId] });

    okData(await submit(w.hm, id, { answers: { skill: 4 }, draft: true }));
    expect(await runs()).toEqual([]);
    okData(await submit(w.hm, id, { answers: full }));
    const [first, ...none] = await runs();
    expect(none).toEqual([]);
    expect(first).toMatchObject({ trigger: 'interviewEvaluation', applicationId: appId, outcome: 'done', detail: `已向${await nameOf(w.hm.accountId)}发送邮件「通知候选人」` });

    // hm corrects his evaluation: logged again, no rule runs.
    okData(await submit(w.hm, id, { answers: { ...full, skill: 5 } }));
    expect(await runs()).toHaveLength(1);
    expect(await eventCount(w.ctx, appId, 'interviewEvaluation')).toBe(2);

    okData(await submit(w.hr, id, { answers: full }));
    expect((await runs()).map((r) => r.outcome)).toEqual(['done', 'done']);
    // A refused evaluation (not an interviewer) runs nothing.
    expectFailure(await submit(hr2, id, { answers: full }), 403, '50464');
    expect(await runs()).toHaveLength(2);
    okData(await w.api(w.a, { method: 'POST', url: `/api/automation/rules/${rule.id}/toggle`, payload: { enabled: false } }));
  });
});
