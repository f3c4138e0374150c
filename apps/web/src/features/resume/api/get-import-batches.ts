// GET /api/resumes/import/batches and /:id (210003): recent imports and one import's report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportBatch, ImportBatchRow } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getImportBatches(): Promise<ImportBatchRow[]> {
  return http.get<ImportBatchRow[]>('/api/resumes/import/batches', undefined, { silent: true });
}

export function getImportBatch(id: number): Promise<ImportBatch> {
  return http.get<ImportBatch>(`/api/resumes/import/batches/${id}`);
}

export const importBatchesQuery = () => queryOptions({ queryKey: resumeKeys.importBatches, queryFn: getImportBatches });
export const importBatchQuery = (id: number) => queryOptions({ queryKey: resumeKeys.importBatch(id), queryFn: () => getImportBatch(id) });

export function useImportBatches() {
  return useQuery(importBatchesQuery());
}

export function useImportBatch(id: number | null) {
  return useQuery({ ...importBatchQuery(id ?? 0), enabled: id !== null });
}
