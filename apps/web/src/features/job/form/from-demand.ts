// 开设职位 from an approved demand: the job form starts with what the demand asks (position,
// department, category, headcount, monthly salary, place, description and requirements), linked
// to it, with its submitter as 用人经理 and its 负责HR (else the caller) as recruiting owner.
import { JobSalaryType, type DemandDetail, type JobTypeNode } from '@bole/domain';
import { newJobValues, type JobFormValues } from './form-values';

/** The cascader value of a 职位类别 or of a classification under one. */
function categoryPath(types: readonly JobTypeNode[], id: number | null): number[] | undefined {
  if (id === null) return undefined;
  if (types.some((t) => t.id === id)) return [id];
  const parent = types.find((t) => t.children.some((c) => c.id === id));
  return parent ? [parent.id, id] : undefined;
}

export function jobValuesFromDemand(demand: DemandDetail, types: readonly JobTypeNode[], userId: number | undefined): JobFormValues {
  return {
    ...newJobValues(demand.ownerId ?? userId, demand.orgId),
    name: demand.name,
    category: categoryPath(types, demand.categoryId),
    nature: demand.nature,
    headcount: demand.headcount,
    salaryType: JobSalaryType.Monthly,
    minSalary: demand.minSalary,
    maxSalary: demand.maxSalary,
    workPlace: demand.workPlace,
    describe: demand.describe,
    demand: demand.requirement,
    userPersonAccountIds: [demand.createdBy],
    demandIds: [demand.id],
  };
}
