import {
  idParamsSchema,
  interviewBatchCreateSchema,
  interviewCancelSchema,
  interviewConflictQuerySchema,
  interviewConflictSchema,
  interviewCreateSchema,
  interviewDetailSchema,
  interviewListItemSchema,
  interviewListQuerySchema,
  interviewRescheduleSchema,
  interviewRoundSchema,
  interviewRoundsUpdateSchema,
  pageSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { arrangeInterviews, cancelInterview, rescheduleInterview } from './arrange.service';
import { listRounds, saveRounds } from './rounds';
import * as service from './service';

/**
 * 安排面试 (220005), 查看面试安排 (220006; interviewers see their own with 250010), 修改/取消面试
 * (220007) and 面试设置's rounds (330005). POST /api/interviews and GET /api/interviews are
 * external contracts (issue 14).
 */
export async function interviewRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  const tags = ['面试'];
  const arrange = { permission: Perm.InterviewArrange };
  const view = { permission: [Perm.InterviewView, Perm.EvaluationWrite] };
  const edit = { permission: Perm.InterviewEdit };

  app.post(
    '/api/interviews',
    {
      config: arrange,
      schema: {
        tags,
        summary: '安排面试：候选人须在开启“安排面试”的阶段；会议室、面试官或候选人时间冲突时返回409，message 说明冲突对象与时间',
        body: interviewCreateSchema,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { applicationId, ...plan } = request.body;
      const [id] = await arrangeInterviews(db, messaging, authOf(request), { ...plan, applicationIds: [applicationId], mode: 'sequence' });
      return ok({ id: id! });
    },
  );
  app.post(
    '/api/interviews/batch',
    {
      config: arrange,
      schema: {
        tags,
        summary: '批量安排同一职位的候选人：group 群面（同一时段、同一会议室预订），sequence 从开始时间起依次安排；任一冲突则全部不安排',
        body: interviewBatchCreateSchema,
        response: { 200: envelope(z.object({ ids: z.array(z.number()) })) },
      },
    },
    async (request) => ok({ ids: await arrangeInterviews(db, messaging, authOf(request), request.body) }),
  );
  app.post(
    '/api/interviews/conflicts',
    {
      config: { permission: [Perm.InterviewArrange, Perm.InterviewEdit] },
      schema: {
        tags,
        summary: '保存前检查时间冲突：会议室、每位面试官（含忙碌时段，仅提示）和候选人；excludeInterviewId 为改期中的面试',
        body: interviewConflictQuerySchema,
        response: { 200: envelope(z.array(interviewConflictSchema)) },
      },
    },
    async (request) => ok(await service.conflicts(db, authOf(request), request.body)),
  );
  app.get(
    '/api/interviews',
    {
      config: view,
      schema: {
        tags,
        summary: '面试列表，按开始时间排列；from/to 为 ISO 8601 时间或 YYYY-MM-DD（北京时间，含当天）；面试官只看到自己的面试，前台只看到当天的面试',
        querystring: interviewListQuerySchema,
        response: { 200: envelope(pageSchema(interviewListItemSchema)) },
      },
    },
    async (request) => ok(await service.list(db, authOf(request), request.query)),
  );
  app.get(
    '/api/interviews/:id',
    { config: view, schema: { tags, summary: '一场面试的安排', params: idParamsSchema, response: { 200: envelope(interviewDetailSchema) } } },
    async (request) => ok(await service.detail(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/interviews/:id/reschedule',
    {
      config: edit,
      schema: {
        tags,
        summary: '面试改期：群面整组一起改；与安排面试相同的冲突检查，日历邀请 SEQUENCE 加一并发送改期通知',
        params: idParamsSchema,
        body: interviewRescheduleSchema,
        response: { 200: envelope(interviewDetailSchema) },
      },
    },
    async (request) => {
      const caller = authOf(request);
      await rescheduleInterview(db, messaging, caller, request.params.id, request.body);
      return ok(await service.detail(db, caller, request.params.id));
    },
  );
  app.post(
    '/api/interviews/:id/cancel',
    {
      config: edit,
      schema: {
        tags,
        summary: '取消面试（群面只取消该候选人）：面试结果记为已取消，释放会议室，发送取消通知（日历 METHOD:CANCEL）',
        params: idParamsSchema,
        body: interviewCancelSchema,
        response: { 200: envelope(interviewDetailSchema) },
      },
    },
    async (request) => {
      const caller = authOf(request);
      await cancelInterview(db, messaging, caller, request.params.id, request.body);
      return ok(await service.detail(db, caller, request.params.id));
    },
  );

  app.get(
    '/api/interview-rounds',
    { config: { permission: 'login' }, schema: { tags: ['面试设置'], summary: '公司的面试轮次（初试、复试、终试与自定义轮次），按设置的顺序', response: { 200: envelope(z.array(interviewRoundSchema)) } } },
    async (request) => ok(await listRounds(db, authOf(request).companyId)),
  );
  app.put(
    '/api/interview-rounds',
    {
      config: { permission: Perm.InterviewSettings },
      schema: {
        tags: ['面试设置'],
        summary: '保存面试轮次：按顺序；不带 number 的为新轮次；初试、复试、终试只能改名或停用；删除仍有面试使用的轮次时保留原名称',
        body: interviewRoundsUpdateSchema,
        response: { 200: envelope(z.array(interviewRoundSchema)) },
      },
    },
    async (request) => ok(await saveRounds(db, authOf(request).companyId, request.body)),
  );
}
