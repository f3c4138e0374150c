// PUT /api/recruit-settings (330010): the settings sent change; the answer is the whole set.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruitSettings, RecruitSettingsUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export function updateRecruitSettings(body: RecruitSettingsUpdate): Promise<RecruitSettings> {
  return http.put<RecruitSettings>('/api/recruit-settings', body, { silent: true });
}

export function useUpdateRecruitSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecruitSettings, onSuccess: (saved) => queryClient.setQueryData(processKeys.settings, saved) });
}
