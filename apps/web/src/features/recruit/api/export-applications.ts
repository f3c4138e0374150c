// GET /api/jobs/{id}/applications/export (220014): the table view's candidates with its current
// filters as .xlsx, through the download helper (文件下载中...); the server names the file.
import { download } from '../../../api/download';
import type { Params } from '../../../api/params';

export function exportApplications(jobId: number, filters: Params): Promise<void> {
  return download({ url: `/api/jobs/${jobId}/applications/export`, params: filters, fileName: '职位候选人.xlsx' });
}
