// DELETE /api/automation/rules/:id (330011): the rule and its run log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => http.delete<null>(`/api/automation/rules/${id}`), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation'] }) });
}
