// 职位360 (/report/board/job360): the funnel of one job (or of all the caller's jobs) over the
// period, as a bar chart with the table beneath: per stage 到达人数, the conversion from the stage
// before, 当前人数, and the stage times (离开, 平均停留, 停滞). Every number lists its candidates.
import type { StageMeasure} from '@bole/domain';
import { REPORT_STALE_DAYS, type ReportFilter } from '@bole/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { useFunnel } from '../api/get-funnel';
import { useStageTimes } from '../api/get-stage-times';
import { BoardLayout } from '../board/BoardLayout';
import { DrillNumber } from '../board/DrillNumber';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';
import type { AppRoute } from '../../../lib/routes';
import { daysText, funnelRows, percentText, type FunnelRow } from './funnel-rows';
import { funnelChartOption } from './funnel-chart';

const TIME_LABELS: Record<StageMeasure, string> = { entered: '到达时间', current: '进入阶段时间', left: '离开时间', stale: '进入阶段时间' };
const MEASURE_TITLES: Record<StageMeasure, string> = { entered: '到达人数', current: '当前人数', left: '离开人数', stale: '停滞人数' };

const RULES = [
  {
    term: '到达人数',
    text: '期间内首次到达该阶段的投递数。同一投递重复进入同一阶段只计一次；退回之前的阶段后再进入不重复计；转移职位后在新职位另计；淘汰后恢复仍计入。',
  },
  { term: '转化率', text: '本阶段到达人数 ÷ 上一阶段到达人数，上一阶段为0时显示“-”。' },
  { term: '当前人数', text: '现在处于该阶段且仍在招聘中的投递（已淘汰、已归档、已入职的不计），与所选期间无关。' },
  { term: '离开人数', text: '期间内离开该阶段（进入其他阶段、淘汰或转移）的投递数。' },
  { term: '平均停留', text: '期间内离开该阶段的投递在该阶段停留的平均天数，多次进入的停留时间累加。' },
  { term: '停滞人数', text: `当前处于该阶段超过${REPORT_STALE_DAYS}天、仍在招聘中的投递数，与所选期间无关。` },
  { term: '阶段顺序', text: '按所选职位的招聘流程排列；未选职位时按默认流程，其他流程特有的阶段排在后面。' },
];

function columns(open: (row: FunnelRow, measure: StageMeasure) => void, timesState: 'loading' | 'error' | 'ready'): Column<FunnelRow>[] {
  const timeCell = (row: FunnelRow, render: (t: NonNullable<FunnelRow['times']>) => ReactNode) => {
    if (timesState === 'loading') return '…';
    if (!row.times) return '-';
    return render(row.times);
  };
  const number = (row: FunnelRow, measure: StageMeasure, value: number) => (
    <DrillNumber value={value} label={`${row.name} ${MEASURE_TITLES[measure]}`} onOpen={() => open(row, measure)} />
  );
  return [
    { key: 'stage', title: '阶段', width: 140, ellipsis: true, render: (r) => r.name },
    { key: 'entered', title: '到达人数', width: 100, align: 'right', render: (r) => number(r, 'entered', r.entered) },
    { key: 'conversion', title: '转化率', width: 90, align: 'right', render: (r) => percentText(r.conversion) },
    { key: 'current', title: '当前人数', width: 100, align: 'right', render: (r) => number(r, 'current', r.current) },
    { key: 'left', title: '离开人数', width: 100, align: 'right', render: (r) => timeCell(r, (t) => number(r, 'left', t.left)) },
    { key: 'avgDays', title: '平均停留', width: 100, align: 'right', render: (r) => timeCell(r, (t) => daysText(t.avgDays)) },
    { key: 'stale', title: `停滞人数（>${REPORT_STALE_DAYS}天）`, width: 140, align: 'right', render: (r) => timeCell(r, (t) => number(r, 'stale', t.stale)) },
  ];
}

function FunnelPanel({ filter, onDrill }: { filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const funnel = useFunnel(filter);
  const times = useStageTimes(filter);
  const rows = useMemo(() => funnelRows(funnel.data?.stages ?? [], times.data?.stages), [funnel.data, times.data]);
  const option = useMemo(() => funnelChartOption(rows), [rows]);
  const period = filter.from === filter.to ? filter.from : `${filter.from} 至 ${filter.to}`;
  const open = (row: FunnelRow, measure: StageMeasure) =>
    onDrill({
      target: { kind: 'funnel', stageId: row.stageId, measure },
      filter,
      title: measure === 'entered' || measure === 'left' ? `${row.name} · ${MEASURE_TITLES[measure]}（${period}）` : `${row.name} · ${MEASURE_TITLES[measure]}`,
      timeLabel: TIME_LABELS[measure],
    });

  if (funnel.isError) return <InlineAlert type="error" title={isApiError(funnel.error) ? funnel.error.message : '招聘漏斗加载失败，请稍后刷新重试'} />;
  const timesState = times.isError ? 'error' : times.data ? 'ready' : 'loading';
  return (
    <>
      {rows.length > 0 && (
        <Chart
          option={option}
          height={300}
          aria-label="招聘漏斗图：各阶段到达人数与当前人数，数字见下表"
          onClick={(index, series) => rows[index] && open(rows[index], series === 1 ? 'current' : 'entered')}
        />
      )}
      {times.isError && <InlineAlert type="warning" title="阶段停留时间加载失败，下表只显示漏斗数字" />}
      <SimpleTable<FunnelRow>
        caption="各阶段人数与转化"
        columns={columns(open, timesState)}
        rows={funnel.data ? rows : undefined}
        rowKey={(r) => r.stageId}
        loading={funnel.isFetching}
        size="middle"
        minWidth={760}
        empty={<Empty description="所选范围内没有招聘流程阶段" style={{ margin: '24px 0' }} />}
      />
    </>
  );
}

export function Job360Board({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  // The funnel has no countedAt: it is counted when asked, so the answer's arrival is when.
  const { dataUpdatedAt, isFetching } = useFunnel(board.filter);
  return (
    <BoardLayout route={route} board={board} title="招聘漏斗" busy={isFetching} rules={RULES} countedAt={dataUpdatedAt || null} drill={drill} onCloseDrill={() => setDrill(null)}>
      <FunnelPanel filter={board.filter} onDrill={setDrill} />
    </BoardLayout>
  );
}
