// 自动化 (/user/seting/automation, 330011): the company's rules. Every id a rule names (jobs,
// departments, stages, channels, the stage to move to, the tag to add) must be the company's:
// otherwise 404 (or 400 for an unknown channel) and nothing is saved.
import { AUTOMATION_RULES_MAX, type AutomationRule, type AutomationRuleSave, type AutomationRun, type AutomationRunQuery, type Page } from '@bole/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { assertInCompany, inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { orgs } from '../company/tables';
import { channelOptions } from '../intake/channels/service';
import { stagesByIds } from '../processes/job-stages';
import { tagsByIds } from '../resumes/tags';
import { presentRules } from './presenter';
import { findRule, jobNames, ruleCount, rulesOf } from './repository';
import { automationRules, automationRuns } from './tables';

type Caller = { companyId: number; accountId: number };

async function assertRefs(db: DbOrTx, companyId: number, body: AutomationRuleSave): Promise<void> {
  const { jobIds, orgIds, stageIds, channelIds } = body.conditions;
  const moveTo = body.actions.flatMap((a) => (a.kind === 'move' ? [a.stageId] : []));
  const tagIds = body.actions.flatMap((a) => (a.kind === 'tag' ? [a.tagId] : []));
  const stages = [...new Set([...stageIds, ...moveTo])];
  const jobs = await jobNames(db, companyId, jobIds, { live: true });
  const stageRows = await stagesByIds(db, companyId, stages);
  const tags = await tagsByIds(db, companyId, tagIds);
  if (jobs.size !== jobIds.length || stageRows.size !== stages.length || tags.size !== new Set(tagIds).size) throw new AppError('NOT_FOUND');
  await assertInCompany(db, orgs, companyId, orgIds);
  if (channelIds.length) {
    const known = new Set((await channelOptions(db, companyId)).map((c) => c.code));
    const unknown = channelIds.findIndex((code) => !known.has(code));
    if (unknown >= 0) throw new AppError('VALIDATION', '渠道不存在', { fields: [{ field: `conditions.channelIds.${unknown}`, message: '渠道不存在' }] });
  }
}

async function one(db: DbOrTx, companyId: number, id: number): Promise<AutomationRule> {
  const row = await findRule(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await presentRules(db, companyId, [row]))[0]!;
}

/** Every rule of the company, newest first. */
export async function listRules(db: Db, companyId: number): Promise<AutomationRule[]> {
  return presentRules(db, companyId, await rulesOf(db, companyId));
}

export async function createRule(db: Db, caller: Caller, body: AutomationRuleSave): Promise<AutomationRule> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, 'automation_rules', caller.companyId);
    if ((await ruleCount(tx, caller.companyId)) >= AUTOMATION_RULES_MAX) throw new AppError('VALIDATION', `自动化规则最多${AUTOMATION_RULES_MAX}条，请先删除不用的规则`);
    await assertRefs(tx, caller.companyId, body);
    const [row] = await tx
      .insert(automationRules)
      .values({ companyId: caller.companyId, name: body.name, trigger: body.trigger, conditions: body.conditions, actions: body.actions, enabled: body.enabled, createdBy: caller.accountId })
      .returning({ id: automationRules.id });
    return one(tx, caller.companyId, row!.id);
  });
}

/** Replaces the whole rule. */
export async function updateRule(db: Db, companyId: number, id: number, body: AutomationRuleSave): Promise<AutomationRule> {
  return db.transaction(async (tx) => {
    if (!(await findRule(tx, companyId, id))) throw new AppError('NOT_FOUND');
    await assertRefs(tx, companyId, body);
    await tx
      .update(automationRules)
      .set({ name: body.name, trigger: body.trigger, conditions: body.conditions, actions: body.actions, enabled: body.enabled })
      .where(inCompany(automationRules, companyId, eq(automationRules.id, id)));
    return one(tx, companyId, id);
  });
}

export async function toggleRule(db: Db, companyId: number, id: number, enabled: boolean): Promise<AutomationRule> {
  const updated = await db.update(automationRules).set({ enabled }).where(inCompany(automationRules, companyId, eq(automationRules.id, id))).returning({ id: automationRules.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  return one(db, companyId, id);
}

/** Deletes a rule together with its runs. */
export async function deleteRule(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findRule(tx, companyId, id))) throw new AppError('NOT_FOUND');
    await tx.delete(automationRuns).where(inCompany(automationRuns, companyId, eq(automationRuns.ruleId, id)));
    await tx.delete(automationRules).where(inCompany(automationRules, companyId, eq(automationRules.id, id)));
  });
}

/** 执行记录: the runs of one rule or of all, newest first. */
export async function listRuns(db: Db, companyId: number, q: AutomationRunQuery): Promise<Page<AutomationRun>> {
  if (q.ruleId !== undefined && !(await findRule(db, companyId, q.ruleId))) throw new AppError('NOT_FOUND');
  const where = inCompany(automationRuns, companyId, q.ruleId === undefined ? undefined : eq(automationRuns.ruleId, q.ruleId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: automationRuns, ruleName: automationRules.name })
      .from(automationRuns)
      .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
      .where(where)
      .orderBy(desc(automationRuns.createdAt), desc(automationRuns.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(automationRuns).where(where),
  ]);
  const list = rows.map(({ run, ruleName }) => ({
    id: run.id,
    ruleId: run.ruleId,
    ruleName,
    trigger: run.trigger,
    applicationId: run.applicationId,
    outcome: run.outcome,
    detail: run.detail,
    createdAt: run.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
