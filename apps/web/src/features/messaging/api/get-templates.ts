// GET /api/message-templates: every template type in display order, customized or the default.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@bole/domain';
import { http } from '../../../api/http';
import { templateKeys } from './keys';

// Silent: the page shows its own error state.
export function getTemplates(): Promise<MessageTemplate[]> {
  return http.get<MessageTemplate[]>('/api/message-templates', undefined, { silent: true });
}

export const templatesQuery = () => queryOptions({ queryKey: templateKeys.list, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQuery());
}
