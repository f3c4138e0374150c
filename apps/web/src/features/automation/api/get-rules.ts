// GET /api/automation/rules (330011): every rule of the company, its conditions and actions in words.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationRule } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export const automationRulesQuery = () => queryOptions({ queryKey: automationKeys.rules, queryFn: () => http.get<AutomationRule[]>('/api/automation/rules') });

export function useAutomationRules() {
  return useQuery(automationRulesQuery());
}
