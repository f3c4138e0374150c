// POST /api/resume-fields (380004 简历字段): a new custom field, placed last.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeField, ResumeFieldCreate } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeFieldsKey } from './get-resume-fields';

export function createResumeField(body: ResumeFieldCreate): Promise<ResumeField> {
  return http.post<ResumeField>('/api/resume-fields', body, { silent: true });
}

export function useCreateResumeField() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createResumeField, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeFieldsKey }) });
}
