// GET /api/resume-export-settings (340003): 简历导出设置 of the company, the defaults until saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeExportSettingsResponse } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

// Silent: the settings page shows its own error state.
export function getExportSettings(): Promise<ResumeExportSettingsResponse> {
  return http.get<ResumeExportSettingsResponse>('/api/resume-export-settings', undefined, { silent: true });
}

export const exportSettingsQuery = () => queryOptions({ queryKey: resumeKeys.exportSettings, queryFn: getExportSettings });

export function useExportSettings() {
  return useQuery(exportSettingsQuery());
}
