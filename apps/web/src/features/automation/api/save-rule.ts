// POST /api/automation/rules and PUT /api/automation/rules/:id (330011); sent silent, the drawer shows refusals on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationRule, AutomationRuleSave } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export type SaveRuleInput = { id?: number; body: AutomationRuleSave };

export function saveRule({ id, body }: SaveRuleInput): Promise<AutomationRule> {
  return id === undefined ? http.post<AutomationRule>('/api/automation/rules', body, { silent: true }) : http.put<AutomationRule>(`/api/automation/rules/${id}`, body, { silent: true });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.rules }) });
}
