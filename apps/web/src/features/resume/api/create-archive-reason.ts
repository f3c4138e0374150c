// POST /api/archive-reasons (340006 归档原因): a reason of one type, placed last.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveReason, ArchiveReasonCreate } from '@bole/domain';
import { http } from '../../../api/http';
import { archiveReasonsKey } from './get-archive-reasons';

export function createArchiveReason(body: ArchiveReasonCreate): Promise<ArchiveReason> {
  return http.post<ArchiveReason>('/api/archive-reasons', body, { silent: true });
}

export function useCreateArchiveReason() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArchiveReason, onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveReasonsKey }) });
}
