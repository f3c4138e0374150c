// GET /api/resume-export-logs (340003): who exported which resumes, when; newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type Page, type ResumeExportLog } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getExportLogs(page: number): Promise<Page<ResumeExportLog>> {
  return http.get<Page<ResumeExportLog>>('/api/resume-export-logs', { page, pageSize: PAGE_SIZE_DEFAULT }, { silent: true });
}

export const exportLogsQuery = (page: number) => queryOptions({ queryKey: resumeKeys.exportLogs(page), queryFn: () => getExportLogs(page), placeholderData: keepPreviousData });

export function useExportLogs(page: number, enabled = true) {
  return useQuery({ ...exportLogsQuery(page), enabled });
}
