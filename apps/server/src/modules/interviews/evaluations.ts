// 面试评价 (issue 14 item 6): each interviewer fills the interview's template; nobody sees the
// others' scores before submitting his own (an interviewer who has not submitted sees who has,
// never what); administrators and HR with 查看面试评价 (250009) see every submitted evaluation of
// the interviews in their job scope, side by side. The lead, or HR with 修改/取消面试 (220007),
// records the interview result 0-9. The job list's flags 有面试评价, 面试待评价 and 面试待定
// are registered here.
import {
  AutomationTrigger,
  checkEvaluationAnswers,
  DEFAULT_INTERVIEW_ROUNDS,
  evaluationRecommendationLabels,
  evaluationScorePercent,
  InterviewResult,
  interviewResultLabels,
  JobListFilter,
  Perm,
  ResumeAction,
  RoleType,
  type ApplicationEvaluations,
  type EvaluationItem,
  type EvaluationRecommendation,
  type EvaluationSubmit,
  type EvaluationView,
  type InterviewEvaluations,
} from '@bole/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { logActions, registerEventKinds } from '../applications/events';
import { registerApplicationFlag } from '../applications/flags';
import { findApplication } from '../applications/repository';
import { applications } from '../applications/tables';
import { fireAutomation, type AutomationDeps } from '../automation/engine';
import { accounts } from '../company/tables';
import { jobScope } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { interviewFor, visibleInterviews, type Caller } from './access';
import { defaultTemplate, itemsOf, presentTemplate, templateById } from './evaluation-templates';
import { interviewEvaluations, interviewInterviewers, interviewRounds, interviews, type InterviewRow } from './tables';

registerEventKinds({ interviewEvaluation: '面试评价', interviewResult: '面试结果' });

// ---- The job list's flags (spec section 4) ----

/** 有面试评价: an interview of the candidate (not cancelled) has a submitted evaluation. */
registerApplicationFlag(
  JobListFilter.HasInterviewEvaluation,
  (companyId) =>
    sql`exists (select 1 from ${interviewEvaluations} e join ${interviews} i on i.id = e.interview_id
      where e.company_id = ${companyId} and i.company_id = ${companyId} and i.application_id = ${applications.id} and i.cancelled_at is null and e.submitted_at is not null)`,
);

/** Results after which nobody evaluates: the candidate did not come, the interview was cancelled or did not take place. */
export const NO_EVALUATION_RESULTS: readonly number[] = [InterviewResult.Absent, InterviewResult.Cancelled, InterviewResult.NotInterviewed];
const noEvaluationList = sql.raw(NO_EVALUATION_RESULTS.join(', '));

/** 面试待评价: an interview that has begun (not cancelled, held) still waits for an interviewer's evaluation. */
registerApplicationFlag(
  JobListFilter.InterviewAwaitingEvaluation,
  (companyId) =>
    sql`exists (select 1 from ${interviews} i join ${interviewInterviewers} ii on ii.interview_id = i.id
      where i.company_id = ${companyId} and i.application_id = ${applications.id} and i.cancelled_at is null and i.starts_at <= now()
        and i.result not in (${noEvaluationList})
        and not exists (select 1 from ${interviewEvaluations} e where e.interview_id = i.id and e.account_id = ii.account_id and e.submitted_at is not null))`,
);

/** 面试待定: the candidate's latest interview (not cancelled) has the result 待定. */
registerApplicationFlag(
  JobListFilter.InterviewPending,
  (companyId) =>
    sql`(select i.result from ${interviews} i where i.company_id = ${companyId} and i.application_id = ${applications.id} and i.cancelled_at is null
      order by i.starts_at desc, i.id desc limit 1) = ${InterviewResult.Pending}`,
);

// ---- Reading ----

const defaultRoundNames = new Map(DEFAULT_INTERVIEW_ROUNDS.map((r) => [r.number, r.name]));

/** The round's name in the company (its own or renamed), else the built-in one. */
export async function roundNameOf(db: DbOrTx, companyId: number, round: number): Promise<string> {
  const [row] = await db.select({ name: interviewRounds.name }).from(interviewRounds).where(and(eq(interviewRounds.companyId, companyId), eq(interviewRounds.number, round)));
  return row?.name ?? defaultRoundNames.get(round) ?? `第${round}轮`;
}

type Facts = { candidateName: string; jobName: string; roundName: string; resumeId: number };

async function factsOf(db: DbOrTx, row: InterviewRow): Promise<Facts> {
  const [facts] = await db
    .select({ candidateName: resumes.name, jobName: jobs.name, roundName: interviewRounds.name })
    .from(interviews)
    .innerJoin(resumes, eq(resumes.id, interviews.resumeId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(interviewRounds, and(eq(interviewRounds.companyId, interviews.companyId), eq(interviewRounds.number, interviews.round)))
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)));
  return {
    candidateName: facts?.candidateName ?? '',
    jobName: facts?.jobName ?? '',
    roundName: facts?.roundName ?? defaultRoundNames.get(row.round) ?? `第${row.round}轮`,
    resumeId: row.resumeId,
  };
}

