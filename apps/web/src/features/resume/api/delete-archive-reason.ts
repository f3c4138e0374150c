// DELETE /api/archive-reasons/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { archiveReasonsKey } from './get-archive-reasons';

export function deleteArchiveReason(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/archive-reasons/${id}`);
}

export function useDeleteArchiveReason() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArchiveReason, onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveReasonsKey }) });
}
