// PUT /api/resume-settings (340001): every setting at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeSettingsInput, ResumeSettingsResponse } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function updateResumeSettings(body: ResumeSettingsInput): Promise<ResumeSettingsResponse> {
  return http.put<ResumeSettingsResponse>('/api/resume-settings', body, { silent: true });
}

export function useUpdateResumeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResumeSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(resumeKeys.settings, saved);
      // Duplicate counts and links shown on resumes follow the 查重 switches.
      return queryClient.invalidateQueries({ queryKey: resumeKeys.details });
    },
  });
}
