// 招聘概览's event numbers broken down by a group (a channel, a 招聘负责人): the table columns that
// open each number's candidates through /api/reports/overview/candidates with the group as a
// filter, and the grouped bars above the table.
import { OverviewMetric, type ReferrerFilter, type ReportFilter } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import type { Drill } from '../drill/DrillDrawer';
import { DrillNumber } from './DrillNumber';
import { periodText } from './period';

export const GROUP_METRICS = ['applications', 'screened', 'interviews', 'offers', 'hires'] as const;
export type GroupMetric = (typeof GROUP_METRICS)[number];
type Counts = Record<GroupMetric, number>;

const TIME_LABELS: Record<GroupMetric, string> = { applications: '投递时间', screened: '筛选通过时间', interviews: '面试时间', offers: '发出时间', hires: '入职日期' };

/** The drill-down of one group's number: the board's filter narrowed to the group. */
export function groupDrill(metric: GroupMetric, filter: ReportFilter, group: { name: string; narrow: Partial<ReportFilter & ReferrerFilter> }): Drill {
  return {
    target: { kind: 'overview', metric },
    filter: { ...filter, ...group.narrow },
    title: `${group.name} · ${OverviewMetric[metric]}（${periodText(filter)}）`,
    timeLabel: TIME_LABELS[metric],
    dateOnly: metric === 'hires',
  };
}

export function metricColumns<T extends Counts>(nameOf: (row: T) => string, open: (row: T, metric: GroupMetric) => void): Column<T>[] {
  return GROUP_METRICS.map((metric) => ({
    key: metric,
    title: OverviewMetric[metric],
    width: 96,
    align: 'right',
    render: (row: T) => <DrillNumber value={row[metric]} label={`${nameOf(row)} ${OverviewMetric[metric]}`} onOpen={() => open(row, metric)} />,
  }));
}

const BARS = ['applications', 'interviews', 'offers', 'hires'] as const;

/** Bars of 新增投递, 面试, 发出Offer and 入职 per group; the chart's series index maps back through BARS. */
export function groupChartOption<T extends Counts>(rows: readonly T[], nameOf: (row: T) => string) {
  return {
    color: ['#1d5eff', '#faad14', '#13c2c2', '#52c41a'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: BARS.map((m) => OverviewMetric[m]) },
    grid: { left: 40, right: 16, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: rows.map(nameOf), axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: BARS.map((m) => ({ name: OverviewMetric[m], type: 'bar', barMaxWidth: 24, data: rows.map((r) => r[m]), cursor: 'pointer' })),
  };
}

export const barMetric = (seriesIndex: number): GroupMetric => BARS[seriesIndex] ?? 'applications';

/** The 口径说明 of the numbers shared with 招聘概览. */
export const GROUP_RULES = [
  { term: '新增投递', text: '期间内投递或加入职位的投递数。' },
  { term: '筛选通过', text: '期间内首次进入面试类阶段的投递数，每个投递只计一次。' },
  { term: '面试', text: '期间内开始且未取消的面试场次。' },
  { term: '发出Offer', text: '期间内发给候选人的Offer数。' },
  { term: '入职', text: '入职日期在期间内且已确认入职的投递数。' },
];
