// GET /api/jobs/candidate-counts: the candidates of the picker's jobs (招聘中 per job).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobCandidateCounts } from '@bole/domain';
import { http } from '../../../api/http';
import { recruitKeys } from './keys';

export function getJobCounts(ids: readonly number[]): Promise<JobCandidateCounts[]> {
  return http.get<JobCandidateCounts[]>('/api/jobs/candidate-counts', { ids }, { silent: true });
}

/** Candidates in process per job id; empty until answered (or for no jobs). */
export function useJobCounts(ids: readonly number[]) {
  const query = useQuery({ queryKey: recruitKeys.counts(ids), queryFn: () => getJobCounts(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  return new Map((query.data ?? []).map((c) => [c.jobId, c.counts.inProcess]));
}
