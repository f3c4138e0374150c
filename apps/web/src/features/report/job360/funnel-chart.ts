// The funnel as grouped bars per stage in process order: 到达人数 and 当前人数 (ECharts option).
import type { FunnelRow } from './funnel-rows';

export function funnelChartOption(rows: readonly FunnelRow[]) {
  return {
    color: ['#1d5eff', '#36cfc9'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: ['到达人数', '当前人数'] },
    grid: { left: 40, right: 16, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '到达人数', type: 'bar', barMaxWidth: 36, data: rows.map((r) => r.entered), label: { show: true, position: 'top' }, cursor: 'pointer' },
      { name: '当前人数', type: 'bar', barMaxWidth: 36, data: rows.map((r) => r.current), label: { show: true, position: 'top' }, cursor: 'pointer' },
    ],
  };
}
