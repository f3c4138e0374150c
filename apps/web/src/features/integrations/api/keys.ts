// Query keys of the third-party integrations page (第三方对接). Everything sits under ['integrations'].
import type { DingtalkAccountListQuery } from '@bole/domain';

export type DingtalkAccountParams = Partial<DingtalkAccountListQuery>;

export const integrationKeys = {
  all: ['integrations'] as const,
  dingtalk: {
    settings: () => ['integrations', 'dingtalk', 'settings'] as const,
    accounts: {
      all: ['integrations', 'dingtalk', 'accounts'] as const,
      list: (q: DingtalkAccountParams) => ['integrations', 'dingtalk', 'accounts', 'list', q] as const,
    },
  },
};
