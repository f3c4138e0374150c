// GET /api/applications/{id}/events: what happened to a candidate in this job, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationEvent, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { recruitKeys } from './keys';

export function getApplicationEvents(id: number): Promise<Page<ApplicationEvent>> {
  return http.get<Page<ApplicationEvent>>(`/api/applications/${id}/events`, { page: 1, pageSize: 50 });
}

export const applicationEventsQuery = (id: number) => queryOptions({ queryKey: recruitKeys.events(id), queryFn: () => getApplicationEvents(id) });

export function useApplicationEvents(id: number) {
  return useQuery(applicationEventsQuery(id));
}