async function interviewersOf(db: DbOrTx, companyId: number, interviewId: number) {
  return db
    .select({ id: accounts.id, name: accounts.userName, isLead: interviewInterviewers.isLead })
    .from(interviewInterviewers)
    .innerJoin(accounts, eq(accounts.id, interviewInterviewers.accountId))
    .where(inCompany(interviewInterviewers, companyId, eq(interviewInterviewers.interviewId, interviewId)))
    .orderBy(sql`${interviewInterviewers.isLead} desc`, asc(accounts.id));
}

/** The template the interview is evaluated with: its own, else the company's default (null when every template is disabled). */
async function templateOf(db: Db, row: InterviewRow) {
  if (row.evaluationTemplateId !== null) {
    const own = await templateById(db, row.companyId, row.evaluationTemplateId);
    if (own) return own;
  }
  return defaultTemplate(db, row.companyId);
}

type EvaluationRow = typeof interviewEvaluations.$inferSelect;

function answersOf(row: EvaluationRow): Record<string, number | string | null> {
  const a = row.answers;
  if (!a || typeof a !== 'object' || Array.isArray(a)) return {};
  return Object.fromEntries(Object.entries(a as Record<string, unknown>).filter(([, v]) => v === null || typeof v === 'number' || typeof v === 'string')) as Record<string, number | string | null>;
}

function presentEvaluation(row: EvaluationRow, who: { name: string; isLead: boolean }, items: readonly EvaluationItem[]): EvaluationView {
  const answers = answersOf(row);
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: who.name,
    isLead: who.isLead,
    templateId: row.templateId,
    answers,
    recommendation: row.recommendation,
    scorePercent: evaluationScorePercent(items, answers),
    comment: row.comment,
    submitted: row.submittedAt !== null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Admins and HR with 查看面试评价 see every submitted evaluation of the interviews they see. */
const seesAllEvaluations = (caller: Caller) => (caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr) && caller.codes.has(Perm.EvaluationView);
const mayRemind = (caller: Caller) => caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr;
const maySetResultAsHr = (caller: Caller) => caller.roleType !== RoleType.FrontDesk && caller.codes.has(Perm.InterviewEdit);

/** What the caller may see of the interview's evaluations; 403 for someone who is neither an interviewer nor allowed to read them. */
async function viewOf(db: Db, caller: Caller, row: InterviewRow): Promise<InterviewEvaluations> {
  const [people, rows, template, facts] = await Promise.all([
    interviewersOf(db, caller.companyId, row.id),
    db.select().from(interviewEvaluations).where(inCompany(interviewEvaluations, caller.companyId, eq(interviewEvaluations.interviewId, row.id))).orderBy(asc(interviewEvaluations.id)),
    templateOf(db, row),
    factsOf(db, row),
  ]);
  const me = people.find((p) => p.id === caller.accountId);
  if (!me && !seesAllEvaluations(caller)) throw new AppError('FORBIDDEN', '没有查看面试评价的权限');
  const items = template ? itemsOf(template) : [];
  const byAccount = new Map(people.map((p) => [p.id, p]));
  const whoOf = (accountId: number) => byAccount.get(accountId) ?? { name: '已移出的面试官', isLead: false };
  const mineRow = me ? rows.find((r) => r.accountId === me.id) : undefined;
  const submitted = rows.filter((r) => r.submittedAt !== null);
  // The blind rule: an interviewer sees the others' evaluations once his own is submitted.
  const othersHidden = me !== undefined && mineRow?.submittedAt == null;
  const visible = othersHidden ? [] : submitted;
  const cancelled = row.cancelledAt !== null;
  const pending = people.filter((p) => !submitted.some((r) => r.accountId === p.id));
  return {
    interviewId: row.id,
    candidateName: facts.candidateName,
    jobName: facts.jobName,
    roundName: facts.roundName,
    startAt: row.startsAt.toISOString(),
    result: row.result,
    cancelled,
    template: template ? presentTemplate(template) : null,
    interviewers: people.map((p) => ({ id: p.id, name: p.name, isLead: p.isLead, submitted: submitted.some((r) => r.accountId === p.id) })),
    mine: mineRow ? presentEvaluation(mineRow, whoOf(mineRow.accountId), items) : null,
    evaluations: visible.map((r) => presentEvaluation(r, whoOf(r.accountId), items)),
    othersHidden,
    canEvaluate: me !== undefined && !cancelled && caller.codes.has(Perm.EvaluationWrite),
    canSetResult: !cancelled && (me?.isLead === true || maySetResultAsHr(caller)),
    canRemind: !cancelled && pending.length > 0 && (me?.isLead === true || mayRemind(caller)),
  };
}

/** GET /api/interviews/:id/evaluations. */
export async function evaluationsOf(db: Db, caller: Caller, interviewId: number): Promise<InterviewEvaluations> {
  return viewOf(db, caller, await interviewFor(db, caller, interviewId));
}

/**
 * GET /api/applications/:id/interview-evaluations: every interview of the candidate's
 * application the caller sees, newest first, each with the evaluations he may see.
 */
export async function applicationEvaluations(db: Db, caller: Caller, applicationId: number): Promise<ApplicationEvaluations> {
  const [app] = await db.select({ id: applications.id }).from(applications).where(inCompany(applications, caller.companyId, eq(applications.id, applicationId)));
  if (!app) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(interviews)
    .where(inCompany(interviews, caller.companyId, eq(interviews.applicationId, applicationId), visibleInterviews(caller)))
    .orderBy(sql`${interviews.startsAt} desc`, sql`${interviews.id} desc`);
  if (rows.length === 0 && !(await findApplication(db, caller.companyId, applicationId, { scope: jobScope(caller) }))) throw new AppError('NOT_FOUND');
  return { interviews: await viewsOf(db, caller, rows) };
}

/**
 * GET /api/resumes/:id/interview-evaluations (打印简历, 简历详情): the interviews of every
 * application of the resume that the caller sees, newest first, with what he may see of them.
 */
export async function resumeEvaluations(db: Db, caller: Caller, resumeId: number): Promise<ApplicationEvaluations> {
  const [resume] = await db.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.companyId, caller.companyId), eq(resumes.id, resumeId)));
  if (!resume) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(interviews)
    .where(inCompany(interviews, caller.companyId, eq(interviews.resumeId, resumeId), visibleInterviews(caller)))
    .orderBy(sql`${interviews.startsAt} desc`, sql`${interviews.id} desc`);
  return { interviews: await viewsOf(db, caller, rows) };
}

