// POST /api/resume-channels (400001): a company channel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelCreate, ResumeChannel } from '@bole/domain';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export function createChannel(body: ChannelCreate): Promise<ResumeChannel> {
  return http.post<ResumeChannel>('/api/resume-channels', body, { silent: true });
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }) });
}
