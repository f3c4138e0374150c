import { idParamsSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { interviewFor } from './access';
import { groupOf, interviewersInvitation } from './notices';
import { interviewFacts } from './values';

/**
 * GET /api/interviews/:id/ics (external contract, issue 14): the interview's calendar
 * invitation as the interviewers get it by mail, so a downloaded file and the mail update the
 * same event (same UID and SEQUENCE, a group interview's one event; METHOD:CANCEL once
 * cancelled). Whoever may see the
 * interview may download it; another company's id, or one he may not see, is 404.
 */
export async function interviewIcsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;

  app.get(
    '/api/interviews/:id/ics',
    {
      config: { permission: [Perm.InterviewView, Perm.EvaluationWrite] },
      schema: {
        tags: ['面试'],
        summary: '面试的日历邀请（text/calendar，RFC 5545）：与面试官收到的邀请同一 UID 与 SEQUENCE，时间为 Asia/Shanghai；已取消的面试为 METHOD:CANCEL',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      const row = await interviewFor(db, caller, request.params.id);
      const facts = await interviewFacts(db, caller.companyId, row.id);
      const group = row.groupUid ? await groupOf(db, caller.companyId, row.groupUid) : null;
      const { method, content } = interviewersInvitation(facts, group, { publicUrl });
      return reply
        .type(`text/calendar; charset=utf-8; method=${method}`)
        .header('Content-Disposition', `attachment; filename="interview-${row.id}.ics"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(content);
    },
  );
}
