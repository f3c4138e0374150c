// 渠道分析 (/report/board/channel): 招聘概览's numbers per resume channel, each listing its candidates,
// with the channel's 渠道费用 over the period and 入职成本; and the same numbers per 内推人.
import { fenToYuanText, type ChannelBoard as ChannelNumbers, type ReportFilter } from '@bole/domain';
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
type Referrer = ChannelNumbers['referrers'][number];

/** The 合计 row's channel: no real channel has it, and its drill-down keeps the board's own filter. */
const TOTAL = -1;

const RULES = [
  { term: '渠道', text: '简历的来源渠道；没有渠道的简历（如手动录入）单独列出。录入了费用但期间内没有简历和投递的渠道也会列出。' },
  { term: '新增简历', text: '期间内进入人才库的简历数。仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不显示（简历不属于某个职位）。' },
  ...GROUP_RULES,
  {
    term: '费用',
    text: '在“渠道管理 › 渠道费用”中按月录入的渠道花费。某月只有部分日期在所选期间内时，按天折算：该月费用 × 期间内的天数 ÷ 该月天数（中国时间），各月相加后四舍五入到分。费用是公司层面的花费，能看本看板的账号都能看到；仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不显示（入职数只是部分职位的）。',
  },
  { term: '入职成本', text: '费用 ÷ 入职，四舍五入到分；没有录入费用或期间内没有入职时显示“-”。' },
  { term: '内推人', text: '简历的推荐人（内部员工账号），按推荐人统计同样的数字，每个数字可查看候选人；未填写推荐人的简历不在此表。' },
  { term: '猎头公司', text: '本系统暂不提供猎头公司管理（猎头供应商工具未开通），因此没有按猎头公司的统计；猎头推荐的简历可以用自定义渠道（如“猎头推荐”）区分。' },
];

const nameOf = (r: { name: string }) => r.name;
const money = (fen: number | null) => (fen === null ? '-' : fenToYuanText(fen));

function ChannelPanel({ data, filter, onDrill }: { data: ChannelNumbers; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const open = (row: Row, metric: GroupMetric) => onDrill(groupDrill(metric, filter, { name: row.name, narrow: row.channel === TOTAL ? {} : { channel: row.channel } }));
  const openReferrer = (row: Referrer, metric: GroupMetric) => onDrill(groupDrill(metric, filter, { name: `内推人 ${row.name}`, narrow: { referrerId: row.accountId } }));
  const option = useMemo(() => groupChartOption(data.channels, nameOf), [data.channels]);
  const rows = useMemo<Row[]>(() => [...data.channels, { channel: TOTAL, name: '合计', ...data.total }], [data.channels, data.total]);
  const columns: Column<Row>[] = [
    { key: 'name', title: '渠道', width: 110, ellipsis: true, render: nameOf },
    { key: 'newResumes', title: '新增简历', width: 84, align: 'right', render: (r) => r.newResumes ?? '-' },
    // Narrower than the shared columns, so the two money columns fit beside them.
    ...metricColumns<Row>(nameOf, open).map((c) => ({ ...c, width: 84 })),
    { key: 'cost', title: '费用(元)', width: 96, align: 'right', render: (r) => money(r.costFen) },
    { key: 'costPerHire', title: '入职成本(元)', width: 100, align: 'right', render: (r) => money(r.costPerHireFen) },
  ];
  const referrerColumns: Column<Referrer>[] = [
    { key: 'name', title: '内推人', width: 140, ellipsis: true, render: nameOf },
    { key: 'newResumes', title: '新增简历', width: 96, align: 'right', render: (r) => r.newResumes ?? '-' },
    ...metricColumns<Referrer>(nameOf, openReferrer),
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
      <SimpleTable<Row> caption="各渠道招聘数据" columns={columns} rows={rows} rowKey={(r) => r.channel} size="middle" minWidth={800} empty={null} />
      <h3 className="bole-report-subtitle">内推人</h3>
      <SimpleTable<Referrer>
        caption="各内推人推荐的简历"
        columns={referrerColumns}
        rows={data.referrers}
        rowKey={(r) => r.accountId}
        size="middle"
        minWidth={680}
        empty={<Empty description="期间内没有内推的简历或投递" style={{ margin: '24px 0' }} />}
      />
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
