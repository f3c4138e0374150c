// PATCH /api/resume-fields/:id: name, required, options, hints or enabled. Options taken out
// are cleared from resumes, so their details and histories refresh too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeField, ResumeFieldUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeFieldsKey } from './get-resume-fields';
import { resumeKeys } from './keys';

export type UpdateResumeFieldInput = { id: number; body: ResumeFieldUpdate; silent?: boolean };

export function updateResumeField({ id, body, silent = true }: UpdateResumeFieldInput): Promise<ResumeField> {
  return http.patch<ResumeField>(`/api/resume-fields/${id}`, body, { silent });
}

export function useUpdateResumeField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResumeField,
    onSuccess: (_field, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resumeFieldsKey }),
        body.options ? queryClient.invalidateQueries({ queryKey: resumeKeys.details }) : undefined,
        body.options ? queryClient.invalidateQueries({ queryKey: resumeKeys.records }) : undefined,
      ]),
  });
}
