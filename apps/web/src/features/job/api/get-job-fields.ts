// GET /api/job-fields: the custom job fields in order (disabled ones too), for the settings page
// and 其他信息 of the job form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomField } from '@bole/domain';
import { useMemo } from 'react';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function getJobFields(): Promise<CustomField[]> {
  return http.get<CustomField[]>('/api/job-fields');
}

export const jobFieldsQuery = () => queryOptions({ queryKey: jobKeys.fields, queryFn: getJobFields, staleTime: 60_000 });

export function useJobFields() {
  return useQuery(jobFieldsQuery());
}

/** The fields jobs fill in now: the enabled ones. */
export function useEnabledJobFields() {
  const query = useJobFields();
  const fields = useMemo(() => (query.data ?? []).filter((f) => f.enabled), [query.data]);
  return { ...query, fields };
}