/** The views of the interviews the caller may read evaluations of (the others left out). */
async function viewsOf(db: Db, caller: Caller, rows: InterviewRow[]): Promise<InterviewEvaluations[]> {
  const list: InterviewEvaluations[] = [];
  for (const row of rows) {
    const view = await viewOf(db, caller, row).catch((error: unknown) => {
      if (error instanceof AppError && error.status === '40300') return null;
      throw error;
    });
    if (view) list.push(view);
  }
  return list;
}

// ---- Writing ----

const actorOf = (caller: Caller) => ({ companyId: caller.companyId, accountId: caller.accountId, name: caller.userName });

/**
 * POST /api/interviews/:id/evaluations: saves the caller's evaluation (a draft, or submitted).
 * Answers are checked against the interview's template; the first save fixes the template of
 * an interview that had none. Submitting logs it and fires the 面试评价 automation.
 */
export async function submitEvaluation(db: Db, automation: AutomationDeps, caller: Caller, interviewId: number, body: EvaluationSubmit): Promise<InterviewEvaluations> {
  const row = await interviewFor(db, caller, interviewId);
  const template = await templateOf(db, row);
  await db.transaction(async (tx) => {
    const locked = await interviewFor(tx, caller, interviewId, { forUpdate: true });
    if (locked.cancelledAt !== null) throw new AppError('INTERVIEW_CANCELLED');
    const [me] = await tx
      .select({ isLead: interviewInterviewers.isLead })
      .from(interviewInterviewers)
      .where(inCompany(interviewInterviewers, caller.companyId, eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.accountId, caller.accountId)));
    if (!me) throw new AppError('EVALUATION_NOT_INTERVIEWER');
    if (!template) throw new AppError('EVALUATION_NO_TEMPLATE');
    const items = itemsOf(template);
    const submitting = !body.draft;
    const problems = checkEvaluationAnswers(items, body.answers, submitting);
    if (problems.length > 0) {
      throw new AppError('EVALUATION_INVALID', problems.map((p) => p.message).join('；'), { fields: problems.map((p) => ({ field: `answers.${p.key}`, message: p.message })) });
    }
    const [existing] = await tx
      .select()
      .from(interviewEvaluations)
      .where(inCompany(interviewEvaluations, caller.companyId, eq(interviewEvaluations.interviewId, interviewId), eq(interviewEvaluations.accountId, caller.accountId)));
    if (existing?.submittedAt && body.draft) throw new AppError('EVALUATION_ALREADY_SUBMITTED');
    const answers = Object.fromEntries(items.filter((i) => body.answers[i.key] !== undefined).map((i) => [i.key, body.answers[i.key] ?? null]));
    const recommendationItem = items.find((i) => i.type === 'recommendation');
    const recommendation = recommendationItem && typeof answers[recommendationItem.key] === 'number' ? (answers[recommendationItem.key] as number) : null;
    const commentItem = items.find((i) => i.type === 'text' && typeof answers[i.key] === 'string' && (answers[i.key] as string).trim() !== '');
    const comment = commentItem ? (answers[commentItem.key] as string).trim() : null;
    const now = new Date();
    const values = { templateId: template.id, answers, recommendation, comment, submittedAt: submitting ? (existing?.submittedAt ?? now) : null, updatedAt: now };
    await tx
      .insert(interviewEvaluations)
      .values({ companyId: caller.companyId, interviewId, accountId: caller.accountId, ...values })
      .onConflictDoUpdate({ target: [interviewEvaluations.interviewId, interviewEvaluations.accountId], set: values });
    if (locked.evaluationTemplateId === null) await tx.update(interviews).set({ evaluationTemplateId: template.id }).where(inCompany(interviews, caller.companyId, eq(interviews.id, interviewId)));
    if (submitting) await logEvaluation(tx, automation, caller, locked, { recommendation, score: evaluationScorePercent(items, answers), again: existing?.submittedAt != null });
  });
  return evaluationsOf(db, caller, interviewId);
}

