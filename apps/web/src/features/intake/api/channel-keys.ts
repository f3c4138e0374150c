import type { ChannelCostQuery } from '@bole/domain';

// Query keys of the resume channels. Everything sits under ['channels'], which the talent
// pool's channel options (api/channel-options.ts) share, so a change in
// 渠道管理 refreshes the pickers and labels too.
export const channelKeys = {
  all: ['channels'] as const,
  list: ['channels', 'list'] as const,
  costs: ['channels', 'costs'] as const,
  costPage: (query: ChannelCostQuery) => ['channels', 'costs', query] as const,
};
