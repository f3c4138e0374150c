// What a change of one resume touches: its detail, the lists it shows in and the histories.
import type { QueryClient } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { resumeKeys } from './keys';

/** Puts the server's answer in the detail cache and marks lists and histories stale. */
export function afterResumeChange(queryClient: QueryClient, detail?: ResumeDetail): Promise<unknown> {
  if (detail) queryClient.setQueryData(resumeKeys.detail(detail.id), detail);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resumeKeys.lists }),
    queryClient.invalidateQueries({ queryKey: resumeKeys.records }),
    // Tag usage counts change with tagging, merging and deleting.
    queryClient.invalidateQueries({ queryKey: resumeKeys.tags }),
  ]);
}
