// 招聘目标 (/user/seting/goal, 330014): the goals of the caller's company, each answered with its
// progress (goal-progress.ts), and the goals the boards show for their period (240001 / 240003).
// A caller who sees some jobs only (jobs/scope.ts) sees the goals of the departments of those
// jobs and his own 招聘负责人 goals, counted within those jobs, as his boards are.
import {
  GoalScope,
  goalPeriodLabel,
  goalPeriodRange,
  GOAL_BOARD_MAX,
  GOAL_METRICS,
  type GoalListQuery,
  type GoalProgressBoard,
  type GoalProgressQuery,
  type GoalSave,
  type Page,
  type ReportGoal,
} from '@bole/domain';
import { asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { assertInCompany, inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts, orgs } from '../company/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { reportGoals as goals } from './goal.tables';
import { progressOf } from './goal-progress';

type Row = typeof goals.$inferSelect;

/** The goals the caller may see (undefined: all of the company's). */
function visibleGoals(caller: Caller): SQL | undefined {
  const scope = jobScope(caller);
  if (!scope) return undefined;
  const hisOrgs = sql`select ${jobs.orgId} from ${jobs} where ${jobs.companyId} = ${caller.companyId} and ${jobs.deletedAt} is null and ${scope}`;
  return sql`((${goals.scope} = 'org' and ${goals.orgId} in (${hisOrgs})) or (${goals.scope} = 'recruiter' and ${goals.accountId} = ${caller.accountId}))`;
}

// Longer periods first within a start day (the year, then its first quarter, then January), then 全公司, 部门, 招聘负责人.
const scopeOrder = sql`array_position(array[${sql.join(
  Object.keys(GoalScope).map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${goals.scope})`;
const order = [asc(goals.startsOn), desc(goals.endsOn), scopeOrder, asc(goals.id)];

async function present(db: Db, caller: Caller, rows: Row[]): Promise<{ goals: ReportGoal[]; countedAt: Date }> {
  const orgIds = [...new Set(rows.flatMap((r) => (r.orgId === null ? [] : [r.orgId])))];
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])))];
  const [orgNames, accountNames, counted] = await Promise.all([
    orgIds.length === 0 ? [] : db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inCompany(orgs, caller.companyId, inArray(orgs.id, orgIds))),
    accountIds.length === 0 ? [] : db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(inCompany(accounts, caller.companyId, inArray(accounts.id, accountIds))),
    progressOf(db, caller, rows),
  ]);
  const { progress, countedAt } = counted;
  const orgName = new Map(orgNames.map((o) => [o.id, o.name]));
  const accountName = new Map(accountNames.map((a) => [a.id, a.name]));
  const presented = rows.map((r, i) => ({
    id: r.id,
    kind: r.kind,
    year: r.year,
    period: r.period,
    periodLabel: goalPeriodLabel(r.kind, r.year, r.period),
    from: r.startsOn,
    to: r.endsOn,
    scope: r.scope,
    scopeId: r.orgId ?? r.accountId,
    scopeName:
      r.scope === 'company' ? GoalScope.company : r.scope === 'org' ? (orgName.get(r.orgId!) ?? '已删除部门') : (accountName.get(r.accountId!) ?? '已删除账号'),
    hires: r.hires,
    offers: r.offers,
    interviews: r.interviews,
    progress: progress[i]!,
  }));
  return { goals: presented, countedAt };
}

export async function listGoals(db: Db, caller: Caller, q: GoalListQuery): Promise<Page<ReportGoal>> {
  const where = inCompany(
    goals,
    caller.companyId,
    eq(goals.year, q.year),
    q.kind ? eq(goals.kind, q.kind) : undefined,
    q.kind && q.kind !== 'year' && q.period ? eq(goals.period, q.period) : undefined,
    q.scope ? eq(goals.scope, q.scope) : undefined,
    visibleGoals(caller),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goals)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(goals).where(where),
  ]);
  return { list: (await present(db, caller, rows)).goals, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The goals whose period holds the whole board period, each counted over its own period. */
export async function goalsOfBoard(db: Db, caller: Caller, q: GoalProgressQuery): Promise<GoalProgressBoard> {
  const where = inCompany(goals, caller.companyId, lte(goals.startsOn, q.from), gte(goals.endsOn, q.to), visibleGoals(caller));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goals)
      .where(where)
      .orderBy(...order)
      .limit(GOAL_BOARD_MAX),
    db.select({ n: count() }).from(goals).where(where),
  ]);
  const { goals: shown, countedAt } = await present(db, caller, rows);
  return { goals: shown, total: total?.n ?? 0, countedAt: countedAt.toISOString() };
}

/** The row's columns of a saved goal, its department or account checked to be the company's. */
async function valuesOf(db: Db, caller: Caller, body: GoalSave) {
  if (body.scope === 'org') await assertInCompany(db, orgs, caller.companyId, [body.scopeId!]);
  if (body.scope === 'recruiter') await assertInCompany(db, accounts, caller.companyId, [body.scopeId!]);
  const { from, to } = goalPeriodRange(body.kind, body.year, body.period);
  return {
    kind: body.kind,
    year: body.year,
    period: body.period,
    startsOn: from,
    endsOn: to,
    scope: body.scope,
    orgId: body.scope === 'org' ? body.scopeId : null,
    accountId: body.scope === 'recruiter' ? body.scopeId : null,
    ...Object.fromEntries(GOAL_METRICS.map((m) => [m, body[m]])),
  } as Omit<typeof goals.$inferInsert, 'companyId'>;
}

const rethrowTaken = (error: unknown): never => {
  if (uniqueViolation(error) === 'report_goals_period_scope_uq') throw new AppError('REPORT_GOAL_TAKEN');
  throw error;
};

async function goalOr404(db: Db, caller: Caller, id: number): Promise<ReportGoal> {
  const [row] = await db.select().from(goals).where(inCompany(goals, caller.companyId, eq(goals.id, id), visibleGoals(caller)));
  if (!row) throw new AppError('NOT_FOUND');
  const [goal] = (await present(db, caller, [row])).goals;
  return goal!;
}

export async function createGoal(db: Db, caller: Caller, body: GoalSave): Promise<ReportGoal> {
  const values = await valuesOf(db, caller, body);
  const [row] = await db
    .insert(goals)
    .values({ ...values, companyId: caller.companyId, createdBy: caller.accountId })
    .returning({ id: goals.id })
    .catch(rethrowTaken);
  return goalOr404(db, caller, row!.id);
}

export async function updateGoal(db: Db, caller: Caller, id: number, body: GoalSave): Promise<ReportGoal> {
  const values = await valuesOf(db, caller, body);
  const updated = await db
    .update(goals)
    .set(values)
    .where(inCompany(goals, caller.companyId, eq(goals.id, id), visibleGoals(caller)))
    .returning({ id: goals.id })
    .catch(rethrowTaken);
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  return goalOr404(db, caller, id);
}

export async function deleteGoal(db: Db, caller: Caller, id: number): Promise<void> {
  const deleted = await db
    .delete(goals)
    .where(inCompany(goals, caller.companyId, eq(goals.id, id), visibleGoals(caller)))
    .returning({ id: goals.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

