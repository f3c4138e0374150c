// How the demands area shows a demand's values: status tag, salary range, arrival date, progress.
import { formatJobSalary, JobSalaryType, type DemandProgress, type DemandRow, type DemandStatus } from '@bole/domain';
import type { TagColor } from '../../../components/plain/Tag';

export const STATUS_COLORS: Record<DemandStatus, TagColor> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'warning',
  closed: 'default',
};

export const PRIORITY_COLORS: Record<number, TagColor> = { 1: 'default', 2: 'gold', 3: 'error' };

/** 2万-3万/月, 8000元/月以上, 面议. */
export const demandSalaryText = (d: Pick<DemandRow, 'minSalary' | 'maxSalary'>) => formatJobSalary(JobSalaryType.Monthly, d.minSalary, d.maxSalary);

export const arrivalText = (date: string | null) => (date ? `${date} 前到岗` : '到岗时间不限');

/** How far the demand's headcount is filled by hires in its jobs, as a share (at most 100). */
export const filledShare = (p: DemandProgress) => (p.headcount > 0 ? Math.min(100, Math.round((p.hired / p.headcount) * 100)) : 0);

/** 已入职1/3人 · 2个职位招3人, or 尚未开设职位. */
export const progressText = (p: DemandProgress) => (p.jobCount === 0 ? `需${p.headcount}人 · 尚未开设职位` : `已入职${p.hired}/${p.headcount}人 · ${p.jobCount}个职位招${p.jobHeadcount}人`);
