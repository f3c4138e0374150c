// DELETE /api/resume-channels/:code (400001): a company channel no resume has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export function deleteChannel(code: number): Promise<null> {
  return http.delete<null>(`/api/resume-channels/${code}`);
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }) });
}
