/**
 * Monthly salary bands (`monthSalary`), yuan per month, pre-tax. A band covers min <= salary < max;
 * `max` null is open-ended. Codes 1..11.
 */
import type { MonthSalaryItem } from './types';

export const MONTH_SALARY: MonthSalaryItem[] = [
  { code: '1', name: '1千以下', min: 0, max: 1000 },
  { code: '2', name: '1千-2千', min: 1000, max: 2000 },
  { code: '3', name: '2千-3千', min: 2000, max: 3000 },
  { code: '4', name: '3千-5千', min: 3000, max: 5000 },
  { code: '5', name: '5千-8千', min: 5000, max: 8000 },
  { code: '6', name: '8千-1万', min: 8000, max: 10000 },
  { code: '7', name: '1万-1.5万', min: 10000, max: 15000 },
  { code: '8', name: '1.5万-2万', min: 15000, max: 20000 },
  { code: '9', name: '2万-3万', min: 20000, max: 30000 },
  { code: '10', name: '3万-5万', min: 30000, max: 50000 },
  { code: '11', name: '5万以上', min: 50000, max: null },
];
