// The part of ECharts the boards draw with, registered once: bars and lines on a grid, their
// tooltip and legend, drawn as SVG (about 190 KB gzipped, of which echarts/core itself is 136 KB).
// Only chart/Chart.tsx imports this module, through a dynamic import, so it loads with a chart.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
