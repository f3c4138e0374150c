// /report/list 报表中心: the standard reports as cards, each opening its detail (/report/detail?id=).
import { STANDARD_REPORTS } from '@bole/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { buttonClass } from '../../../components/plain/PlainButton';
import type { AppRoute } from '../../../lib/routes';
import '../report.css';

export function ReportList({ route }: { route: AppRoute }) {
  useEffect(() => {
    document.title = `${route.title} - 伯乐招聘`;
  }, [route.title]);
  return (
    <section aria-label={route.title} className="bole-report">
      <PageHeader title={route.title} description="标准报表按期间和筛选条件实时统计，与数据看板同一口径，可导出Excel、打印或订阅邮件。" />
      <ul className="bole-report-catalogue">
        {STANDARD_REPORTS.map((r) => (
          <li key={r.id} className="bole-report-entry">
            <h3>{r.name}</h3>
            <p>{r.description}</p>
            <div className="bole-report-entry-foot">
              <span className="bole-report-muted">{r.columns.length} 个统计项</span>
              <Link to={`/report/detail?id=${r.id}`} className={buttonClass({ variant: 'primary' })} aria-label={`查看${r.name}`}>
                查看
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
