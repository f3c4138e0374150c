// 招聘目标: managed with 330014 (/user/seting/goal); the boards read the period's goals with the
// report codes, as they read their numbers.
import { goalListQuerySchema, goalProgressBoardSchema, goalProgressQuerySchema, goalSaveSchema, idParamsSchema, Perm, reportGoalPageSchema, reportGoalSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { createGoal, deleteGoal, goalsOfBoard, listGoals, updateGoal } from './goals';

export async function goalRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['招聘目标'];
  const manage = { permission: Perm.RecruitGoals };
  const params = idParamsSchema;
  const one = { 200: envelope(reportGoalSchema) };

  app.get(
    '/api/report-goals',
    {
      config: manage,
      schema: { tags, summary: '招聘目标列表：某年的目标（可按周期、月份或季度、范围筛选），每个目标附期间内已完成的数字', querystring: goalListQuerySchema, response: { 200: envelope(reportGoalPageSchema) } },
    },
    async (request) => ok(await listGoals(db, authOf(request), request.query)),
  );
  app.post(
    '/api/report-goals',
    { config: manage, schema: { tags, summary: '新增招聘目标：同一周期和范围只能有一个目标', body: goalSaveSchema, response: one } },
    async (request) => ok(await createGoal(db, authOf(request), request.body)),
  );
  app.put(
    '/api/report-goals/:id',
    { config: manage, schema: { tags, summary: '编辑招聘目标（整体保存）', params, body: goalSaveSchema, response: one } },
    async (request) => ok(await updateGoal(db, authOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/report-goals/:id',
    { config: manage, schema: { tags, summary: '删除招聘目标', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await deleteGoal(db, authOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/api/reports/goals/progress',
    {
      // The boards' codes: whoever reads the numbers reads how far the goals have come.
      config: { permission: [Perm.ReportView, Perm.ReportBoard] },
      schema: {
        tags,
        summary: '目标进度：周期包含看板期间的招聘目标，各自按目标周期统计入职、发出Offer、面试（与招聘概览同一口径，部门、招聘负责人按职位的部门和招聘负责人），及完成百分比',
        querystring: goalProgressQuerySchema,
        response: { 200: envelope(goalProgressBoardSchema) },
      },
    },
    async (request) => ok(await goalsOfBoard(db, authOf(request), request.query)),
  );
}
