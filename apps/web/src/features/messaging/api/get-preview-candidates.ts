// GET /api/message-templates/preview-candidates?keyword=: candidates a preview may use, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewCandidate } from '@bole/domain';
import { http } from '../../../api/http';
import { templateKeys } from './keys';

export function getPreviewCandidates(keyword: string): Promise<PreviewCandidate[]> {
  return http.get<PreviewCandidate[]>('/api/message-templates/preview-candidates', { keyword }, { silent: true });
}

export const previewCandidatesQuery = (keyword: string) =>
  queryOptions({ queryKey: templateKeys.candidates(keyword), queryFn: () => getPreviewCandidates(keyword), placeholderData: keepPreviousData, staleTime: 30_000 });

export function usePreviewCandidates(keyword: string) {
  return useQuery(previewCandidatesQuery(keyword));
}
