// GET /api/resume-channels (400001): built-in and company channels with the resumes of each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeChannel } from '@bole/domain';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export function getChannels(): Promise<ResumeChannel[]> {
  return http.get<ResumeChannel[]>('/api/resume-channels');
}

export const channelsQuery = () => queryOptions({ queryKey: channelKeys.list, queryFn: getChannels });

export function useChannels() {
  return useQuery(channelsQuery());
}
