// Query keys of the talent pool. Everything sits under ['resume'], so a change that touches
// several views (an edit shows in the list, the detail and the history) can invalidate them together.
import type { ResumeRecordQuery } from '@bole/domain';
import type { Params } from '../../../api/params';

export const resumeKeys = {
  all: ['resume'] as const,
  lists: ['resume', 'list'] as const,
  list: (params: Params) => ['resume', 'list', params] as const,
  details: ['resume', 'detail'] as const,
  detail: (id: number) => ['resume', 'detail', id] as const,
  duplicates: (id: number) => ['resume', 'detail', id, 'duplicates'] as const,
  records: ['resume', 'records'] as const,
  history: (id: number) => ['resume', 'records', 'resume', id] as const,
  companyRecords: (q: Partial<ResumeRecordQuery>) => ['resume', 'records', 'company', q] as const,
  tags: ['resume', 'tags'] as const,
  savedSearches: ['resume', 'saved-searches'] as const,
  settings: ['resume', 'settings'] as const,
  exportSettings: ['resume', 'export-settings'] as const,
  exportLogsAll: ['resume', 'export-logs'] as const,
  exportLogs: (page: number) => ['resume', 'export-logs', page] as const,
  exportPreview: (body: object) => ['resume', 'export-preview', body] as const,
  exportJob: (id: number) => ['resume', 'export-jobs', id] as const,
  importBatches: ['resume', 'import-batches'] as const,
  importBatch: (id: number) => ['resume', 'import-batches', id] as const,
  comments: (id: number) => ['resume', 'comments', id] as const,
  shares: (id: number) => ['resume', 'shares', id] as const,
};
