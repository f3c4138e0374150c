// GET /api/helper/settings: the boards the helper takes, other sites' channel, the default owner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelperSettings } from '@bole/domain';
import { http } from '../../../api/http';
import { helperQueryKeys } from './helper-query-keys';

export function getHelperSettings(): Promise<HelperSettings> {
  return http.get<HelperSettings>('/api/helper/settings');
}

export const helperSettingsQuery = () => queryOptions({ queryKey: helperQueryKeys.settings, queryFn: getHelperSettings });

export function useHelperSettings() {
  return useQuery(helperSettingsQuery());
}
