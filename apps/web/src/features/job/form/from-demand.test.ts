import type { DemandDetail, JobTypeNode } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { jobValuesFromDemand } from './from-demand';

const types = [{ id: 5, name: '技术', children: [{ id: 6, name: '后端开发' }] }] as unknown as JobTypeNode[];
const demand = {
  id: 21, name: '后端开发工程师', orgId: 3, categoryId: 6, nature: 1, headcount: 2, minSalary: 20000, maxSalary: 30000, workPlace: '杭州', describe: '负责交易系统',
  requirement: '3年以上Go经验', ownerId: null, createdBy: 7,
} as DemandDetail;

describe('a job opened against a demand', () => {
  it('starts with what the demand asks, linked to it, its submitter as hiring manager', () => {
    expect(jobValuesFromDemand(demand, types, 1)).toMatchObject({
      name: '后端开发工程师', orgId: 3, category: [5, 6], headcount: 2, salaryType: 1, minSalary: 20000, maxSalary: 30000, workPlace: '杭州',
      describe: '负责交易系统', demand: '3年以上Go经验', userId: 1, userPersonAccountIds: [7], demandIds: [21],
    });
  });

  it('takes a top-level 职位类别 as it is, its 负责HR as owner, and forgets a category deleted since', () => {
    expect(jobValuesFromDemand({ ...demand, categoryId: 5, ownerId: 9 }, types, 1)).toMatchObject({ category: [5], userId: 9 });
    expect(jobValuesFromDemand({ ...demand, categoryId: 99 }, types, 1).category).toBeUndefined();
  });
});
