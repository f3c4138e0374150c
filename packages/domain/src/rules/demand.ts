// The rules a hiring demand keeps across fields, shared by the server and the demand forms.
import { shanghaiDate } from '../derive/calendar';

/** A demand's monthly salary range is in whole 元. */
export const DEMAND_SALARY_MAX = 1_000_000;
/** How far ahead an expected arrival date may lie. */
export const DEMAND_ARRIVAL_MAX_YEARS = 2;

export type DemandRuleIssue = { path: string; message: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Asia/Shanghai as YYYY-MM-DD. */
export function shanghaiToday(now: Date = new Date()): string {
  const d = shanghaiDate(now);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** Whether a YYYY-MM-DD string names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The cross-field rules of a demand as it will be: the salary range's low end not above its
 * top, and an expected arrival date from today (China time) to two years ahead.
 */
export function demandRuleIssues(v: { minSalary?: number | null; maxSalary?: number | null; arrivalDate?: string | null }, now: Date = new Date()): DemandRuleIssue[] {
  const issues: DemandRuleIssue[] = [];
  if (v.minSalary != null && v.maxSalary != null && v.minSalary > v.maxSalary) issues.push({ path: 'maxSalary', message: '最高月薪不能低于最低月薪' });
  if (v.arrivalDate) {
    const today = shanghaiToday(now);
    const d = shanghaiDate(now);
    const latest = `${d.year + DEMAND_ARRIVAL_MAX_YEARS}-${pad(d.month)}-${pad(d.day)}`;
    if (v.arrivalDate < today) issues.push({ path: 'arrivalDate', message: '期望到岗日期不能早于今天' });
    else if (v.arrivalDate > latest) issues.push({ path: 'arrivalDate', message: `期望到岗日期最晚为${DEMAND_ARRIVAL_MAX_YEARS}年内` });
  }
  return issues;
}
