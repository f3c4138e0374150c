// HR工作量 (/report/board/hr): per 招聘负责人 of the jobs, his open jobs and 招聘概览's numbers of
// the period, each listing its candidates, and his hires of the offers sent.
import type { RecruiterBoard, ReportFilter } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Skeleton } from '../../../components/plain/Skeleton';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import type { AppRoute } from '../../../lib/routes';
import { useBoard } from '../api/get-board';
import { BoardLayout } from '../board/BoardLayout';
import { barMetric, GROUP_RULES, groupChartOption, groupDrill, metricColumns, type GroupMetric } from '../board/event-metrics';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';
import { percentText } from '../job360/funnel-rows';

type Row = RecruiterBoard['recruiters'][number];

const RULES = [
  { term: '招聘负责人', text: '按职位的招聘负责人归属；没有招聘负责人的职位单独列出。' },
  { term: '在招职位', text: '现在处于招聘中的职位数，与所选期间无关。' },
  ...GROUP_RULES,
  { term: '入职率', text: '入职 ÷ 发出Offer，期间内没有发出Offer时显示“-”。' },
];

const nameOf = (r: Row) => r.name;

function HrPanel({ data, filter, onDrill }: { data: RecruiterBoard; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const open = (row: Row, metric: GroupMetric) => onDrill(groupDrill(metric, filter, { name: row.name, narrow: { ownerId: row.accountId } }));
  const option = useMemo(() => groupChartOption(data.recruiters, nameOf), [data.recruiters]);
  const columns: Column<Row>[] = [
    { key: 'name', title: '招聘负责人', width: 120, ellipsis: true, render: nameOf },
    { key: 'openJobs', title: '在招职位', width: 90, align: 'right', render: (r) => r.openJobs },
    ...metricColumns<Row>(nameOf, open),
    { key: 'hireRate', title: '入职率', width: 90, align: 'right', render: (r) => percentText(r.hireRate) },
  ];
  if (data.recruiters.length === 0) return <Empty description="所选范围内没有职位" style={{ margin: '40px 0' }} />;
  return (
    <>
      <Chart
        option={option}
        height={300}
        aria-label="各招聘负责人新增投递、面试、发出Offer、入职柱状图，数字见下表"
        onClick={(index, series) => data.recruiters[index] && open(data.recruiters[index], barMetric(series))}
      />
      <SimpleTable<Row> caption="各招聘负责人工作量" columns={columns} rows={data.recruiters} rowKey={(r) => r.accountId} size="middle" minWidth={760} empty={null} />
    </>
  );
}

export function HrBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const numbers = useBoard('recruiters', board.filter);
  return (
    <BoardLayout route={route} board={board} title="HR工作量" busy={numbers.isFetching} rules={RULES} countedAt={numbers.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {numbers.isError ? (
        <InlineAlert type="error" title={isApiError(numbers.error) ? numbers.error.message : 'HR工作量加载失败，请稍后刷新重试'} />
      ) : numbers.data ? (
        <HrPanel data={numbers.data} filter={board.filter} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
