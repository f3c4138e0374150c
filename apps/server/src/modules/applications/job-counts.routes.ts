// GET /api/jobs/candidate-counts: the funnel of several jobs for the job list and the job picker.
import { jobCandidateCountsQuerySchema, jobCandidateCountsSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { jobCandidateCounts } from './job-counts';

export async function jobCountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.get(
    '/api/jobs/candidate-counts',
    {
      config: { permission: [Perm.ProcessView, Perm.JobView] },
      schema: {
        tags: ['招聘流程'],
        summary: '多个职位的候选人数：各范围（招聘中、待入职、已入职、已离职、已淘汰）及招聘中候选人在各阶段的人数；不在可见范围内的职位不返回',
        querystring: jobCandidateCountsQuerySchema,
        response: { 200: envelope(z.array(jobCandidateCountsSchema)) },
      },
    },
    async (request) => ok(await jobCandidateCounts(db, authOf(request), request.query.ids)),
  );
}
