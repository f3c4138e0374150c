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

/** How far the demand's headcount is covered by the jobs opened against it, as a share (at most 100). */
export const coverage = (p: DemandProgress) => (p.headcount > 0 ? Math.min(100, Math.round((p.jobHeadcount / p.headcount) * 100)) : 0);

export const progressText = (p: DemandProgress) => (p.jobCount === 0 ? '尚未开设职位' : `${p.jobCount}个职位 · 招${p.jobHeadcount}/${p.headcount}人`);
