import { interviewCalendarQuerySchema, interviewCalendarSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { interviewCalendar } from './calendar';

/** 面试日历 (310001) and 查看面试安排 (220006): the calendar's rows for a time range. */
export async function interviewCalendarRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.get(
    '/api/interviews/calendar',
    {
      config: { permission: [Perm.InterviewCalendar, Perm.InterviewView] },
      schema: {
        tags: ['面试日历'],
        summary: '时间范围内的面试与会议室预订（日、周、月与会议室视图）；只参与面试的人只看到自己的面试，他人占用的会议室只显示已占用',
        querystring: interviewCalendarQuerySchema,
        response: { 200: envelope(interviewCalendarSchema) },
      },
    },
    async (request) => ok(await interviewCalendar(db, authOf(request), request.query)),
  );
}
