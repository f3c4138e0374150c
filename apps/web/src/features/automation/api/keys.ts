// Query keys of 自动化 and 提醒设置: a save refreshes the rule list and the run log.
import type { AutomationRunQuery } from '@bole/domain';

export const automationKeys = {
  rules: ['automation', 'rules'] as const,
  runs: (params: Partial<AutomationRunQuery>) => ['automation', 'runs', params] as const,
  reminders: ['automation', 'reminders'] as const,
  pickers: (what: string) => ['automation', 'pickers', what] as const,
};
