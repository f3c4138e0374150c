// DELETE /api/helper/keys/:id: the bookmarklet made with the key stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { helperQueryKeys } from './helper-query-keys';

export function revokeHelperKey(id: number): Promise<null> {
  return http.delete<null>(`/api/helper/keys/${id}`);
}

export function useRevokeHelperKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeHelperKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: helperQueryKeys.all }) });
}
