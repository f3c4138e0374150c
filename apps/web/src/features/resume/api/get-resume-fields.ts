// GET /api/resume-fields: the company's custom resume fields in order (disabled ones too), for
// the settings page, the resume forms and the 其他信息 section of the detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeField } from '@bole/domain';
import { useMemo } from 'react';
import { http } from '../../../api/http';

export const resumeFieldsKey = ['resume', 'fields'] as const;

export function getResumeFields(): Promise<ResumeField[]> {
  return http.get<ResumeField[]>('/api/resume-fields');
}

export const resumeFieldsQuery = () => queryOptions({ queryKey: resumeFieldsKey, queryFn: getResumeFields, staleTime: 60_000 });

export function useResumeFields(enabled = true) {
  return useQuery({ ...resumeFieldsQuery(), enabled });
}

/** The fields resumes show and fill in now: the enabled ones. */
export function useEnabledResumeFields() {
  const query = useResumeFields();
  const fields = useMemo(() => (query.data ?? []).filter((f) => f.enabled), [query.data]);
  return { ...query, fields };
}
