// 简历评分规则 (/user/manage/resumenorm, 340002): weights per criterion and the skills to look for.
import type { Page, RuleOption, ScoringRule, ScoringRuleCreate, ScoringRuleQuery, ScoringRuleUpdate } from '@bole/domain';
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { uniqueViolation } from '../../../platform/db/errors';
import { inCompany } from '../../../platform/db/tenancy';
import { AppError } from '../../../platform/http/errors';
import { resumeScoringRules } from './tables';
import { jobsPerScoringRule, scoringRuleInUse } from './job-reads';

const RULES_MAX = 100;
type Row = typeof resumeScoringRules.$inferSelect;

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('SCORING_RULE_NAME_TAKEN');
  throw error;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function present(db: DbOrTx, companyId: number, rows: Row[]): Promise<ScoringRule[]> {
  const jobs = rows.length ? await jobsPerScoringRule(db, companyId) : new Map<number, number>();
  return rows.map((r) => ({ id: r.id, name: r.name, weights: r.weights, keywords: r.keywords, jobCount: jobs.get(r.id) ?? 0, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

/** One rule of the company (404 for another company's). */
export async function scoringRuleRow(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(resumeScoringRules).where(inCompany(resumeScoringRules, companyId, eq(resumeScoringRules.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listScoringRules(db: Db, companyId: number, q: ScoringRuleQuery): Promise<Page<ScoringRule>> {
  const where = inCompany(resumeScoringRules, companyId, q.keyword ? ilike(resumeScoringRules.name, `%${escapeLike(q.keyword)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(resumeScoringRules)
      .where(where)
      .orderBy(desc(resumeScoringRules.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(resumeScoringRules).where(where),
  ]);
  return { list: await present(db, companyId, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function scoringRuleOptions(db: Db, companyId: number): Promise<RuleOption[]> {
  const rows = await db.select({ id: resumeScoringRules.id, name: resumeScoringRules.name }).from(resumeScoringRules).where(inCompany(resumeScoringRules, companyId)).orderBy(asc(resumeScoringRules.name));
  return rows.map((r) => ({ ...r, enabled: true }));
}

export async function createScoringRule(db: Db, companyId: number, body: ScoringRuleCreate): Promise<ScoringRule> {
  const [n] = await db.select({ n: count() }).from(resumeScoringRules).where(inCompany(resumeScoringRules, companyId));
  if ((n?.n ?? 0) >= RULES_MAX) throw new AppError('SCORING_RULE_LIMIT');
  const [row] = await db.insert(resumeScoringRules).values({ companyId, ...body }).returning().catch(nameTaken);
  return (await present(db, companyId, [row!]))[0]!;
}

export async function updateScoringRule(db: Db, companyId: number, id: number, body: ScoringRuleUpdate): Promise<ScoringRule> {
  const current = await scoringRuleRow(db, companyId, id);
  const next = { ...current, ...body };
  if (next.weights.keywords > 0 && next.keywords.length === 0) {
    throw new AppError('VALIDATION', '技能关键词有权重时，请填写关键词', { fields: [{ field: 'keywords', message: '技能关键词有权重时，请填写关键词' }] });
  }
  const [row] = await db.update(resumeScoringRules).set(body).where(inCompany(resumeScoringRules, companyId, eq(resumeScoringRules.id, id))).returning().catch(nameTaken);
  return (await present(db, companyId, [row!]))[0]!;
}

export async function deleteScoringRule(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await scoringRuleRow(tx, companyId, id);
    if (await scoringRuleInUse(tx, companyId, id)) throw new AppError('SCORING_RULE_IN_USE');
    await tx.delete(resumeScoringRules).where(inCompany(resumeScoringRules, companyId, eq(resumeScoringRules.id, id)));
  });
}
