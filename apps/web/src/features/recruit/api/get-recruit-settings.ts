// GET /api/recruit-settings (通用招聘设置): whether cards show the days in the stage, whether an
// elimination needs a reason and whether 通知候选人 starts ticked.
import { useQuery } from '@tanstack/react-query';
import type { RecruitSettings } from '@bole/domain';
import { http } from '../../../api/http';

export function getRecruitSettings(): Promise<RecruitSettings> {
  // silent: a user without the settings page still works on the board, with the defaults.
  return http.get<RecruitSettings>('/api/recruit-settings', undefined, { silent: true });
}

export function useRecruitSettings() {
  return useQuery({ queryKey: ['recruit', 'settings'], queryFn: getRecruitSettings, staleTime: 5 * 60_000 });
}
