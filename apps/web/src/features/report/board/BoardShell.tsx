// 数据看板 (/report/board/*): one tab per board; the built boards share the period and filters,
// kept in the address (switching tabs keeps them), with their 口径说明 beside them.
import { ROUTES } from '@bole/domain';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Tabs } from '../../../components/plain/Tabs';
import type { AppRoute } from '../../../lib/routes';
import '../report.css';

const BOARDS = ROUTES.filter((r) => r.parent === '/report/board').map((r) => ({ key: r.path, label: r.title }));

type Props = { route: AppRoute; toolbar?: ReactNode; children: ReactNode };

export function BoardShell({ route, toolbar, children }: Props) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    document.title = `${route.title} - 伯乐招聘`;
  }, [route.title]);
  return (
    <section aria-label={route.title} className="bole-report">
      <PageHeader title="数据看板" description="招聘数据按期间统计，点击数字查看背后的候选人。" />
      <Tabs items={BOARDS} activeKey={route.path} onChange={(path) => navigate({ pathname: path, search })} aria-label="看板" />
      {toolbar && <div className="bole-report-toolbar">{toolbar}</div>}
      {children}
    </section>
  );
}
