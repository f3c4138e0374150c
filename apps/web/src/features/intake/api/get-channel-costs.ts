// GET /api/resume-channels/costs (400001): 渠道费用, latest month first, by month range and channel.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCost, ChannelCostQuery, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { channelKeys } from './channel-keys';

export function getChannelCosts(query: ChannelCostQuery): Promise<Page<ChannelCost>> {
  return http.get<Page<ChannelCost>>('/api/resume-channels/costs', query);
}

export const channelCostsQuery = (query: ChannelCostQuery) =>
  queryOptions({ queryKey: channelKeys.costPage(query), queryFn: () => getChannelCosts(query), placeholderData: keepPreviousData });

export function useChannelCosts(query: ChannelCostQuery, enabled = true) {
  return useQuery({ ...channelCostsQuery(query), enabled });
}
