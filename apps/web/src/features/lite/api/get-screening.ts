// GET /api/screening: the resumes pushed to the caller, newest first, by state and job.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ScreeningItem } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { screeningKeys } from './keys';

export function getScreening(params: Params): Promise<Page<ScreeningItem>> {
  return http.get<Page<ScreeningItem>>('/api/screening', params);
}

export const screeningQuery = (params: Params) => queryOptions({ queryKey: screeningKeys.list(params), queryFn: () => getScreening(params), placeholderData: keepPreviousData });

export function useScreening(params: Params) {
  return useQuery(screeningQuery(params));
}
