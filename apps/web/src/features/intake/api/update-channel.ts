// PATCH /api/resume-channels/:code (400001): rename a company channel, or show/hide any channel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelUpdate, ResumeChannel } from '@bole/domain';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export type UpdateChannelInput = { code: number; body: ChannelUpdate; silent?: boolean };

export function updateChannel({ code, body, silent = true }: UpdateChannelInput): Promise<ResumeChannel> {
  return http.patch<ResumeChannel>(`/api/resume-channels/${code}`, body, { silent });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }) });
}
