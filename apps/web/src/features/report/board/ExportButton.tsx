// 导出: the board's tables as .xlsx (GET /api/reports/export), counted for the same period and
// filters as the page by the board's own functions on the server.
import type { ReportBoard, ReportFilter } from '@bole/domain';
import { useState } from 'react';
import { download } from '../../../api/download';
import { PlainButton } from '../../../components/plain/PlainButton';
import { periodText } from './period';

export function ExportButton({ board, title, filter }: { board: ReportBoard; title: string; filter: ReportFilter }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download({ url: '/api/reports/export', params: { ...filter, board }, fileName: `${title}_${periodText(filter).replace(' 至 ', '_')}.xlsx` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton loading={busy} disabled={busy} onClick={() => void run()}>
      导出
    </PlainButton>
  );
}
