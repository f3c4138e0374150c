// 导出Excel: every row and the 合计 as .xlsx (GET /api/reports/standard/:id/export), counted for
// the page's period and filters; the button says what it is doing while the file is made.
import { Perm, type ReportFilter, type StandardReport } from '@bole/domain';
import { useState } from 'react';
import { download } from '../../../api/download';
import { usePermission } from '../../../api/permission';
import { PlainButton } from '../../../components/plain/PlainButton';

export function ExportReportButton({ report, filter, rows }: { report: StandardReport; filter: ReportFilter; rows: number | undefined }) {
  const allowed = usePermission(Perm.ReportExport);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      await download({ url: `/api/reports/standard/${report.id}/export`, params: filter, fileName: `${report.name}_${filter.from}至${filter.to}.xlsx` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton loading={busy} disabled={busy || rows === 0} onClick={() => void run()} title={rows === 0 ? '没有可导出的数据' : undefined}>
      {busy ? `正在生成Excel${rows ? `（共${rows}行）` : ''}…` : '导出Excel'}
    </PlainButton>
  );
}
