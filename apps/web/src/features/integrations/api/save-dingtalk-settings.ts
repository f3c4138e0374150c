// PUT /api/integrations/dingtalk: binds the app or updates it; an empty AppSecret keeps the stored one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DingtalkSettings, DingtalkSettingsBody } from '@bole/domain';
import { http } from '../../../api/http';
import { integrationKeys } from './keys';

export function saveDingtalkSettings(body: DingtalkSettingsBody): Promise<DingtalkSettings> {
  return http.put<DingtalkSettings>('/api/integrations/dingtalk', body, { silent: true });
}

export function useSaveDingtalkSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDingtalkSettings,
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.dingtalk.settings(), saved),
  });
}
