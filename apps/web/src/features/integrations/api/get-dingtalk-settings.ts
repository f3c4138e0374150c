// GET /api/integrations/dingtalk: the company's DingTalk app (never its secret), or null before binding.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DingtalkSettings } from '@bole/domain';
import { http } from '../../../api/http';
import { integrationKeys } from './keys';

export function getDingtalkSettings(): Promise<DingtalkSettings | null> {
  return http.get<DingtalkSettings | null>('/api/integrations/dingtalk');
}

export const dingtalkSettingsQuery = () => queryOptions({ queryKey: integrationKeys.dingtalk.settings(), queryFn: getDingtalkSettings });

export function useDingtalkSettings() {
  return useQuery(dingtalkSettingsQuery());
}
