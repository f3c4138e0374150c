// 导出记录: every Excel list and PDF/Word resume exported in the company, who and when (the
// audit the server writes with each export); a background export with its state and, while
// its file is kept, a 下载 link.
import { EXPORT_FILE_KEEP_HOURS, exportJobStatusLabels, type ExportJobStatus, exportKindLabels, type ResumeExportLog } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { downloadExportJob } from '../api/export-jobs';
import { useExportLogs } from '../api/get-export-logs';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import { timeText } from '../shared/format';
import { Badge } from '../shared/TagChip';

const STATUS_TONES: Record<ExportJobStatus, 'gray' | 'blue' | 'green' | 'red'> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

const COLUMNS: Column<ResumeExportLog>[] = [
  { key: 'time', title: '导出时间', width: 160, render: (r) => timeText(r.createdAt) },
  { key: 'operator', title: '导出人', width: 90, render: (r) => r.operatorName },
  { key: 'kind', title: '类型', width: 72, render: (r) => <Badge tone={r.kind === 'excel' ? 'green' : 'blue'}>{exportKindLabels[r.kind]}</Badge> },
  {
    key: 'scope',
    title: '导出内容',
    ellipsis: true,
    render: (r) => (r.resumeId !== null ? <Link to={`/resume/detail/${r.resumeId}`}>{r.scope}</Link> : r.scope),
  },
  {
    key: 'count',
    title: '数量',
    width: 100,
    align: 'right',
    render: (r) => (
      <>
        {r.resumeCount} 份{r.capped && <Badge tone="orange" title="符合条件的简历超过上限，只导出了前面的部分">已达上限</Badge>}
      </>
    ),
  },
  { key: 'status', title: '状态', width: 96, render: (r) => (r.jobId === null ? '已下载' : <Badge tone={STATUS_TONES[r.status]}>{exportJobStatusLabels[r.status]}</Badge>) },
  {
    key: 'file',
    title: '文件名',
    width: 220,
    ellipsis: true,
    render: (r) =>
      r.jobId !== null && r.downloadable ? (
        <>
          <button type="button" className="bole-link-button" title={`文件保留${EXPORT_FILE_KEEP_HOURS}小时`} onClick={() => void downloadExportJob(r.jobId!, r.fileName)}>
            下载
          </button>{' '}
          {r.fileName}
        </>
      ) : (
        r.fileName
      ),
  },
];

export function ExportLogPanel() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useExportLogs(page);
  return (
    <Panel title="导出记录" className="bole-settings-card bole-export-logs">
      <p className="bole-settings-lead">谁在什么时候导出了哪些简历。导出记录不能删除。</p>
      {isError && !data ? (
        <ErrorPanel title="导出记录加载失败" onRetry={() => void refetch()} />
      ) : (
        <SimpleTable
          caption="导出记录"
          columns={COLUMNS}
          rows={data?.list}
          rowKey={(r) => r.id}
          loading={isLoading || isFetching}
          minWidth={920}
          empty={<EmptyState title="还没有导出记录" description="在人才库导出Excel或在简历详情下载简历后，会记录在这里" />}
        />
      )}
      {data && data.total > data.pageSize && <Pager page={page} pageSize={data.pageSize} total={data.total} unit="条记录" onChange={setPage} />}
    </Panel>
  );
}
