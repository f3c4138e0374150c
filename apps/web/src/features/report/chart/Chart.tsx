// An ECharts chart of a board. ECharts loads on the first chart drawn (its own chunk), so a board's
// route chunk stays small; every number a chart shows is also in the table beneath it, which is
// what screen readers and the tests read (jsdom cannot draw).
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media';

type Props = { option: EChartsCoreOption; height: number; 'aria-label': string; onClick?: (dataIndex: number, seriesIndex: number) => void };

export function Chart({ option, height, 'aria-label': label, onClick }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const [failed, setFailed] = useState(false);
  // As the app's own transitions do, the charts draw at once for those who ask for less motion.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    let disposed = false;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    import('./echarts')
      .then(({ echarts }) => {
        if (disposed || !ref.current) return;
        instance = echarts.init(ref.current, undefined, { renderer: 'svg' });
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(ref.current);
        setChart(instance);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(still ? { ...option, animation: false } : option, { notMerge: true });
  }, [chart, option, still]);

  useEffect(() => {
    if (!chart || !onClick) return;
    const handler = (params: { dataIndex?: number; seriesIndex?: number }) => {
      if (typeof params.dataIndex === 'number') onClick(params.dataIndex, params.seriesIndex ?? 0);
    };
    chart.on('click', handler);
    return () => {
      chart.off('click', handler);
    };
  }, [chart, onClick]);

  if (failed) return <p className="bole-report-muted">图表加载失败，请刷新页面重试；下表的数字不受影响。</p>;
  return <div ref={ref} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
