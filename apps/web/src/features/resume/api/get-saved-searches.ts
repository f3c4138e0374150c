// GET /api/resumes/saved-searches: my saved searches of the talent pool.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getSavedSearches(): Promise<SavedSearch[]> {
  return http.get<SavedSearch[]>('/api/resumes/saved-searches', undefined, { silent: true });
}

export const savedSearchesQuery = () => queryOptions({ queryKey: resumeKeys.savedSearches, queryFn: getSavedSearches });

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQuery(), enabled });
}
