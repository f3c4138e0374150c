// POST /api/archive-reasons/reorder: one type's reason ids in the new order, shown at once and
// rolled back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveReason, ArchiveReasonReorder } from '@bole/domain';
import { http } from '../../../api/http';
import { archiveReasonsKey } from './get-archive-reasons';

export function reorderArchiveReasons(body: ArchiveReasonReorder): Promise<ArchiveReason[]> {
  return http.post<ArchiveReason[]>('/api/archive-reasons/reorder', body);
}

export function useReorderArchiveReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderArchiveReasons,
    onMutate: async ({ type, ids }) => {
      await queryClient.cancelQueries({ queryKey: archiveReasonsKey });
      const before = queryClient.getQueryData<ArchiveReason[]>(archiveReasonsKey);
      if (before) {
        const moved = ids.map((id) => before.find((r) => r.id === id)).filter((r): r is ArchiveReason => r !== undefined);
        const start = before.findIndex((r) => r.type === type);
        const others = before.filter((r) => r.type !== type);
        queryClient.setQueryData(archiveReasonsKey, [...others.slice(0, start), ...moved, ...others.slice(start)]);
      }
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(archiveReasonsKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: archiveReasonsKey }),
  });
}
