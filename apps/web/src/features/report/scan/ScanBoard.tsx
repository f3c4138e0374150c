// 招聘概览 (/report/board/scan): six numbers of the period against the period before, a line per
// day and the days' table beneath. Every number but 新增简历 (resumes belong to no application)
// lists its candidates; a day's number lists those of that day.
import { OverviewMetric, type Overview, type ReportFilter } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Skeleton } from '../../../components/plain/Skeleton';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import type { AppRoute } from '../../../lib/routes';
import { useOverview } from '../api/get-overview';
import { BoardLayout } from '../board/BoardLayout';
import { DrillNumber } from '../board/DrillNumber';
import { StatCards, type StatCard } from '../board/StatCards';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';
import { changeOf } from './change';
import { GoalCard } from './GoalCard';
import { DAILY_SERIES, overviewChartOption } from './overview-chart';

type EventMetric = Exclude<OverviewMetric, 'newResumes'>;
type Day = Overview['days'][number];
const DAYS_PER_PAGE = 31;

const TIME_LABELS: Record<EventMetric, string> = { applications: '投递时间', screened: '筛选通过时间', interviews: '面试时间', offers: '发出时间', hires: '入职日期' };

const RULES = [
  { term: '新增简历', text: '期间内进入人才库的简历数（不含已删除的）。简历不属于某个职位，因此仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不显示，也不能查看名单。' },
  { term: '新增投递', text: '期间内投递或加入职位的投递数，同一候选人投递多个职位分别计。' },
  { term: '筛选通过', text: '期间内首次进入面试类阶段的投递数，每个投递只计一次。' },
  { term: '面试', text: '期间内开始且未取消的面试场次，同一投递多轮面试分别计。' },
  { term: '发出Offer', text: '期间内发给候选人的Offer数。' },
  { term: '入职', text: '入职日期在期间内且已确认入职的投递数。' },
  { term: '对比', text: '与上一等长期间对比：天数相同，截止于本期开始的前一天。' },
  { term: '按天分布', text: '新增投递、面试、发出Offer、入职按发生时的北京时间日期归入每一天，各天之和等于期间合计。' },
  {
    term: '目标进度',
    text: '周期包含本期的招聘目标（如本月看板显示本月、本季度和本年度的目标），各按目标自己的整个周期统计入职、发出Offer、面试，口径同上；部门目标计该部门的职位（不含下级部门），招聘负责人目标计其负责的职位；不受上方筛选影响。仅能查看部分职位的账号只看到这些职位所在部门的目标和自己的目标，也只计这些职位。',
  },
];

const CHANGE_ARROWS = { up: '↑', down: '↓', flat: '' };
const CHANGE_WORDS = { up: '较上期增加', down: '较上期减少', flat: '与上期持平' };

function MetricCards({ data, onDrill }: { data: Overview; onDrill: (metric: EventMetric) => void }) {
  const items = data.metrics.map((m): StatCard => {
    const change = changeOf(m.value, m.previous);
    return {
      key: m.key,
      label: m.label,
      value: m.value,
      onOpen: m.key === 'newResumes' ? undefined : () => onDrill(m.key as EventMetric),
      foot: (
        <>
          <span>上期 {m.previous ?? '-'}</span>
          {change && (
            <span className={`bole-report-change is-${change.direction}`} aria-label={CHANGE_WORDS[change.direction] + (change.direction === 'flat' ? '' : change.text)}>
              {CHANGE_ARROWS[change.direction]}
              {change.text}
            </span>
          )}
        </>
      ),
    };
  });
  return <StatCards items={items} label="本期指标" />;
}

function dayColumns(onDrill: (metric: EventMetric, day: string) => void): Column<Day>[] {
  return [
    { key: 'day', title: '日期', width: 120, render: (d) => d.day },
    ...DAILY_SERIES.map(
      (s): Column<Day> => ({
        key: s.key,
        title: s.label,
        width: 100,
        align: 'right',
        render: (d) => <DrillNumber value={d[s.key]} label={`${d.day} ${s.label}`} onOpen={() => onDrill(s.key, d.day)} />,
      }),
    ),
  ];
}

function OverviewPanel({ filter, data, onDrill }: { filter: ReportFilter; data: Overview; onDrill: (drill: Drill) => void }) {
  const option = useMemo(() => overviewChartOption(data.days), [data.days]);
  const period = filter.from === filter.to ? filter.from : `${filter.from} 至 ${filter.to}`;
  const drill = (metric: EventMetric, day?: string) =>
    onDrill({
      target: { kind: 'overview', metric },
      filter: day ? { ...filter, from: day, to: day } : filter,
      title: `${OverviewMetric[metric]}（${day ?? period}）`,
      timeLabel: TIME_LABELS[metric],
      dateOnly: metric === 'hires',
    });
  // Newest day first in the table, as the lists of the app read; a month a page.
  const days = useMemo(() => [...data.days].reverse(), [data.days]);
  // New numbers start again at the first page.
  const [paged, setPaged] = useState({ days, page: 1 });
  const page = paged.days === days ? paged.page : 1;
  const setPage = (p: number) => setPaged({ days, page: p });
  const shown = days.slice((page - 1) * DAYS_PER_PAGE, page * DAYS_PER_PAGE);
  return (
    <>
      <p className="bole-report-muted">
        本期 {period}，上期 {data.previousFrom} 至 {data.previousTo}
      </p>
      <MetricCards data={data} onDrill={(metric) => drill(metric)} />
      <GoalCard filter={filter} />
      <h3 className="bole-report-subtitle">按天分布</h3>
      <Chart
        option={option}
        height={280}
        aria-label="按天分布折线图：每天的新增投递、面试、发出Offer、入职，数字见下表"
        onClick={(index, series) => {
          const d = data.days[index];
          if (d) drill(DAILY_SERIES[series]?.key ?? 'applications', d.day);
        }}
      />
      <SimpleTable<Day> caption="按天分布" columns={dayColumns((metric, day) => drill(metric, day))} rows={shown} rowKey={(d) => d.day} size="middle" empty={<Empty description="期间内没有数据" />} />
      {days.length > DAYS_PER_PAGE && <Pager page={page} pageSize={DAYS_PER_PAGE} total={days.length} unit="天" onChange={setPage} />}
    </>
  );
}

export function ScanBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const overview = useOverview(board.filter);
  return (
    <BoardLayout route={route} board={board} title="招聘概览" busy={overview.isFetching} rules={RULES} countedAt={overview.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {overview.isError ? (
        <InlineAlert type="error" title={isApiError(overview.error) ? overview.error.message : '招聘概览加载失败，请稍后刷新重试'} />
      ) : overview.data ? (
        <OverviewPanel filter={board.filter} data={overview.data} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
