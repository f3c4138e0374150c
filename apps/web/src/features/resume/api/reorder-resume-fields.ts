// POST /api/resume-fields/reorder: every field id in the new order. The list moves at once
// and rolls back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeField } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeFieldsKey } from './get-resume-fields';

export function reorderResumeFields(ids: number[]): Promise<ResumeField[]> {
  return http.post<ResumeField[]>('/api/resume-fields/reorder', { ids });
}

export function useReorderResumeFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderResumeFields,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: resumeFieldsKey });
      const before = queryClient.getQueryData<ResumeField[]>(resumeFieldsKey);
      if (before) queryClient.setQueryData(resumeFieldsKey, ids.map((id) => before.find((f) => f.id === id)).filter((f): f is ResumeField => f !== undefined));
      return { before };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(resumeFieldsKey, context?.before),
    onSuccess: (fields) => queryClient.setQueryData(resumeFieldsKey, fields),
  });
}
