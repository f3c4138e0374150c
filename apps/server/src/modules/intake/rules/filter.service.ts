// 简历筛选规则 (/user/manage/filterrule, 340004): the company's rules, listed with the jobs that
// name them and how often they fired; a flag rule's tag must be the company's.
import type { FilterRule, FilterRuleCreate, FilterRuleQuery, FilterRuleUpdate, Page, RuleOption } from '@bole/domain';
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/errors';
import { inCompany } from '../../../platform/db/tenancy';
import { AppError } from '../../../platform/http/errors';
import { tagsByIds } from '../../resumes/tags';
import { resumeFilterRules, resumeScreenings } from './tables';
import { filterRuleInUse, jobsPerFilterRule } from './job-reads';

const RULES_MAX = 100;
type Row = typeof resumeFilterRules.$inferSelect;

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('FILTER_RULE_NAME_TAKEN');
  throw error;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function present(db: DbOrTx, companyId: number, rows: Row[]): Promise<FilterRule[]> {
  if (rows.length === 0) return [];
  const [tags, jobs, fired] = await Promise.all([
    tagsByIds(db, companyId, rows.map((r) => r.tagId).filter((id): id is number => id !== null)),
    jobsPerFilterRule(db, companyId),
    db
      .select({ ruleId: resumeScreenings.ruleId, n: count() })
      .from(resumeScreenings)
      .where(inCompany(resumeScreenings, companyId))
      .groupBy(resumeScreenings.ruleId),
  ]);
  const firedBy = new Map(fired.map((f) => [f.ruleId, f.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    scope: r.scope,
    trigger: r.trigger,
    action: r.action,
    tagId: r.tagId,
    tagName: r.tagId === null ? null : (tags.get(r.tagId)?.name ?? null),
    conditions: r.conditions,
    jobCount: jobs.get(r.id) ?? 0,
    firedCount: firedBy.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function one(db: DbOrTx, companyId: number, id: number): Promise<FilterRule> {
  const rows = await db.select().from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.id, id)));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return (await present(db, companyId, rows))[0]!;
}

/** The rules page: newest first, by name, action, scope and on/off. */
export async function listFilterRules(db: Db, companyId: number, q: FilterRuleQuery): Promise<Page<FilterRule>> {
  const where = inCompany(
    resumeFilterRules,
    companyId,
    q.keyword ? ilike(resumeFilterRules.name, `%${escapeLike(q.keyword)}%`) : undefined,
    q.action ? eq(resumeFilterRules.action, q.action) : undefined,
    q.scope ? eq(resumeFilterRules.scope, q.scope) : undefined,
    q.enabled === undefined ? undefined : eq(resumeFilterRules.enabled, q.enabled),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resumeFilterRules)
      .where(where)
      .orderBy(desc(resumeFilterRules.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(resumeFilterRules).where(where),
  ]);
  return { list: await present(db, companyId, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Every rule by name, for the job form's picker. */
export async function filterRuleOptions(db: Db, companyId: number): Promise<RuleOption[]> {
  return db.select({ id: resumeFilterRules.id, name: resumeFilterRules.name, enabled: resumeFilterRules.enabled }).from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId)).orderBy(asc(resumeFilterRules.name));
}

async function assertTag(db: DbOrTx, companyId: number, tagId: number | null | undefined): Promise<void> {
  if (tagId == null) return;
  if (!(await tagsByIds(db, companyId, [tagId])).has(tagId)) throw new AppError('NOT_FOUND');
}

export async function createFilterRule(db: Db, companyId: number, body: FilterRuleCreate): Promise<FilterRule> {
  await assertTag(db, companyId, body.tagId);
  const [n] = await db.select({ n: count() }).from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId));
  if ((n?.n ?? 0) >= RULES_MAX) throw new AppError('FILTER_RULE_LIMIT');
  const [row] = await db
    .insert(resumeFilterRules)
    .values({ companyId, ...body, tagId: body.action === 'flag' ? body.tagId : null })
    .returning({ id: resumeFilterRules.id })
    .catch(nameTaken);
  return one(db, companyId, row!.id);
}

export async function updateFilterRule(db: Db, companyId: number, id: number, body: FilterRuleUpdate): Promise<FilterRule> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.id, id))).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const next = { ...current, ...body };
    if (next.action === 'flag' && next.tagId === null) throw new AppError('VALIDATION', '标记规则请选择要打上的标签', { fields: [{ field: 'tagId', message: '标记规则请选择要打上的标签' }] });
    if (body.tagId !== undefined && body.tagId !== current.tagId) await assertTag(tx, companyId, body.tagId);
    await tx
      .update(resumeFilterRules)
      .set({ ...body, tagId: next.action === 'flag' ? next.tagId : null })
      .where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.id, id)))
      .catch(nameTaken);
    return one(tx, companyId, id);
  });
}

/** Deletes a rule no live job names; what it fired keeps its name. */
export async function deleteFilterRule(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: resumeFilterRules.id }).from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.id, id))).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (await filterRuleInUse(tx, companyId, id)) throw new AppError('FILTER_RULE_IN_USE');
    await tx.delete(resumeFilterRules).where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.id, id)));
  });
}
