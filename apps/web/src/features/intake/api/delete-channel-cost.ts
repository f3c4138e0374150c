// DELETE /api/resume-channels/costs/:id (400001).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export function deleteChannelCost(id: number): Promise<null> {
  return http.delete<null>(`/api/resume-channels/costs/${id}`);
}

export function useDeleteChannelCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChannelCost, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.costs }) });
}
