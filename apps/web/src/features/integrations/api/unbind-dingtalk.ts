// DELETE /api/integrations/dingtalk: removes the app; accounts keep their DingTalk user ids.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { integrationKeys } from './keys';

export function unbindDingtalk(): Promise<unknown> {
  return http.delete<unknown>('/api/integrations/dingtalk');
}

export function useUnbindDingtalk() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unbindDingtalk, onSuccess: () => queryClient.setQueryData(integrationKeys.dingtalk.settings(), null) });
}