async function logEvaluation(tx: Tx, automation: AutomationDeps, caller: Caller, row: InterviewRow, what: { recommendation: number | null; score: number | null; again: boolean }): Promise<void> {
  const facts = await factsOf(tx, row);
  const parts = [
    what.recommendation === null ? null : evaluationRecommendationLabels[what.recommendation as EvaluationRecommendation],
    what.score === null ? null : `评分${what.score}%`,
  ].filter((p) => p !== null);
  const note = `${caller.userName}${what.again ? '修改了' : '提交了'}${facts.roundName}评价${parts.length > 0 ? `：${parts.join('，')}` : ''}`;
  await logActions(tx, actorOf(caller), ResumeAction.InterviewEvaluation, [{ applicationId: row.applicationId, kind: ResumeAction.InterviewEvaluation, note, resumeId: row.resumeId, record: note }]);
  // Once per interviewer's evaluation: correcting a submitted one fires no rules again.
  if (!what.again) {
    await fireAutomation(tx, automation, { companyId: caller.companyId, trigger: AutomationTrigger.InterviewEvaluation, applicationId: row.applicationId, operatorId: caller.accountId, interviewId: row.id });
  }
}

export type ResultSet = { id: number; result: number; resultName: string; resultAt: string };

/** POST /api/interviews/:id/result: the lead, or HR with 220007, records the result 0-9. */
export async function setResult(db: Db, caller: Caller, interviewId: number, result: number): Promise<ResultSet> {
  return db.transaction(async (tx) => {
    const row = await interviewFor(tx, caller, interviewId, { forUpdate: true });
    if (row.cancelledAt !== null) throw new AppError('INTERVIEW_CANCELLED');
    const [me] = await tx
      .select({ isLead: interviewInterviewers.isLead })
      .from(interviewInterviewers)
      .where(inCompany(interviewInterviewers, caller.companyId, eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.accountId, caller.accountId)));
    if (!me?.isLead && !maySetResultAsHr(caller)) throw new AppError('INTERVIEW_RESULT_FORBIDDEN');
    const now = new Date();
    await tx.update(interviews).set({ result, resultBy: caller.accountId, resultAt: now, updatedAt: now }).where(inCompany(interviews, caller.companyId, eq(interviews.id, interviewId)));
    const facts = await factsOf(tx, row);
    const name = interviewResultLabels[result as InterviewResult];
    const note = `${facts.roundName}结果：${name}`;
    await logActions(tx, actorOf(caller), 'interviewResult', [{ applicationId: row.applicationId, kind: 'interviewResult', note, resumeId: row.resumeId, record: note }]);
    return { id: row.id, result, resultName: name, resultAt: now.toISOString() };
  });
}

/** The interviewers of the interviews who have not submitted their evaluation. */
export async function pendingInterviewers(db: DbOrTx, companyId: number, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .select({ interviewId: interviewInterviewers.interviewId, accountId: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile, status: accounts.status })
    .from(interviewInterviewers)
    .innerJoin(accounts, eq(accounts.id, interviewInterviewers.accountId))
    .where(
      inCompany(
        interviewInterviewers,
        companyId,
        inArray(interviewInterviewers.interviewId, [...interviewIds]),
        sql`not exists (select 1 from ${interviewEvaluations} e where e.interview_id = ${interviewInterviewers.interviewId} and e.account_id = ${interviewInterviewers.accountId} and e.submitted_at is not null)`,
      ),
    )
    .orderBy(asc(interviewInterviewers.interviewId), asc(accounts.id));
}

