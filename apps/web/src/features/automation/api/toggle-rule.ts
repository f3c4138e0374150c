// POST /api/automation/rules/:id/toggle (330011): switches a rule on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationRule } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export function useToggleRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => http.post<AutomationRule>(`/api/automation/rules/${id}/toggle`, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.rules }),
  });
}
