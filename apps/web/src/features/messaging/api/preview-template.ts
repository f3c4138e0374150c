// POST /api/message-templates/:type/preview: the template rendered with a real candidate's values
// (the chosen application, else the newest), or the unsaved texts of the editor.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplatePreview, MessageTemplateSave } from '@bole/domain';
import { http } from '../../../api/http';
import { templateKeys } from './keys';

// Silent: the preview shows its own error.
export function previewTemplate(type: number, body: { applicationId?: number; content?: MessageTemplateSave }): Promise<MessageTemplatePreview> {
  return http.post<MessageTemplatePreview>(`/api/message-templates/${type}/preview`, body, { silent: true });
}

export const templatePreviewQuery = (type: number, applicationId?: number, content?: MessageTemplateSave) =>
  queryOptions({
    queryKey: templateKeys.preview(type, applicationId, content),
    queryFn: () => previewTemplate(type, { applicationId, content }),
    placeholderData: keepPreviousData,
  });

export function useTemplatePreview(type: number, applicationId?: number, content?: MessageTemplateSave) {
  return useQuery(templatePreviewQuery(type, applicationId, content));
}
