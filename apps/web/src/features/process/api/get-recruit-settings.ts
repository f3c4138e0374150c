// GET /api/recruit-settings: 通用招聘设置 of the company (the defaults until someone saves).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruitSettings } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

// Silent: the page shows its own error state.
export function getRecruitSettings(): Promise<RecruitSettings> {
  return http.get<RecruitSettings>('/api/recruit-settings', undefined, { silent: true });
}

export const recruitSettingsQuery = () => queryOptions({ queryKey: processKeys.settings, queryFn: getRecruitSettings, staleTime: 60_000 });

export function useRecruitSettings() {
  return useQuery(recruitSettingsQuery());
}
