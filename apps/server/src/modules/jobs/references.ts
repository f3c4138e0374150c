// Ids a job body names are checked against the caller's company: departments, job types and
// levels, tags and accounts answer 404 when they are not the company's; benefits must be
// codes of the benefit list, a classification must sit under the category, and people newly
// put on a job must not be disabled accounts; newly linked demands must be approved; the
// recruiting process must be the company's and keep every candidate's stage; 简历筛选规则 and
// 简历评分规则 must be the company's. Ids of areas built later are kept as given.
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { BASEDATA_LISTS } from '../basedata/data';
import { checkDemandLinks } from '../demands/links';
import { checkJobProcess } from '../processes/jobs.service';
import { filterRulesAllOf, scoringRuleOf } from '../intake/rules/ownership';
import { tagsByIds } from '../resumes/tags';
import type { JobRecord, JobValues } from './columns';
import { levelsByIds } from './levels.service';
import { accountsByIds, orgNames } from './repository';
import { typesByIds } from './types.service';

const BENEFIT_CODES = new Set(BASEDATA_LISTS.positionBenefit.map((b) => b.code));
const DISABLED = 2;

/** A 400 naming the field, as the error handler answers zod's failures. */
const invalidField = (field: string, message: string) => new AppError('VALIDATION', message, { fields: [{ field, message }] });

const PEOPLE = [
  ['assistantIds', 'jurisdictionAccountIds'],
  ['hiringManagerIds', 'userPersonAccountIds'],
  ['interviewerIds', 'interviewAccountIds'],
] as const;

/** Whether `key` is set by the patch to something other than what is stored. */
function changes<K extends keyof JobValues>(patch: Partial<JobValues>, before: JobRecord | undefined, key: K): boolean {
  return patch[key] !== undefined && patch[key] !== null && JSON.stringify(patch[key]) !== JSON.stringify(before?.[key as keyof JobRecord]);
}

/**
 * Checks what `patch` sets (on create, `before` is undefined) and fills the category from
 * the classification when only that is given.
 */
export async function checkReferences(tx: Tx, companyId: number, patch: Partial<JobValues>, before?: JobRecord): Promise<void> {
  const orgIds = (['orgId', 'companyOrgId'] as const).filter((k) => changes(patch, before, k)).map((k) => patch[k] as number);
  if (orgIds.length > 0) {
    const found = await orgNames(tx, companyId, orgIds);
    if (orgIds.some((id) => !found.has(id))) throw new AppError('NOT_FOUND');
  }

  if (changes(patch, before, 'categoryId') || changes(patch, before, 'classifyId')) {
    const categoryId = patch.categoryId !== undefined ? patch.categoryId : (before?.categoryId ?? null);
    const classifyId = patch.classifyId !== undefined ? patch.classifyId : (before?.classifyId ?? null);
    const types = await typesByIds(tx, companyId, [categoryId, classifyId].filter((id): id is number => id !== null));
    const category = categoryId === null ? undefined : types.get(categoryId);
    const classify = classifyId === null ? undefined : types.get(classifyId);
    if ((categoryId !== null && !category) || (classifyId !== null && !classify)) throw new AppError('NOT_FOUND');
    if (category && category.parentId !== null) throw invalidField('categoryId', '职位类别须为一级类别，分类请填在职位分类中');
    if (classify) {
      if (classify.parentId === null) throw invalidField('jobClassifyId', '职位分类须为某个类别下的分类');
      if (category && classify.parentId !== category.id) throw invalidField('jobClassifyId', '职位分类不属于所选的职位类别');
      if (!category) patch.categoryId = classify.parentId;
    }
  }

  if (changes(patch, before, 'rankIds')) {
    const found = await levelsByIds(tx, companyId, patch.rankIds!);
    if (patch.rankIds!.some((id) => !found.has(id))) throw new AppError('NOT_FOUND');
  }
  if (changes(patch, before, 'tagIds')) {
    const found = await tagsByIds(tx, companyId, patch.tagIds!);
    if (patch.tagIds!.some((id) => !found.has(id))) throw new AppError('NOT_FOUND');
  }
  // 招聘流程: the company's own, and no candidate left in a stage the new process lacks.
  if (patch.recruitProcessId !== undefined && patch.recruitProcessId !== (before?.recruitProcessId ?? null)) {
    await checkJobProcess(tx, companyId, before?.id ?? null, patch.recruitProcessId);
  }
  if (changes(patch, before, 'demandIds')) {
    const linked = new Set(before?.demandIds ?? []);
    await checkDemandLinks(tx, companyId, patch.demandIds!.filter((id) => !linked.has(id)));
  }
  if (changes(patch, before, 'resumeFilterRulesIds') && !(await filterRulesAllOf(tx, companyId, patch.resumeFilterRulesIds!))) throw new AppError('NOT_FOUND');
  if (changes(patch, before, 'resumeScoringRulesId') && !(await scoringRuleOf(tx, companyId, patch.resumeScoringRulesId!))) throw new AppError('NOT_FOUND');
  if (changes(patch, before, 'benefits') && patch.benefits!.some((code) => !BENEFIT_CODES.has(code))) {
    throw invalidField('benefits', '职位福利须从福利列表中选择');
  }

  // People: the company's accounts (404 otherwise); someone newly put on the job must not be disabled.
  const added: { field: string; ids: number[] }[] = [];
  if (changes(patch, before, 'ownerId')) added.push({ field: 'userId', ids: [patch.ownerId!] });
  for (const [column, field] of PEOPLE) {
    if (!changes(patch, before, column)) continue;
    const kept = new Set(before?.[column] ?? []);
    added.push({ field, ids: patch[column]!.filter((id) => !kept.has(id)) });
  }
  const all = [...new Set(added.flatMap((a) => a.ids))];
  if (all.length === 0) return;
  const found = await accountsByIds(tx, companyId, all);
  if (all.some((id) => !found.has(id))) throw new AppError('NOT_FOUND');
  const disabled = added.find((a) => a.ids.some((id) => found.get(id)!.status === DISABLED));
  if (disabled) {
    const names = disabled.ids.filter((id) => found.get(id)!.status === DISABLED).map((id) => found.get(id)!.userName);
    throw invalidField(disabled.field, `${names.join('、')}的账号已停用，请选择在职的同事`);
  }
}
