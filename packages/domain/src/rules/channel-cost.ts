// The cost of a period from monthly amounts (渠道分析's 费用): each month's amount spread evenly
// over its China calendar days, the days of the period counted, and the sum rounded to the fen
// once, so a period made of whole months costs exactly their amounts.

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days in a month given as YYYY-MM. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Days of a month (YYYY-MM) inside a period of days (YYYY-MM-DD, both counted). */
export function monthDaysInPeriod(month: string, from: string, to: string): number {
  const first = dayNumber(`${month}-01`);
  const last = first + daysInMonth(month) - 1;
  return Math.max(0, Math.min(last, dayNumber(to)) - Math.max(first, dayNumber(from)) + 1);
}

/** The months (YYYY-MM) a period touches: its first and last. */
export const periodMonths = (from: string, to: string) => ({ fromMonth: from.slice(0, 7), toMonth: to.slice(0, 7) });

/** The cost in fen of monthly amounts over a period: amount × days inside ÷ days of the month, summed, rounded once. */
export function proratedCostFen(costs: readonly { month: string; amountFen: number }[], from: string, to: string): number {
  const exact = costs.reduce((sum, c) => sum + (c.amountFen * monthDaysInPeriod(c.month, from, to)) / daysInMonth(c.month), 0);
  return Math.round(exact);
}

/** Cost per hire in fen, rounded; null without hires. */
export const costPerHireFen = (costFen: number, hires: number): number | null => (hires > 0 ? Math.round(costFen / hires) : null);
