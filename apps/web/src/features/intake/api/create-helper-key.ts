// POST /api/helper/keys (310002): a key of the caller's own; the answer holds the key this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelperKeyCreate, HelperKeyCreated } from '@bole/domain';
import { http } from '../../../api/http';
import { helperQueryKeys } from './helper-query-keys';

export function createHelperKey(body: HelperKeyCreate): Promise<HelperKeyCreated> {
  return http.post<HelperKeyCreated>('/api/helper/keys', body, { silent: true });
}

export function useCreateHelperKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHelperKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: helperQueryKeys.all }) });
}
