// /cloud/check 背调结果: the company's background checks, newest first, with their status and report.
import { backgroundCheckStatusLabels, PAGE_SIZE_DEFAULT, Perm, type BackgroundCheck } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { formatDateTime } from '../../../lib/time';
import { reportUrl, useCompanyChecks } from '../api/checks';

const STATUS_COLORS: Record<BackgroundCheck['status'], TagColor> = { pending: 'gold', inProgress: 'processing', completed: 'success', cancelled: 'default' };

function columns(canReport: boolean): Column<BackgroundCheck>[] {
  return [
    { key: 'candidate', title: '候选人', width: 120, render: (c) => c.candidateName },
    { key: 'job', title: '应聘职位', ellipsis: true, render: (c) => c.jobName },
    { key: 'items', title: '背调项目', width: 200, render: (c) => `教育${c.education}项 · 工作${c.work}项 · 项目${c.project}项` },
    { key: 'points', title: '点数', width: 80, align: 'right', render: (c) => c.points },
    { key: 'agency', title: '背调机构', width: 180, ellipsis: true, render: (c) => c.agencyName ?? c.agencyEmail },
    { key: 'status', title: '状态', width: 110, render: (c) => <Tag color={STATUS_COLORS[c.status]}>{backgroundCheckStatusLabels[c.status]}</Tag> },
    { key: 'created', title: '发起时间', width: 160, render: (c) => `${formatDateTime(c.createdAt)}` },
    {
      key: 'report',
      title: '报告',
      width: 100,
      render: (c) =>
        c.hasReport && canReport ? (
          <a href={reportUrl(c.id)} target="_blank" rel="noreferrer">
            查看报告
          </a>
        ) : (
          '—'
        ),
    },
  ];
}

export function ResultsPage({ title }: { title: string }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useCompanyChecks({ page, pageSize: PAGE_SIZE_DEFAULT });
  const canReport = usePermission(Perm.BackgroundReportView);
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="在Offer阶段的候选人卡片上点击「添加背调」发起背景调查；背调机构通过委托邮件中的链接填写结果并上传报告。" />
      <Panel>
        <SimpleTable caption="背调结果" columns={columns(canReport)} rows={data?.list} rowKey={(c) => c.id} loading={isFetching} minWidth={1000} empty={<p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)' }}>还没有背景调查</p>} />
        {data && data.total > PAGE_SIZE_DEFAULT && <Pager page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} unit="条" onChange={setPage} />}
      </Panel>
    </section>
  );
}
