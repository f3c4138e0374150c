// 渠道分析 (/report/board/channel): 招聘概览's numbers per resume channel, each listing its candidates.
import type { ChannelBoard as ChannelNumbers, ReportFilter } from '@bole/domain';
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

type Row = ChannelNumbers['channels'][number];

const RULES = [
  { term: '渠道', text: '简历的来源渠道；没有渠道的简历（如手动录入）单独列出。' },
  { term: '新增简历', text: '期间内进入人才库的简历数。仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不显示（简历不属于某个职位）。' },
  ...GROUP_RULES,
];

const nameOf = (r: Row) => r.name;

function ChannelPanel({ data, filter, onDrill }: { data: ChannelNumbers; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const open = (row: Row, metric: GroupMetric) => onDrill(groupDrill(metric, filter, { name: row.name, narrow: { channel: row.channel } }));
  const option = useMemo(() => groupChartOption(data.channels, nameOf), [data.channels]);
  const columns: Column<Row>[] = [
    { key: 'name', title: '渠道', width: 140, ellipsis: true, render: nameOf },
    { key: 'newResumes', title: '新增简历', width: 96, align: 'right', render: (r) => r.newResumes ?? '-' },
    ...metricColumns<Row>(nameOf, open),
  ];
  if (data.channels.length === 0) return <Empty description="期间内没有来自任何渠道的简历或投递" style={{ margin: '40px 0' }} />;
  return (
    <>
      <Chart
        option={option}
        height={300}
        aria-label="各渠道新增投递、面试、发出Offer、入职柱状图，数字见下表"
        onClick={(index, series) => data.channels[index] && open(data.channels[index], barMetric(series))}
      />
      <SimpleTable<Row> caption="各渠道招聘数据" columns={columns} rows={data.channels} rowKey={(r) => r.channel} size="middle" minWidth={680} empty={null} />
    </>
  );
}

export function ChannelBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const numbers = useBoard('channels', board.filter);
  return (
    <BoardLayout route={route} board={board} title="渠道分析" busy={numbers.isFetching} rules={RULES} countedAt={numbers.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {numbers.isError ? (
        <InlineAlert type="error" title={isApiError(numbers.error) ? numbers.error.message : '渠道分析加载失败，请稍后刷新重试'} />
      ) : numbers.data ? (
        <ChannelPanel data={numbers.data} filter={board.filter} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
