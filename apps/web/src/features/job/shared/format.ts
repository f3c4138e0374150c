// How the jobs area shows a job's values: salary range, headcount, retention, the status tag.
import { formatJobSalary, JobStatus, type JobRow, type JobSalaryType } from '@bole/domain';
import type { TagColor } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';

export const salaryText = (job: Pick<JobRow, 'salaryType' | 'minSalary' | 'maxSalary'>) => formatJobSalary(job.salaryType as JobSalaryType, job.minSalary, job.maxSalary);

/** A job's work-years requirement (the scale's code): 一年以下, 3年以上, 12年以上; none is 不限. */
export const workYearText = (code: number | null) => (code === null ? '不限' : code === 0 ? '一年以下' : code >= 13 ? '12年以上' : `${code}年以上`);

export const headcountText = (headcount: number | null) => (headcount === null ? '若干' : `${headcount}人`);

/** Whether the job waits for 职位审批 (closed until the approval opens it). */
export const awaitsApproval = (job: Pick<JobRow, 'closedReason' | 'approval'>) => job.closedReason === 'approval' && job.approval?.status === 'pending';

/** 招聘中 / 审批中 / 审批未通过 / 已过期 / 已关闭, with the tag colour the list shows it in. */
export function statusOf(job: Pick<JobRow, 'status' | 'closedReason' | 'approval'>): { label: string; color: TagColor } {
  if (job.status === JobStatus.Open) return { label: '招聘中', color: 'success' };
  if (job.closedReason === 'approval') return awaitsApproval(job) ? { label: '审批中', color: 'processing' } : { label: '审批未通过', color: 'error' };
  return job.closedReason === 'expired' ? { label: '已过期', color: 'warning' } : { label: '已关闭', color: 'default' };
}

/** When an open job closes by itself (or that it does not), when a closed one closed. */
export function retentionText(job: Pick<JobRow, 'status' | 'expiresAt' | 'closedAt' | 'closedReason' | 'approval'>): string {
  if (job.closedReason === 'approval') return awaitsApproval(job) ? `审批通过后开启${job.approval?.currentStep ? `（${job.approval.currentStep}）` : ''}` : `未通过：${job.approval?.reason ?? '审批被驳回或撤回'}`;
  if (job.status !== JobStatus.Open) return job.closedAt ? `${formatDateTime(job.closedAt, 'YYYY-MM-DD')} ${job.closedReason === 'expired' ? '到期关闭' : '关闭'}` : '已关闭';
  if (!job.expiresAt) return '长期有效';
  return `${formatDateTime(job.expiresAt, 'YYYY-MM-DD')} 到期`;
}
