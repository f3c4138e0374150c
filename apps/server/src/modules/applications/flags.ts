// The job-list filter flags of spec section 4 (有意向沟通, 推荐已筛选 …) as conditions on
// applications. Each area that holds a flag's data registers it (screening registers the
// recommendation flags); the table view offers the registered ones and refuses the others.
import { JobListFilter, jobListFilterLabels } from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors';
import { jobs } from '../jobs/tables';
import { applications } from './tables';

/** A condition on `applications` for the caller's company (correlated subqueries on applications.id are typical). */
export type FlagCondition = (companyId: number) => SQL;

const registry = new Map<JobListFilter, FlagCondition>();

export function registerApplicationFlag(flag: JobListFilter, condition: FlagCondition): void {
  registry.set(flag, condition);
}

/** The flags the table can filter by now, in the spec's order. */
export const availableFlags = (): JobListFilter[] => Object.values(JobListFilter).filter((flag) => registry.has(flag));

export function flagConditions(companyId: number, flags: readonly JobListFilter[]): SQL[] {
  return flags.map((flag) => {
    const condition = registry.get(flag);
    if (!condition) throw new AppError('VALIDATION', `筛选条件“${jobListFilterLabels[flag]}”暂不可用：还没有相关数据`, { fields: [{ field: 'flags', message: `筛选条件“${jobListFilterLabels[flag]}”暂不可用` }] });
    return condition(companyId);
  });
}

/** For the job list: jobs (the outer query's `jobs`) with a candidate, not archived, who matches the flag. */
export function jobsWithFlag(companyId: number, flag: JobListFilter): SQL {
  const [condition] = flagConditions(companyId, [flag]);
  return sql`exists (select 1 from ${applications} where ${applications.companyId} = ${companyId} and ${applications.jobId} = ${jobs.id} and ${applications.archivedAt} is null and ${condition})`;
}
