// 简历评分规则 applied: a resume's match score to a job by the job's scoring rule, with the
// points and reason per criterion. The caller must see both the resume and the job.
import { scoreResume, type ResumeMatch, type ResumeMatchBatch, type ScoreItem } from '@bole/domain';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { findJob } from '../../jobs/repository';
import { jobScope } from '../../jobs/scope';
import * as resumesRepo from '../../resumes/repository';
import { canSeeSalary, scopeCondition, type Caller } from '../../resumes/scope';
import { jobFactsOf, loadFacts } from './facts';
import { scoringRuleRow } from './scoring.service';

/** Without 查看薪资 the salary reason says how the expectation compares, not what it is. */
function shownItems(caller: Caller, items: ScoreItem[]): ScoreItem[] {
  if (canSeeSalary(caller)) return items;
  return items.map((i) => (i.key !== 'salary' ? i : { ...i, reason: i.points >= i.maxPoints ? '期望薪资在职位薪资范围内' : i.points > 0 ? '期望薪资高于职位上限' : '期望薪资未写明或远高于职位上限' }));
}

async function jobAndRule(db: Db, caller: Caller, jobId: number) {
  const job = await findJob(db, caller.companyId, jobId, { scope: jobScope(caller) });
  if (!job) throw new AppError('NOT_FOUND');
  const rule = job.resumeScoringRulesId === null ? null : await scoringRuleRow(db, caller.companyId, job.resumeScoringRulesId).catch(() => null);
  return { job, rule };
}

export async function matchResume(db: Db, caller: Caller, resumeId: number, jobId: number): Promise<ResumeMatch> {
  const resume = await resumesRepo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller) });
  if (!resume) throw new AppError('NOT_FOUND');
  const { job, rule } = await jobAndRule(db, caller, jobId);
  const base = { resumeId, jobId, jobName: job.name, ruleId: rule?.id ?? null, ruleName: rule?.name ?? null };
  if (!rule) return { ...base, score: null, items: [] };
  const facts = (await loadFacts(db, caller.companyId, resumeId))!;
  const { score, items } = scoreResume(rule, facts, jobFactsOf(job));
  return { ...base, score, items: shownItems(caller, items) };
}

/** Scores of many resumes for one job (a candidate list); resumes the caller cannot see are left out. */
export async function matchResumes(db: Db, caller: Caller, jobId: number, resumeIds: readonly number[]): Promise<ResumeMatchBatch> {
  const { job, rule } = await jobAndRule(db, caller, jobId);
  const scores: ResumeMatchBatch['scores'] = [];
  for (const resumeId of new Set(resumeIds)) {
    if (!(await resumesRepo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller) }))) continue;
    if (!rule) {
      scores.push({ resumeId, score: null, items: [] });
      continue;
    }
    const { score, items } = scoreResume(rule, (await loadFacts(db, caller.companyId, resumeId))!, jobFactsOf(job));
    scores.push({ resumeId, score, items: shownItems(caller, items) });
  }
  return { jobId, ruleId: rule?.id ?? null, ruleName: rule?.name ?? null, scores };
}
