// POST /api/resumes/export (210004) and GET /api/resumes/:id/export (250003): the downloads of
// the pool, through the download helper (文件下载中...). The server names the file; these
// names are what the browser saves it as.
import type { ResumeDocumentFormat, ResumeFilters } from '@bole/domain';
import { download } from '../../../api/download';

/** The selected resumes, or every resume the filters find (up to the export cap), as .xlsx. */
export function exportResumes(body: ResumeFilters & { ids?: number[] }, fileName: string): Promise<void> {
  return download({ url: '/api/resumes/export', method: 'POST', body, fileName });
}

/** One resume as a standard resume in PDF or Word. */
export function downloadResume(id: number, format: ResumeDocumentFormat, fileName: string): Promise<void> {
  return download({ url: `/api/resumes/${id}/export`, params: { format }, fileName });
}

export function downloadImportTemplate(): Promise<void> {
  return download({ url: '/api/resumes/import/template', fileName: '简历导入模板.xlsx' });
}
