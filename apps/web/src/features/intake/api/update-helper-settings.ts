// PUT /api/helper/settings (340007): 插件设置.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelperSettings, HelperSettingsUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { helperQueryKeys } from './helper-query-keys';

export function updateHelperSettings(body: HelperSettingsUpdate): Promise<HelperSettings> {
  return http.put<HelperSettings>('/api/helper/settings', body, { silent: true });
}

export function useUpdateHelperSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHelperSettings, onSuccess: (data) => queryClient.setQueryData(helperQueryKeys.settings, data) });
}
