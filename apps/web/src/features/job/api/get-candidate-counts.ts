// GET /api/jobs/candidate-counts: the candidates of the listed jobs, per view and per stage.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobCandidateCounts } from '@bole/domain';
import { http } from '../../../api/http';

export function getCandidateCounts(ids: readonly number[]): Promise<JobCandidateCounts[]> {
  // silent: the list works without its funnel column.
  return http.get<JobCandidateCounts[]>('/api/jobs/candidate-counts', { ids }, { silent: true });
}

/** Counts by job id; empty while loading. Under ['job'], so a change to the jobs refreshes them too. */
export function useCandidateCounts(ids: readonly number[]): ReadonlyMap<number, JobCandidateCounts> {
  const { data } = useQuery({ queryKey: ['job', 'candidate-counts', ids], queryFn: () => getCandidateCounts(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  return new Map((data ?? []).map((c) => [c.jobId, c]));
}
