// Offer分析 (/report/board/offer): the offers created, approved, sent, accepted and declined in the
// period, the accept rate and days to answer, and the decline reasons; every count lists its candidates.
import { OFFER_DECLINE_NO_REASON, OfferMetric, type OfferBoard as OfferNumbers, type ReportFilter } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Skeleton } from '../../../components/plain/Skeleton';
import { SimpleTable } from '../../../components/table/SimpleTable';
import type { AppRoute } from '../../../lib/routes';
import { useBoard } from '../api/get-board';
import { BoardLayout } from '../board/BoardLayout';
import { DrillNumber } from '../board/DrillNumber';
import { StatCards } from '../board/StatCards';
import { periodText } from '../board/period';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';
import { daysText, percentText } from '../job360/funnel-rows';

const TIME_LABELS: Record<OfferMetric, string> = { created: '创建时间', approved: '审批通过时间', sent: '发出时间', accepted: '接受时间', declined: '拒绝时间' };

const RULES = [
  { term: '创建Offer', text: '期间内创建的Offer数，之后作废的也计入。' },
  { term: '审批通过', text: '期间内Offer审批通过的数量。' },
  { term: '发出Offer', text: '期间内发给候选人的Offer数。' },
  { term: '接受 / 拒绝', text: '期间内候选人通过Offer链接作出的答复，按答复时间计入期间。' },
  { term: '接受率', text: '期间内的答复中接受的比例：接受 ÷（接受 + 拒绝），期间内没有答复时显示“-”。' },
  { term: '平均答复天数', text: '期间内答复的Offer从发出到答复的平均天数。' },
  { term: '拒绝原因', text: `期间内拒绝Offer的原因分布，未填写原因的计入“${OFFER_DECLINE_NO_REASON}”。` },
];

function chartOption(data: OfferNumbers) {
  return {
    color: ['#1d5eff'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 40, right: 16, top: 24, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: data.metrics.map((m) => m.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: 'Offer数', type: 'bar', barMaxWidth: 40, data: data.metrics.map((m) => m.value), label: { show: true, position: 'top' }, cursor: 'pointer' }],
  };
}

function OfferPanel({ data, filter, onDrill }: { data: OfferNumbers; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const option = useMemo(() => chartOption(data), [data]);
  const period = periodText(filter);
  const drill = (metric: OfferMetric, reason?: string) =>
    onDrill({
      target: { kind: 'offers', metric, reason },
      filter,
      title: reason ? `拒绝原因：${reason}（${period}）` : `${OfferMetric[metric]}（${period}）`,
      timeLabel: TIME_LABELS[metric],
    });
  return (
    <>
      <StatCards
        label="Offer指标"
        items={[
          ...data.metrics.map((m) => ({ key: m.key, label: m.label, value: m.value, onOpen: () => drill(m.key) })),
          { key: 'acceptRate', label: '接受率', value: null, text: percentText(data.acceptRate) },
          { key: 'avgDays', label: '平均答复天数', value: null, text: daysText(data.avgDaysToAnswer) },
        ]}
      />
      <Chart option={option} height={260} aria-label="Offer各环节数量柱状图，数字见上方" onClick={(index) => data.metrics[index] && drill(data.metrics[index].key)} />
      <h3 className="bole-report-subtitle">拒绝原因</h3>
      <SimpleTable
        caption="拒绝原因"
        columns={[
          { key: 'reason', title: '原因', render: (r) => r.reason },
          { key: 'count', title: '人数', width: 100, align: 'right', render: (r) => <DrillNumber value={r.count} label={`拒绝原因 ${r.reason}`} onOpen={() => drill('declined', r.reason)} /> },
        ]}
        rows={data.declineReasons}
        rowKey={(r) => r.reason}
        size="middle"
        empty={<Empty description="期间内没有拒绝Offer" style={{ margin: '16px 0' }} />}
      />
    </>
  );
}

export function OfferBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const numbers = useBoard('offers', board.filter);
  return (
    <BoardLayout route={route} board={board} title="Offer分析" busy={numbers.isFetching} rules={RULES} countedAt={numbers.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {numbers.isError ? (
        <InlineAlert type="error" title={isApiError(numbers.error) ? numbers.error.message : 'Offer分析加载失败，请稍后刷新重试'} />
      ) : numbers.data ? (
        <OfferPanel data={numbers.data} filter={board.filter} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
