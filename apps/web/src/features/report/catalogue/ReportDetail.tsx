// /report/detail?id=…: one standard report with the boards' period picker and filters, its rows
// paged with the 合计 beneath, 导出Excel, 打印预览 (/report/preview, same address) and 口径说明.
import type { ReportRow, StandardReport } from '@bole/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { buttonClass } from '../../../components/plain/PlainButton';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { formatDateTime } from '../../../lib/time';
import type { AppRoute } from '../../../lib/routes';
import { useStandardReport } from '../api/get-standard-report';
import { BoardFilters } from '../board/BoardFilters';
import { PeriodPicker } from '../board/PeriodPicker';
import { reportColumns, reportOfAddress } from './cells';
import { ExportReportButton } from './ExportReportButton';
import { reportSearch, useReportQuery } from './use-report-query';
import '../report.css';

const SUMMARY_KEY = -1;

function ReportView({ report }: { report: StandardReport }) {
  const view = useReportQuery(report);
  const filterKey = JSON.stringify(view.filter);
  const [pageState, setPageState] = useState({ filterKey, page: 1, pageSize: 20 });
  // A new period or filter starts again at the first page.
  const paging = { page: pageState.filterKey === filterKey ? pageState.page : 1, pageSize: pageState.pageSize };
  const setPaging = (next: { page: number; pageSize: number }) => setPageState({ filterKey, ...next });
  const rows = useStandardReport(report.id, { ...view.filter, ...paging });
  const data = rows.data;
  const shown: (ReportRow & { __key?: number })[] = data ? [...data.list.map((r, i) => ({ ...r, __key: i })), ...(data.summary ? [{ ...data.summary, __key: SUMMARY_KEY }] : [])] : [];
  const preview = `/report/preview?${reportSearch(report, view.query).toString()}`;
  return (
    <>
      <PageHeader
        title={report.name}
        description={report.description}
        extra={
          <span className="bole-report-actions">
            <Link to="/report/list" className={buttonClass()}>
              返回报表中心
            </Link>
            <a href={preview} target="_blank" rel="noopener" className={buttonClass()}>
              打印预览
            </a>
            <ExportReportButton report={report} filter={view.filter} rows={data?.total} />
          </span>
        }
      />
      <div className="bole-report-toolbar">
        <PeriodPicker period={view.query} today={view.today} onChange={(period) => view.set(period)} />
        <BoardFilters query={view.query} onChange={view.set} only={report.filters} />
      </div>
      <div className="bole-report-body">
        <Panel title={`${report.name}明细`} className={data?.summary ? 'bole-report-main bole-report-summary' : 'bole-report-main'} aria-busy={rows.isFetching}>
          {rows.isError ? (
            <InlineAlert type="error" title={isApiError(rows.error) ? rows.error.message : '报表加载失败，请稍后刷新重试'} />
          ) : (
            <>
              <SimpleTable<ReportRow & { __key?: number }>
                caption={report.name}
                columns={reportColumns(report)}
                rows={data ? shown : undefined}
                rowKey={(r) => r.__key ?? 0}
                loading={!data}
                size="middle"
                minWidth={report.columns.length * 100}
                empty={<Empty description="期间内没有符合条件的数据，可调整统计期间或筛选条件" style={{ margin: '40px 0' }} />}
              />
              {data && data.total > 0 && (
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  unit="行"
                  onChange={(page) => setPaging({ ...paging, page })}
                  onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
                />
              )}
            </>
          )}
        </Panel>
        <aside className="bole-report-rules" aria-label="口径说明">
          <h3>口径说明</h3>
          <ul>
            {report.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
            <li>统计期间按北京时间的自然日计算，首尾两天都包含在内；只统计你有权查看的职位与招聘需求。</li>
            {data && <li>本次统计于 {formatDateTime(data.countedAt, 'YYYY-MM-DD HH:mm:ss')}（北京时间），每次打开实时统计。</li>}
          </ul>
        </aside>
      </div>
    </>
  );
}

export function ReportDetail({ route }: { route: AppRoute }) {
  const [search] = useSearchParams();
  const report = reportOfAddress(search);
  useEffect(() => {
    document.title = `${report?.name ?? route.title} - 伯乐招聘`;
  }, [report, route.title]);
  return (
    <section aria-label={report?.name ?? route.title} className="bole-report">
      {report ? (
        <ReportView key={report.id} report={report} />
      ) : (
        <Empty description="没有找到这张报表，请从报表中心选择" style={{ margin: '80px 0' }}>
          <Link to="/report/list" className={buttonClass({ variant: 'primary' })}>
            返回报表中心
          </Link>
        </Empty>
      )}
    </section>
  );
}
