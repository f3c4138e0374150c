// 面试分析 (/report/board/interview): the interviews arranged in the period, held, no-shows, passed
// and failed, per round with its pass rate, and per interviewer his load and how soon he evaluates.
// Every count lists its candidates (of the round or the interviewer where the row says).
import { EVALUATION_ON_TIME_HOURS, INTERVIEW_METRICS, InterviewMetric, type InterviewBoard as InterviewNumbers, type ReportFilter } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Skeleton } from '../../../components/plain/Skeleton';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import type { AppRoute } from '../../../lib/routes';
import { useBoard } from '../api/get-board';
import { BoardLayout } from '../board/BoardLayout';
import { DrillNumber } from '../board/DrillNumber';
import { periodText } from '../board/period';
import { StatCards } from '../board/StatCards';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';
import { percentText } from '../job360/funnel-rows';

type Round = InterviewNumbers['rounds'][number];
type Interviewer = InterviewNumbers['interviewers'][number];

const RULES = [
  { term: '安排面试', text: '开始时间在期间内、未取消的面试；集体面试按每位候选人各计一次。' },
  { term: '已面试', text: '其中已开始且候选人到场的面试。' },
  { term: '候选人未到场', text: '其中已开始但候选人未到场的面试。' },
  { term: '面试通过 / 未通过', text: '面试结果为复试、谈薪或通过的计为通过，为淘汰或未通过的计为未通过。' },
  { term: '通过率', text: '通过 ÷（通过 + 未通过），还没有结果时显示“-”。' },
  { term: '评价及时率', text: `面试结束后${EVALUATION_ON_TIME_HOURS}小时内提交的评价 ÷ 应提交的评价（已面试的场次 × 面试官人数）。` },
];

function chartOption(rounds: Round[]) {
  const bars = ['held', 'noShow', 'passed', 'failed'] as const;
  return {
    color: ['#1d5eff', '#faad14', '#52c41a', '#e5484d'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, data: bars.map((m) => InterviewMetric[m]) },
    grid: { left: 40, right: 16, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: rounds.map((r) => r.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: bars.map((m) => ({ name: InterviewMetric[m], type: 'bar', barMaxWidth: 28, data: rounds.map((r) => r[m]), cursor: 'pointer' })),
  };
}
const CHART_METRICS = ['held', 'noShow', 'passed', 'failed'] as const;

function InterviewPanel({ data, filter, onDrill }: { data: InterviewNumbers; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const option = useMemo(() => chartOption(data.rounds), [data.rounds]);
  const drill = (metric: InterviewMetric, of?: { round?: Round; interviewer?: Interviewer }) =>
    onDrill({
      target: { kind: 'interviews', metric, round: of?.round?.round, interviewerId: of?.interviewer?.accountId },
      filter,
      title: `${[of?.round?.name, of?.interviewer?.name, InterviewMetric[metric]].filter(Boolean).join(' · ')}（${periodText(filter)}）`,
      timeLabel: '面试时间',
    });
  const roundColumns: Column<Round>[] = [
    { key: 'name', title: '轮次', width: 110, ellipsis: true, render: (r) => r.name },
    ...INTERVIEW_METRICS.map(
      (m): Column<Round> => ({
        key: m,
        title: InterviewMetric[m],
        width: 96,
        align: 'right',
        render: (r) => <DrillNumber value={r[m]} label={`${r.name} ${InterviewMetric[m]}`} onOpen={() => drill(m, { round: r })} />,
      }),
    ),
    { key: 'passRate', title: '通过率', width: 80, align: 'right', render: (r) => percentText(r.passRate) },
  ];
  const interviewerColumns: Column<Interviewer>[] = [
    { key: 'name', title: '面试官', width: 120, ellipsis: true, render: (r) => r.name },
    { key: 'held', title: '已面试', width: 90, align: 'right', render: (r) => <DrillNumber value={r.held} label={`${r.name} 已面试`} onOpen={() => drill('held', { interviewer: r })} /> },
    { key: 'submitted', title: '已提交评价', width: 100, align: 'right', render: (r) => r.submitted },
    { key: 'onTime', title: '及时提交', width: 90, align: 'right', render: (r) => r.onTime },
    { key: 'avgHours', title: '平均提交用时', width: 110, align: 'right', render: (r) => (r.avgHoursToSubmit === null ? '-' : `${Number(r.avgHoursToSubmit.toFixed(1))}小时`) },
  ];
  return (
    <>
      <StatCards
        label="面试指标"
        items={[
          ...INTERVIEW_METRICS.map((m) => ({ key: m, label: InterviewMetric[m], value: data.totals[m], onOpen: () => drill(m) })),
          { key: 'onTimeRate', label: '评价及时率', value: null, text: percentText(data.onTimeRate) },
        ]}
      />
      <h3 className="bole-report-subtitle">各轮次</h3>
      {data.rounds.length > 0 && (
        <Chart option={option} height={260} aria-label="各轮次已面试、未到场、通过、未通过柱状图，数字见下表" onClick={(i, s) => data.rounds[i] && drill(CHART_METRICS[s] ?? 'held', { round: data.rounds[i] })} />
      )}
      <SimpleTable<Round> caption="各轮次面试" columns={roundColumns} rows={data.rounds} rowKey={(r) => r.round} size="middle" minWidth={700} empty={<Empty description="期间内没有安排面试" style={{ margin: '16px 0' }} />} />
      <h3 className="bole-report-subtitle">面试官</h3>
      <SimpleTable<Interviewer>
        caption="面试官工作量与评价及时性"
        columns={interviewerColumns}
        rows={data.interviewers}
        rowKey={(r) => r.accountId}
        size="middle"
        empty={<Empty description="期间内没有已面试的场次" style={{ margin: '16px 0' }} />}
      />
    </>
  );
}

export function InterviewBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const numbers = useBoard('interviews', board.filter);
  return (
    <BoardLayout route={route} board={board} title="面试分析" busy={numbers.isFetching} rules={RULES} countedAt={numbers.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {numbers.isError ? (
        <InlineAlert type="error" title={isApiError(numbers.error) ? numbers.error.message : '面试分析加载失败，请稍后刷新重试'} />
      ) : numbers.data ? (
        <InterviewPanel data={numbers.data} filter={board.filter} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
