// GET /api/message-templates/:type: one type's texts and the placeholders it allows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplateDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { templateKeys } from './keys';

export function getTemplate(type: number): Promise<MessageTemplateDetail> {
  return http.get<MessageTemplateDetail>(`/api/message-templates/${type}`, undefined, { silent: true });
}

export const templateQuery = (type: number) => queryOptions({ queryKey: templateKeys.detail(type), queryFn: () => getTemplate(type) });

export function useTemplate(type: number) {
  return useQuery(templateQuery(type));
}
