// POST /api/resumes/import (210003): an .xlsx stored row by row; answers the per-row report.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportBatch } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

// A full file (1,000 rows) takes the server about 20 seconds; the report stays in 导入记录 if
// the wait runs out anyway.
const IMPORT_TIMEOUT_MS = 180_000;

export function importResumes(file: File): Promise<ImportBatch> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post<ImportBatch>('/api/resumes/import', body, { silent: true, timeoutMs: IMPORT_TIMEOUT_MS });
}

export function useImportResumes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importResumes,
    onSuccess: (batch) => {
      queryClient.setQueryData(resumeKeys.importBatch(batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.importBatches });
      // New resumes show in the list.
      return queryClient.invalidateQueries({ queryKey: resumeKeys.lists });
    },
  });
}
