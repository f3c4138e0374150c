// Screening on intake: the company-wide filter rules judge every resume as it is stored
// (storeResume calls screenNewResume in its own transaction), a job's listed rules judge a
// resume entering that job (screenApplication). What fired is kept with its reasons, with a
// resume record; a flag puts the rule's tag on, an elimination marks the resume 已淘汰 by the
// rule (nothing is deleted) and, once it enters a job, eliminates that application.
import { FilterAction, FilterScope, ResumeAction, screenResume, type ResumeFacts, type ResumeScreening, type ScreeningHit, type ScreeningRule } from '@bole/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db/client';
import { inCompany } from '../../../platform/db/tenancy';
import { findJob } from '../../jobs/repository';
import * as resumesRepo from '../../resumes/repository';
import type { Operator } from '../../resumes/service';
import { addResumeTag } from '../../resumes/tags';
import { loadFacts } from './facts';
import { resumeFilterRules, resumeScreenings } from './tables';

type RuleRow = typeof resumeFilterRules.$inferSelect;

const asRule = (r: RuleRow): ScreeningRule & { tagId: number | null } => ({ id: r.id, name: r.name, trigger: r.trigger, action: r.action, conditions: r.conditions, tagId: r.tagId });

/** Text of what an elimination by screening says (the application's reason, the resume's mark). */
export const eliminationReason = (ruleName: string, reasons: readonly string[]) => `筛选规则「${ruleName}」自动淘汰：${reasons.join('；')}`;

type Where = { resumeId: number; jobId: number | null; applicationId: number | null };

/** Applies the hits: tags, screening rows and one resume record each; answers what each did. */
async function record(tx: Tx, op: Operator, where: Where, rules: Map<number, { tagId: number | null }>, hits: readonly ScreeningHit[], eliminated: string): Promise<string[]> {
  const outcomes: string[] = [];
  for (const hit of hits) {
    let outcome = eliminated;
    if (hit.action === FilterAction.Flag) {
      const tagId = rules.get(hit.ruleId)?.tagId ?? null;
      const tag = tagId === null ? null : await addResumeTag(tx, op.companyId, where.resumeId, tagId);
      outcome = tag ? `打上标签「${tag}」` : '已标记（标签已被删除）';
    }
    await tx.insert(resumeScreenings).values({ companyId: op.companyId, ...where, ruleId: hit.ruleId, ruleName: hit.ruleName, action: hit.action, trigger: hit.trigger, reasons: hit.reasons, outcome });
    await resumesRepo.insertRecords(tx, op.companyId, [
      { resumeId: where.resumeId, operatorId: op.accountId, operatorName: op.userName, action: ResumeAction.FilterRule, note: `筛选规则「${hit.ruleName}」：${outcome}（${hit.reasons.join('；')}）` },
    ]);
    outcomes.push(outcome);
  }
  return outcomes;
}

/** Screens a resume being stored with the company's enabled company-wide rules; answers the rules that fired. */
export async function screenNewResume(tx: Tx, op: Operator, resumeId: number, facts: ResumeFacts): Promise<ScreeningHit[]> {
  const rows = await tx
    .select()
    .from(resumeFilterRules)
    .where(inCompany(resumeFilterRules, op.companyId, eq(resumeFilterRules.enabled, true), eq(resumeFilterRules.scope, FilterScope.Company)))
    .orderBy(asc(resumeFilterRules.id));
  if (rows.length === 0) return [];
  const { hits } = screenResume(rows.map(asRule), facts);
  await record(tx, op, { resumeId, jobId: null, applicationId: null }, new Map(rows.map((r) => [r.id, r])), hits, '简历标记为已淘汰');
  return hits;
}

/**
 * Screens a resume entering a job: the job's listed rules (enabled ones) judge it, and an
 * elimination at intake carries over. Answers the elimination reason for the application,
 * or null when nothing eliminates it.
 */
export async function screenApplication(tx: Tx, op: Operator, input: { resumeId: number; jobId: number; applicationId: number }): Promise<string | null> {
  const { companyId } = op;
  const where = { resumeId: input.resumeId, jobId: input.jobId, applicationId: input.applicationId };
  const ruleIds = (await findJob(tx, companyId, input.jobId))?.resumeFilterRulesIds ?? [];
  const rows = ruleIds.length
    ? await tx
        .select()
        .from(resumeFilterRules)
        .where(inCompany(resumeFilterRules, companyId, eq(resumeFilterRules.enabled, true), inArray(resumeFilterRules.id, ruleIds)))
        .orderBy(asc(resumeFilterRules.id))
    : [];
  const facts = rows.length ? await loadFacts(tx, companyId, input.resumeId) : undefined;
  const { hits } = facts ? screenResume(rows.map(asRule), facts) : { hits: [] };
  await record(tx, op, where, new Map(rows.map((r) => [r.id, r])), hits, '该职位的申请已淘汰');
  const out = hits.find((h) => h.action === FilterAction.Eliminate);
  if (out) return eliminationReason(out.ruleName, out.reasons);
  const [atIntake] = await tx
    .select({ ruleName: resumeScreenings.ruleName, reasons: resumeScreenings.reasons })
    .from(resumeScreenings)
    .where(inCompany(resumeScreenings, companyId, eq(resumeScreenings.resumeId, input.resumeId), isNull(resumeScreenings.jobId), eq(resumeScreenings.action, FilterAction.Eliminate)))
    .orderBy(asc(resumeScreenings.id))
    .limit(1);
  return atIntake ? eliminationReason(atIntake.ruleName, atIntake.reasons) : null;
}

/** What fired on a resume, newest first, with the job's name where one was entered. */
export async function screeningsOf(db: DbOrTx, companyId: number, resumeId: number, jobNames: (ids: number[]) => Promise<Map<number, string>>): Promise<ResumeScreening[]> {
  const rows = await db
    .select()
    .from(resumeScreenings)
    .where(and(inCompany(resumeScreenings, companyId, eq(resumeScreenings.resumeId, resumeId))))
    .orderBy(desc(resumeScreenings.createdAt), desc(resumeScreenings.id));
  const names = await jobNames([...new Set(rows.map((r) => r.jobId).filter((id): id is number => id !== null))]);
  return rows.map((r) => ({
    id: r.id,
    ruleId: r.ruleId,
    ruleName: r.ruleName,
    action: r.action,
    trigger: r.trigger,
    reasons: r.reasons,
    jobId: r.jobId,
    jobName: r.jobId === null ? null : (names.get(r.jobId) ?? null),
    outcome: r.outcome,
    createdAt: r.createdAt.toISOString(),
  }));
}
