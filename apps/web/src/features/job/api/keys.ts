// Query keys of the jobs area. Everything sits under ['job'], so a change that shows in several
// views (a new job in the list, the counts on the type and level pages) invalidates them together.
import type { Params } from '../../../api/params';

export const jobKeys = {
  all: ['job'] as const,
  lists: ['job', 'list'] as const,
  list: (params: Params) => ['job', 'list', params] as const,
  details: ['job', 'detail'] as const,
  detail: (id: number) => ['job', 'detail', id] as const,
  types: ['job', 'types'] as const,
  levels: ['job', 'levels'] as const,
  fields: ['job', 'fields'] as const,
  processes: ['job', 'processes'] as const,
  filterFlags: ['job', 'filter-flags'] as const,
};
