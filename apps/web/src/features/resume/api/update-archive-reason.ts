// PATCH /api/archive-reasons/:id: rename, enable or disable a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveReason, ArchiveReasonUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { archiveReasonsKey } from './get-archive-reasons';

export type UpdateArchiveReasonInput = { id: number; body: ArchiveReasonUpdate; silent?: boolean };

export function updateArchiveReason({ id, body, silent = true }: UpdateArchiveReasonInput): Promise<ArchiveReason> {
  return http.patch<ArchiveReason>(`/api/archive-reasons/${id}`, body, { silent });
}

export function useUpdateArchiveReason() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateArchiveReason, onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveReasonsKey }) });
}
