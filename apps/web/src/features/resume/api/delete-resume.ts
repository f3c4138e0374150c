// DELETE /api/resumes/:id (210011): the resume goes to the recycle bin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';
import { afterResumeChange } from './invalidate';

export function deleteResume(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/resumes/${id}`);
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id), exact: true });
      return afterResumeChange(queryClient);
    },
  });
}
