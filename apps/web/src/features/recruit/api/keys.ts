// Query keys of 流程管理. Everything sits under ['recruit'], so an action on a candidate
// refreshes the board, the table and the job picker's counts together.
import type { ApplicationView } from '@bole/domain';
import type { Params } from '../../../api/params';

export const recruitKeys = {
  all: ['recruit'] as const,
  jobs: (params: Params) => ['recruit', 'jobs', params] as const,
  counts: (ids: readonly number[]) => ['recruit', 'counts', ids] as const,
  boards: ['recruit', 'board'] as const,
  board: (jobId: number, view: ApplicationView) => ['recruit', 'board', jobId, view] as const,
  tables: ['recruit', 'table'] as const,
  table: (jobId: number, params: Params) => ['recruit', 'table', jobId, params] as const,
  events: (id: number) => ['recruit', 'events', id] as const,
  application: (id: number) => ['recruit', 'application', id] as const,
};
