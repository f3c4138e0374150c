// POST /api/resumes/saved-searches: keeps the current filters under a name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchCreate } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function createSavedSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  return http.post<SavedSearch>('/api/resumes/saved-searches', body, { silent: true });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.savedSearches }) });
}
