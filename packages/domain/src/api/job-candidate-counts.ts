// GET /api/jobs/candidate-counts?ids=1,2,3: candidates of several jobs at once, per view and per
// stage, for the job list's funnel column and the job picker of 流程管理.
import { z } from 'zod';
import { StageType } from '../codes/process';
import { viewCountsSchema } from './application';

/** At most this many jobs per request: one page of the job list. */
export const JOB_CANDIDATE_COUNTS_MAX = 100;

const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v);

export const jobCandidateCountsQuerySchema = z.object({
  ids: z.preprocess(
    formList,
    z
      .array(z.coerce.number({ error: '职位不正确' }).int('职位不正确').positive('职位不正确'), { error: '请传入职位' })
      .min(1, '请传入职位')
      .max(JOB_CANDIDATE_COUNTS_MAX, `一次最多查询${JOB_CANDIDATE_COUNTS_MAX}个职位`),
  ),
});
export type JobCandidateCountsQuery = z.infer<typeof jobCandidateCountsQuerySchema>;

/** One job: its counts per view and its stages in process order with the candidates 招聘中 in each. */
export const jobCandidateCountsSchema = z.object({
  jobId: z.number(),
  counts: viewCountsSchema,
  stages: z.array(z.object({ id: z.number(), name: z.string(), type: z.enum(StageType), count: z.number() })),
});
export type JobCandidateCounts = z.infer<typeof jobCandidateCountsSchema>;
