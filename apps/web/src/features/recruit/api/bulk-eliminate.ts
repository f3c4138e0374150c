// POST /api/applications/bulk-eliminate: one reason for several candidates; each one is
// eliminated or comes back with why not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationBulkEliminate, BulkResult } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function bulkEliminate(body: ApplicationBulkEliminate): Promise<BulkResult> {
  return http.post<BulkResult>('/api/applications/bulk-eliminate', body);
}

export function useBulkEliminate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bulkEliminate, onSettled: () => invalidateRecruit(client) });
}
