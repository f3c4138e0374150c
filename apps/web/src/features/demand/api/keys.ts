// Query keys of the demands area. Everything sits under ['demand'], so a change that shows in
// several views (a submitted demand in the list and its drawer) invalidates them together.
import type { Params } from '../../../api/params';

export const demandKeys = {
  all: ['demand'] as const,
  list: (params: Params) => ['demand', 'list', params] as const,
  detail: (id: number) => ['demand', 'detail', id] as const,
  fields: ['demand', 'fields'] as const,
};
