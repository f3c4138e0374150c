// PUT /api/resume-export-settings (340003): every export setting at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeExportSettings, ResumeExportSettingsResponse } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function updateExportSettings(body: ResumeExportSettings): Promise<ResumeExportSettingsResponse> {
  return http.put<ResumeExportSettingsResponse>('/api/resume-export-settings', body, { silent: true });
}

export function useUpdateExportSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateExportSettings, onSuccess: (saved) => queryClient.setQueryData(resumeKeys.exportSettings, saved) });
}
