// 候选人分析 (/report/board/candidate): who applied in the period by age, degree, city and gender,
// each value listing its applications, and the talent pool's growth per China day.
import { AGE_BANDS, CANDIDATE_CITY_TOP, type CandidateBoard as CandidateNumbers, type ReportFilter } from '@bole/domain';
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
import { periodText } from '../board/period';
import { StatCards } from '../board/StatCards';
import { useBoardQuery } from '../board/use-board-query';
import { Chart } from '../chart/Chart';
import type { Drill } from '../drill/DrillDrawer';

type Facet = CandidateNumbers['facets'][number];
type Pool = NonNullable<CandidateNumbers['pool']>;

const RULES = [
  { term: '新增投递', text: '期间内投递或加入职位的投递数，同一候选人投递多个职位分别计；以下分布都按这些投递统计。' },
  { term: '年龄', text: `按期间最后一年达到的年龄分段（${AGE_BANDS.map((b) => b[0]).join('、')}），简历未填写的计入“未知”。` },
  { term: '最高学历 / 性别', text: '取简历上的最高学历和性别，未填写的计入“未知”。' },
  { term: '现居城市', text: `人数最多的${CANDIDATE_CITY_TOP}个城市单独列出，其余合计为“其他”。` },
  { term: '人才库', text: '每天新进入人才库的简历数与当天结束时的人才库总量。简历不属于某个职位，因此仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不显示。' },
];

// The values run down the side, one row each: side by side, 11 cities or 9 degrees left too
// little room under each bar and ECharts hid every other name.
function facetOption(facet: Facet) {
  return {
    color: ['#1d5eff'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    yAxis: { type: 'category', inverse: true, data: facet.values.map((v) => v.value), axisLabel: { interval: 0 } },
    xAxis: { type: 'value', minInterval: 1 },
    series: [{ name: facet.label, type: 'bar', barMaxWidth: 16, data: facet.values.map((v) => v.count), label: { show: true, position: 'right' }, cursor: 'pointer' }],
  };
}

const facetChartHeight = (facet: Facet) => Math.max(120, facet.values.length * 24 + 24);

function poolOption(pool: Pool) {
  return {
    color: ['#1d5eff', '#52c41a'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['人才库总量', '当天新增'] },
    grid: { left: 48, right: 48, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: pool.map((d) => d.day.slice(5)) },
    yAxis: [{ type: 'value', minInterval: 1, scale: true }, { type: 'value', minInterval: 1 }],
    series: [
      { name: '人才库总量', type: 'line', showSymbol: false, data: pool.map((d) => d.total) },
      { name: '当天新增', type: 'bar', yAxisIndex: 1, barMaxWidth: 12, data: pool.map((d) => d.added) },
    ],
  };
}

function FacetBlock({ facet, onOpen }: { facet: Facet; onOpen: (value: string) => void }) {
  const option = useMemo(() => facetOption(facet), [facet]);
  return (
    <section className="bole-report-facet" aria-label={facet.label}>
      <h3 className="bole-report-subtitle">{facet.label}</h3>
      {facet.values.length > 0 && <Chart option={option} height={facetChartHeight(facet)} aria-label={`${facet.label}分布柱状图，数字见下表`} onClick={(i) => facet.values[i] && onOpen(facet.values[i].value)} />}
      <SimpleTable
        caption={`${facet.label}分布`}
        columns={[
          { key: 'value', title: facet.label, render: (v) => v.value },
          { key: 'count', title: '投递数', width: 90, align: 'right', render: (v) => <DrillNumber value={v.count} label={`${facet.label} ${v.value}`} onOpen={() => onOpen(v.value)} /> },
        ]}
        rows={facet.values}
        rowKey={(v) => v.value}
        size="middle"
        empty={<Empty description="期间内没有投递" style={{ margin: '16px 0' }} />}
      />
    </section>
  );
}

function CandidatePanel({ data, filter, onDrill }: { data: CandidateNumbers; filter: ReportFilter; onDrill: (drill: Drill) => void }) {
  const period = periodText(filter);
  const pool = useMemo(() => (data.pool ? poolOption(data.pool) : null), [data.pool]);
  return (
    <>
      <StatCards
        label="候选人指标"
        items={[
          {
            key: 'applications',
            label: '新增投递',
            value: data.applications,
            onOpen: () => onDrill({ target: { kind: 'overview', metric: 'applications' }, filter, title: `新增投递（${period}）`, timeLabel: '投递时间' }),
          },
          ...(data.pool && data.pool.length > 0
            ? [{ key: 'pool', label: '人才库总量', value: null, text: String(data.pool[data.pool.length - 1]!.total) }, { key: 'added', label: '期间新增简历', value: null, text: String(data.pool.reduce((n, d) => n + d.added, 0)) }]
            : []),
        ]}
      />
      <div className="bole-report-facets">
        {data.facets.map((facet) => (
          <FacetBlock
            key={facet.facet}
            facet={facet}
            onOpen={(value) => onDrill({ target: { kind: 'facet', facet: facet.facet, value }, filter, title: `${facet.label}：${value}（${period}）`, timeLabel: '投递时间' })}
          />
        ))}
      </div>
      <h3 className="bole-report-subtitle">人才库增长</h3>
      {pool ? <Chart option={pool} height={260} aria-label="人才库每日总量与新增" /> : <p className="bole-report-muted">按职位范围统计时不显示人才库（简历不属于某个职位）。</p>}
    </>
  );
}

export function CandidateBoard({ route }: { route: AppRoute }) {
  const board = useBoardQuery();
  const [drill, setDrill] = useState<Drill | null>(null);
  const numbers = useBoard('candidates', board.filter);
  return (
    <BoardLayout route={route} board={board} title="候选人分析" busy={numbers.isFetching} rules={RULES} countedAt={numbers.data?.countedAt} drill={drill} onCloseDrill={() => setDrill(null)}>
      {numbers.isError ? (
        <InlineAlert type="error" title={isApiError(numbers.error) ? numbers.error.message : '候选人分析加载失败，请稍后刷新重试'} />
      ) : numbers.data ? (
        <CandidatePanel data={numbers.data} filter={board.filter} onDrill={setDrill} />
      ) : (
        <Skeleton />
      )}
    </BoardLayout>
  );
}
