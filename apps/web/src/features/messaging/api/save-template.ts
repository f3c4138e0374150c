// PUT /api/message-templates/:type (保存) and DELETE (恢复默认): both answer the template as it now
// stands, which replaces the editor's copy; the list refetches for its 已自定义 tags.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplateDetail, MessageTemplateSave } from '@bole/domain';
import { http } from '../../../api/http';
import { templateKeys } from './keys';

// Silent: the editor shows the server's messages on its fields.
export function saveTemplate(type: number, body: MessageTemplateSave): Promise<MessageTemplateDetail> {
  return http.put<MessageTemplateDetail>(`/api/message-templates/${type}`, body, { silent: true });
}

export function restoreTemplate(type: number): Promise<MessageTemplateDetail> {
  return http.delete<MessageTemplateDetail>(`/api/message-templates/${type}`);
}

function useTemplateChange<V>(change: (vars: V) => Promise<MessageTemplateDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.type), saved);
      void queryClient.invalidateQueries({ queryKey: templateKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['message-templates', 'preview', saved.type] });
    },
  });
}

export const useSaveTemplate = () => useTemplateChange(({ type, body }: { type: number; body: MessageTemplateSave }) => saveTemplate(type, body));
export const useRestoreTemplate = () => useTemplateChange((type: number) => restoreTemplate(type));
