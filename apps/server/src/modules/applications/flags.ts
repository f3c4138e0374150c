// The job-list filter flags of spec section 4 (有意向沟通, 推荐已筛选 …) as conditions on
// applications. Each area that holds a flag's data registers it (screening registers the
// recommendation flags); the table view offers the registered ones and refuses the others.
import { jobListFilterLabels, type JobListFilter } from '@bole/domain';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors';

/** A condition on `applications` for the caller's company (correlated subqueries on applications.id are typical). */
export type FlagCondition = (companyId: number) => SQL;

const registry = new Map<JobListFilter, FlagCondition>();

export function registerApplicationFlag(flag: JobListFilter, condition: FlagCondition): void {
  registry.set(flag, condition);
}

/** The flags the table can filter by now. */
export const availableFlags = (): JobListFilter[] => [...registry.keys()];

export function flagConditions(companyId: number, flags: readonly JobListFilter[]): SQL[] {
  return flags.map((flag) => {
    const condition = registry.get(flag);
    if (!condition) throw new AppError('VALIDATION', `筛选条件“${jobListFilterLabels[flag]}”暂不可用：还没有相关数据`, { fields: [{ field: 'flags', message: `筛选条件“${jobListFilterLabels[flag]}”暂不可用` }] });
    return condition(companyId);
  });
}
