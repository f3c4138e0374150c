// The job a collected mail applies for: matched among the company's open jobs by the name the
// mail gives (then its city), and entered through enterJob (source mail, no person acting) with
// the job's filter rules screening the new application.
import { matchAppliedJob, type OpenJob } from '@bole/domain';
import type { Db, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { LOCATIONS } from '../../basedata/data';
import type { Operator } from '../../resumes/service';
import { enterJob } from '../../applications/enter';
import { openJobsOf } from '../rules/job-reads';

const cityNames = new Map(LOCATIONS.map((l) => [l.code, l.name]));

/** The open job the mail names, or null when it names none or several fit. */
export async function appliedJobAmongOpen(db: Db, companyId: number, jobName: string, context: string): Promise<OpenJob | null> {
  const open = (await openJobsOf(db, companyId)).map((j) => ({ id: j.id, name: j.name, cityName: j.workCityCode ? (cityNames.get(j.workCityCode) ?? null) : null }));
  return matchAppliedJob(jobName, context, open);
}

/**
 * Enters the stored resume into the matched job in a savepoint of the storing transaction, so a
 * refusal (the job closed meanwhile, the candidate in another job's process) costs the entry, not
 * the resume; the refusal becomes a note on the mail.
 */
export async function enterAppliedJob(tx: Tx, op: Operator, resumeId: number, job: OpenJob): Promise<{ jobId: number | null; note: string | null }> {
  try {
    const entered = await tx.transaction((sp) => enterJob(sp, { companyId: op.companyId, resumeId, jobId: job.id, actorId: null, source: 'mail', actorName: op.userName }));
    return { jobId: job.id, note: entered.eliminated ? `已投递职位「${job.name}」，被筛选规则自动淘汰` : null };
  } catch (error) {
    if (error instanceof AppError) return { jobId: null, note: `未能投递职位「${job.name}」：${error.message}` };
    throw error;
  }
}
