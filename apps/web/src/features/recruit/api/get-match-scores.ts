// Match scores of the visible candidates by the job's 简历评分规则 (POST /api/resumes/match, at
// most 100 resumes a request). The ids are sorted before they are cut into requests, so a move
// between stages asks nothing again; scores already read stay shown while new pages load.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ResumeMatchBatch } from '@bole/domain';
import { http } from '../../../api/http';

export type MatchScore = ResumeMatchBatch['scores'][number];

const BATCH = 100;

function chunks(resumeIds: readonly number[]): number[][] {
  const sorted = [...new Set(resumeIds)].sort((a, b) => a - b);
  const out: number[][] = [];
  for (let i = 0; i < sorted.length; i += BATCH) out.push(sorted.slice(i, i + BATCH));
  return out;
}

/** Scores by resume id; empty when `enabled` is false (the job has no scoring rule). */
export function useMatchScores(jobId: number, resumeIds: readonly number[], enabled: boolean): ReadonlyMap<number, MatchScore> {
  const client = useQueryClient();
  return useQueries({
    queries: (enabled ? chunks(resumeIds) : []).map((ids) => ({
      // Outside ['recruit']: an action on candidates refreshes the board, not the scores (they follow the resume).
      queryKey: ['resume-match', jobId, ids],
      queryFn: () => http.post<ResumeMatchBatch>('/api/resumes/match', { jobId, resumeIds: ids }, { silent: true }),
      staleTime: 60_000,
      retry: false,
    })),
    // Every score of the job read so far (earlier requests included), not only the current requests'.
    combine: () => {
      const scores = new Map<number, MatchScore>();
      if (!enabled) return scores;
      for (const [, batch] of client.getQueriesData<ResumeMatchBatch>({ queryKey: ['resume-match', jobId] })) for (const s of batch?.scores ?? []) scores.set(s.resumeId, s);
      return scores;
    },
  });
}
