// 招聘概览's per-day lines (ECharts option): applications, interviews, offers and hires per China day.
import type { Overview } from '@bole/domain';

export const DAILY_SERIES = [
  { key: 'applications', label: '新增投递' },
  { key: 'interviews', label: '面试' },
  { key: 'offers', label: '发出Offer' },
  { key: 'hires', label: '入职' },
] as const;

export function overviewChartOption(days: Overview['days']) {
  return {
    color: ['#1d5eff', '#faad14', '#13c2c2', '#52c41a'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: DAILY_SERIES.map((s) => s.label) },
    grid: { left: 40, right: 16, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: DAILY_SERIES.map((s) => ({ name: s.label, type: 'line', smooth: false, showSymbol: days.length <= 31, data: days.map((d) => d[s.key]), cursor: 'pointer' })),
  };
}
