// DELETE /api/resumes/saved-searches/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function deleteSavedSearch(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/resumes/saved-searches/${id}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.savedSearches }) });
}
