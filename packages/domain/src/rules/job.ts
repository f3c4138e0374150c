// Rules of a job's values that span several fields (salary range, age range, education
// conditions), and salary units: the API speaks 元, the database keeps fen (分), a form shows
// 元/月 for monthly and 万元/年 for annual salaries.
import { JobSalaryType } from '../codes/job';

/** Job age requirements are for working-age adults. */
export const JOB_AGE_MIN = 16;
export const JOB_AGE_MAX = 65;
/** Highest salary a job may state, in 元: 100万 a month, 1亿 a year. */
export const JOB_SALARY_MAX: Record<JobSalaryType, number> = { 1: 1_000_000, 2: 100_000_000 };
const SALARY_MAX_TEXT: Record<JobSalaryType, string> = { 1: '月薪最高100万元', 2: '年薪最高1亿元' };

/** 元 (at most two decimals) to fen. */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
/** Fen to 元. */
export const fenToYuan = (fen: number): number => fen / 100;

/** What the salary input of a form holds for an API amount: 元 for monthly, 万元 for annual salaries. */
export function salaryToFormUnit(salaryType: JobSalaryType, yuan: number | null | undefined): number | null {
  if (yuan == null) return null;
  return salaryType === JobSalaryType.Annual ? Math.round(yuan / 100) / 100 : yuan;
}

/** The API amount (元) of a form's salary input. */
export function salaryFromFormUnit(salaryType: JobSalaryType, value: number | null | undefined): number | null {
  if (value == null) return null;
  return salaryType === JobSalaryType.Annual ? Math.round(value * 10000 * 100) / 100 : value;
}

/** The unit a form shows beside the salary inputs. */
export const salaryFormUnitLabels: Record<JobSalaryType, string> = { 1: '元/月', 2: '万元/年' };

const wan = (yuan: number) => `${Number((yuan / 10000).toFixed(2))}万`;
const yuanText = (yuan: number) => `${Number(yuan.toFixed(2))}`;

/** A job's salary as lists show it: 8000-9000元/月, 0.8万-1.2万/月, 20万-30万/年, 面议. */
export function formatJobSalary(salaryType: JobSalaryType, min: number | null, max: number | null): string {
  if (min == null && max == null) return '面议';
  const per = salaryType === JobSalaryType.Annual ? '/年' : '/月';
  // The whole range in one unit: 万 once either end reaches it, 元 below.
  const inWan = Math.max(min ?? 0, max ?? 0) >= 10000;
  const show = inWan ? wan : yuanText;
  const unit = `${inWan ? '' : '元'}${per}`;
  if (min != null && max != null) return min === max ? `${show(min)}${unit}` : `${show(min)}-${show(max)}${unit}`;
  if (min != null) return `${show(min)}${unit}以上`;
  return `${show(max!)}${unit}以下`;
}

/** The values the cross-field rules read; a partial edit merges them with the stored job first. */
export type JobRuleInput = {
  salaryType?: JobSalaryType | null;
  minSalary?: number | null;
  maxSalary?: number | null;
  minAge?: number | null;
  maxAge?: number | null;
};

export type JobRuleIssue = { path: string; message: string };

/** Salary within the type's limit and min ≤ max; min age ≤ max age. */
export function jobRuleIssues(job: JobRuleInput): JobRuleIssue[] {
  const issues: JobRuleIssue[] = [];
  const type = job.salaryType ?? JobSalaryType.Monthly;
  for (const path of ['minSalary', 'maxSalary'] as const) {
    const value = job[path];
    if (value != null && value > JOB_SALARY_MAX[type]) issues.push({ path, message: SALARY_MAX_TEXT[type] });
  }
  if (job.minSalary != null && job.maxSalary != null && job.minSalary > job.maxSalary) issues.push({ path: 'maxSalary', message: '最高薪资不能低于最低薪资' });
  if (job.minAge != null && job.maxAge != null && job.minAge > job.maxAge) issues.push({ path: 'maxAge', message: '最大年龄不能小于最小年龄' });
  return issues;
}
