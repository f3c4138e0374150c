// DELETE /api/resume-tags/:id: the tag leaves the catalogue and every resume that carried it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function deleteTag(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/resume-tags/${id}`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.all }) });
}
