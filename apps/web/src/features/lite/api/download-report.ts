// GET /api/recommendations/:id/report: the 推荐报告 PDF of a push.
import { download } from '../../../api/download';

export function downloadReport(id: number, candidateName: string): Promise<void> {
  return download({ url: `/api/recommendations/${id}/report`, fileName: `推荐报告_${candidateName}.pdf` });
}
