// POST /api/resumes/export/preview (210004): how many resumes 导出 will hold and what it
// shows of them (contacts, salaries), asked when the confirmation opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeExportPreview, ResumeExportRequest } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function previewExport(body: ResumeExportRequest): Promise<ResumeExportPreview> {
  return http.post<ResumeExportPreview>('/api/resumes/export/preview', body, { silent: true });
}

// Counted afresh each time the confirmation opens: the pool may have changed since.
export const exportPreviewQuery = (body: ResumeExportRequest) =>
  queryOptions({ queryKey: resumeKeys.exportPreview(body), queryFn: () => previewExport(body), staleTime: 0, gcTime: 0, retry: false });

export function useExportPreview(body: ResumeExportRequest, enabled: boolean) {
  return useQuery({ ...exportPreviewQuery(body), enabled });
}
