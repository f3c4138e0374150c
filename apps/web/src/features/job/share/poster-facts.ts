// What 分享职位 shows of a job: its address on the careers portal and the facts on its poster.
import { codeLabel, jobNatureLabels, type JobRow } from '@bole/domain';
import { headcountText, salaryText } from '../shared/format';
import type { PosterFacts } from './poster';

/** The job's page on the portal, from the company's portal address. */
export const jobPortalUrl = (portalUrl: string, jobId: number) => `${portalUrl.replace(/\/+$/, '')}/jobs/${jobId}`;

export function posterFactsOf(job: JobRow, companyName: string): PosterFacts {
  return {
    companyName,
    jobName: job.name,
    salary: salaryText(job),
    facts: [job.workPlace, codeLabel(jobNatureLabels, job.nature, ''), job.orgName === companyName ? null : job.orgName, `招聘${headcountText(job.headcount)}`].filter((x): x is string => Boolean(x)),
  };
}
