// The part of ECharts the boards draw with, registered once: about a third of the whole library.
// Only chart/Chart.tsx imports this module, through a dynamic import, so it loads with a chart.
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, FunnelChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
