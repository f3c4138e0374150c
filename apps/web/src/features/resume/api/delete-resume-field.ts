// DELETE /api/resume-fields/:id: the field goes, and so do the values resumes held.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { resumeFieldsKey } from './get-resume-fields';
import { resumeKeys } from './keys';

export function deleteResumeField(id: number): Promise<{ resumeCount: number }> {
  return http.delete<{ resumeCount: number }>(`/api/resume-fields/${id}`);
}

export function useDeleteResumeField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResumeField,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resumeFieldsKey }),
        queryClient.invalidateQueries({ queryKey: resumeKeys.details }),
        queryClient.invalidateQueries({ queryKey: resumeKeys.records }),
      ]),
  });
}
