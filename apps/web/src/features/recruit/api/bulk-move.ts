// POST /api/applications/bulk-move: several candidates to one stage; each one moves or comes
// back with why not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationBulkMove, BulkResult } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function bulkMove(body: ApplicationBulkMove): Promise<BulkResult> {
  return http.post<BulkResult>('/api/applications/bulk-move', body);
}

export function useBulkMove() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bulkMove, onSettled: () => invalidateRecruit(client) });
}
