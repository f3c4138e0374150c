// GET /api/resumes/:id/files/:fileId (250002): the bytes of an attachment. The browser loads
// the address itself with the session cookie (<img>, <iframe>); 下载 goes through the download
// helper so the 文件下载中... notice shows and a refusal is shown as a message, not saved as a file.
import type { ResumeDetail } from '@bole/domain';
import { download } from '../../../api/download';

export type ResumeFile = ResumeDetail['files'][number];

/** Where an attachment is served: inline for jpg/jpeg/png/pdf unless `download`. */
export function resumeFileUrl(resumeId: number, fileId: number, asDownload = false): string {
  return `/api/resumes/${resumeId}/files/${fileId}${asDownload ? '?download=1' : ''}`;
}

export function downloadResumeFile(resumeId: number, file: Pick<ResumeFile, 'id' | 'fileName'>): Promise<void> {
  return download({ url: resumeFileUrl(resumeId, file.id), params: { download: 1 }, fileName: file.fileName });
}
