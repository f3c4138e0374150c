// Query keys of the hiring manager's screening. Everything sits under ['screening'], so an
// answer refreshes the inbox, its job filter counts and the item together.
import type { Params } from '../../../api/params';

export const screeningKeys = {
  all: ['screening'] as const,
  list: (params: Params) => ['screening', 'list', params] as const,
  jobs: ['screening', 'jobs'] as const,
  item: (id: number) => ['screening', 'item', id] as const,
};
