// POST /api/resume-comments/mentions/read: the 备注 that mention me, seen on the detail page, are read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentionRead } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

export function markMentionsRead(body: MentionRead): Promise<{ updated: number }> {
  return http.post<{ updated: number }>('/api/resume-comments/mentions/read', body, { silent: true });
}

export function useMarkMentionsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMentionsRead,
    // The home page's 提到我的 count and the bell go down (the server reads the mention notices
    // too); the comments keep their 未读 mark until the next visit.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['home', 'todos'] }), queryClient.invalidateQueries({ queryKey: queryKeys.notices.all })]),
  });
}
