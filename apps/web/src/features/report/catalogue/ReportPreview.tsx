// /report/preview?id=…&from=…: the print layout of a standard report (standalone, no app chrome):
// the company, the report and its period and filters, when it was counted (China time), every row
// with the 合计 and the 口径说明; print.css drops the buttons and keeps rows whole across pages.
import type { StandardReport } from '@bole/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Skeleton } from '../../../components/plain/Skeleton';
import { formatDateTime } from '../../../lib/time';
import { useStandardReportPrint } from '../api/get-standard-report';
import { periodText } from '../board/period';
import { cellText, reportOfAddress } from './cells';
import { useReportQuery } from './use-report-query';
import './print.css';

function PrintView({ report }: { report: StandardReport }) {
  const { filter } = useReportQuery(report);
  const data = useStandardReportPrint(report.id, filter);
  useEffect(() => {
    document.title = `${report.name}_${filter.from}至${filter.to}`;
  }, [report, filter.from, filter.to]);
  if (data.isError) return <InlineAlert type="error" title={isApiError(data.error) ? data.error.message : '报表加载失败，请稍后刷新重试'} />;
  if (!data.data) return <Skeleton />;
  const p = data.data;
  const rows = p.summary ? [...p.list, p.summary] : p.list;
  return (
    <article className="bole-print" aria-label={`${report.name}打印预览`}>
      <div className="bole-print-actions">
        <PlainButton variant="primary" onClick={() => window.print()}>
          打印
        </PlainButton>
        <PlainButton onClick={() => window.close()}>关闭</PlainButton>
      </div>
      <header className="bole-print-head">
        <p className="bole-print-company">{p.companyName}</p>
        <h1>{report.name}</h1>
        <dl>
          <div>
            <dt>统计期间</dt>
            <dd>{periodText(filter)}（北京时间）</dd>
          </div>
          <div>
            <dt>筛选条件</dt>
            <dd>{p.filters.length > 0 ? p.filters.join('；') : '全部'}</dd>
          </div>
          <div>
            <dt>生成时间</dt>
            <dd>{formatDateTime(p.countedAt, 'YYYY-MM-DD HH:mm:ss')}（北京时间）</dd>
          </div>
          <div>
            <dt>行数</dt>
            <dd>{p.list.length} 行</dd>
          </div>
        </dl>
      </header>
      {p.list.length === 0 ? (
        <Empty description="期间内没有符合条件的数据" style={{ margin: '40px 0' }} />
      ) : (
        <table className="bole-print-table">
          <caption className="bole-print-hidden">{report.name}</caption>
          <thead>
            <tr>
              {report.columns.map((c) => (
                <th key={c.key} scope="col" className={c.kind === 'text' || c.kind === 'date' ? undefined : 'bole-print-num'}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className={p.summary && i === rows.length - 1 ? 'bole-print-summary' : undefined}>
                {report.columns.map((c) => (
                  <td key={c.key} className={c.kind === 'text' || c.kind === 'date' ? undefined : 'bole-print-num'}>
                    {cellText(row[c.key], c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="bole-print-rules">
        <h2>口径说明</h2>
        <ol>
          {report.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </footer>
    </article>
  );
}

export function ReportPreview() {
  const [search] = useSearchParams();
  const report = reportOfAddress(search);
  return report ? <PrintView report={report} /> : <Empty description="没有找到这张报表，请从报表中心打开打印预览" style={{ margin: '80px 0' }} />;
}
