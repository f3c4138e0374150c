// 导出Excel: every row and the 合计 as .xlsx, counted for the page's period and filters. Up to
// REPORT_EXPORT_DIRECT_MAX_ROWS rows the file comes at once (GET …/export); above, a background
// job makes it (POST …/export-jobs) while its progress shows beside the button, and the file is
// downloaded when it is ready.
import { Perm, REPORT_EXPORT_DIRECT_MAX_ROWS, type ReportExportJob, type ReportFilter, type StandardReport } from '@bole/domain';
import { useEffect, useState } from 'react';
import { download } from '../../../api/download';
import { isApiError } from '../../../api/errors';
import { http } from '../../../api/http';
import { usePermission } from '../../../api/permission';
import { PlainButton } from '../../../components/plain/PlainButton';
import { notifyError } from '../../../lib/notify';

const POLL_MS = 1000;

function progressText(job: ReportExportJob): string {
  if (job.status === 'queued') return `排队中，共${job.total}行…`;
  if (job.status === 'running') return `正在生成Excel，共${job.total}行…`;
  if (job.status === 'done') return `已生成${job.total}行，正在下载`;
  return job.error ?? '导出失败，请稍后重试';
}

export function ExportReportButton({ report, filter, rows }: { report: StandardReport; filter: ReportFilter; rows: number | undefined }) {
  const allowed = usePermission(Perm.ReportExport);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<ReportExportJob | null>(null);
  const fileName = `${report.name}_${filter.from}至${filter.to}.xlsx`;

  // Follows a background export until its file is ready (then downloads it) or it fails.
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const timer = setTimeout(() => {
      http
        .get<ReportExportJob>(`/api/reports/export-jobs/${job.id}`, undefined, { silent: true })
        .then(async (next) => {
          setJob(next);
          if (next.status === 'done') await download({ url: `/api/reports/export-jobs/${next.id}/file`, fileName });
          if (next.status === 'done' || next.status === 'failed') setBusy(false);
        })
        .catch((error: unknown) => {
          setBusy(false);
          setJob(null);
          notifyError(isApiError(error) ? error.message : '导出进度获取失败，请稍后重试');
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, fileName]);

  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    setJob(null);
    try {
      if ((rows ?? 0) > REPORT_EXPORT_DIRECT_MAX_ROWS) {
        setJob(await http.post<ReportExportJob>(`/api/reports/standard/${report.id}/export-jobs`, filter));
        return;
      }
      await download({ url: `/api/reports/standard/${report.id}/export`, params: filter, fileName });
      setBusy(false);
    } catch {
      setBusy(false);
    }
  };
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <span className="bole-report-export">
      <PlainButton loading={busy} disabled={busy || rows === 0} onClick={() => void run()} title={rows === 0 ? '没有可导出的数据' : undefined}>
        {busy && !job ? '正在生成Excel…' : '导出Excel'}
      </PlainButton>
      {job && (
        <span className={job.status === 'failed' ? 'bole-report-error' : 'bole-report-muted'} role="status">
          {job.status !== 'failed' && <progress max={100} value={job.status === 'running' ? undefined : percent} aria-label="后台导出进度" />}
          {progressText(job)}
        </span>
      )}
    </span>
  );
}
