import {
  applicationEvaluationsSchema,
  evaluationRemindResultSchema,
  evaluationSubmitSchema,
  evaluationTemplateSaveSchema,
  evaluationTemplateSchema,
  idParamsSchema,
  interviewEvaluationsSchema,
  interviewResultSetSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { remindNow, scheduleEvaluationReminders } from './evaluation-reminders';
import * as templates from './evaluation-templates';
import * as evaluations from './evaluations';

const resultSetSchema = z.object({ id: z.number(), result: z.number(), resultName: z.string(), resultAt: z.string() });

/** 面试评价模板 (330007), 面试评价 (the interviewers; 250009 to read others'), the interview result and 催评价. */
export async function interviewEvaluationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  await scheduleEvaluationReminders(app.deps.jobs, db, messaging);

  const tplTags = ['面试评价模板'];
  const manage = { permission: Perm.EvaluationTemplates };
  app.get(
    '/api/evaluation-templates',
    {
      // Arranging an interview picks a template too.
      config: { permission: [Perm.EvaluationTemplates, Perm.InterviewArrange, Perm.InterviewEdit] },
      schema: { tags: tplTags, summary: '面试评价模板列表，默认模板在前（没有模板的公司先得到“通用面试评价”）', response: { 200: envelope(z.array(evaluationTemplateSchema)) } },
    },
    async (request) => {
      const caller = authOf(request);
      return ok(await templates.listTemplates(db, caller.companyId, caller.accountId));
    },
  );
  app.post(
    '/api/evaluation-templates',
    { config: manage, schema: { tags: tplTags, summary: '新建面试评价模板（维度评分、评语、推荐意见，可设必填）', body: evaluationTemplateSaveSchema, response: { 200: envelope(evaluationTemplateSchema) } } },
    async (request) => ok(await templates.createTemplate(db, authOf(request), request.body)),
  );
  app.put(
    '/api/evaluation-templates/:id',
    {
      config: manage,
      schema: { tags: tplTags, summary: '修改面试评价模板；设为默认时其他模板不再是默认', params: idParamsSchema, body: evaluationTemplateSaveSchema, response: { 200: envelope(evaluationTemplateSchema) } },
    },
    async (request) => ok(await templates.updateTemplate(db, authOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/evaluation-templates/:id',
    { config: manage, schema: { tags: tplTags, summary: '删除未使用过的面试评价模板（默认模板和已使用的模板只能停用）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await templates.deleteTemplate(db, authOf(request), request.params.id);
      return { status: 200 as const };
    },
  );

  const tags = ['面试评价'];
  app.get(
    '/api/interviews/:id/evaluations',
    {
      config: { permission: [Perm.EvaluationView, Perm.EvaluationWrite] },
      schema: {
        tags,
        summary: '面试的评价模板与评价：面试官提交自己的评价前看不到他人的评分；HR（查看面试评价）看到所有已提交的评价',
        params: idParamsSchema,
        response: { 200: envelope(interviewEvaluationsSchema) },
      },
    },
    async (request) => ok(await evaluations.evaluationsOf(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/interviews/:id/evaluations',
    {
      config: { permission: Perm.EvaluationWrite },
      schema: {
        tags,
        summary: '面试官填写面试评价：answers 以评价项编号为键（评分1到档数、评语文字、推荐意见1强烈推荐 2推荐 3待定 4不推荐）；draft=true 保存草稿',
        params: idParamsSchema,
        body: evaluationSubmitSchema,
        response: { 200: envelope(interviewEvaluationsSchema) },
      },
    },
    async (request) => ok(await evaluations.submitEvaluation(db, messaging, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/interviews/:id/evaluations/remind',
    {
      config: { permission: [Perm.InterviewView, Perm.InterviewEdit, Perm.EvaluationWrite] },
      schema: { tags, summary: '催评价：提醒尚未提交评价的面试官（主面试官或HR；同一面试官一小时内只提醒一次）', params: idParamsSchema, response: { 200: envelope(evaluationRemindResultSchema) } },
    },
    async (request) => ok(await remindNow(db, messaging, authOf(request), request.params.id)),
  );
  app.post(
    '/api/interviews/:id/result',
    {
      // The lead (any role) or HR with 修改/取消面试 (220007); the service decides which.
      config: { permission: 'login' },
      schema: {
        tags,
        summary: '设置面试结果 0未反馈 1复试 2谈薪 3候选人未到场 4淘汰 5已取消 6通过 7未通过 8待定 9未面试（主面试官，或有修改/取消面试权限的HR）',
        params: idParamsSchema,
        body: interviewResultSetSchema,
        response: { 200: envelope(resultSetSchema) },
      },
    },
    async (request) => ok(await evaluations.setResult(db, authOf(request), request.params.id, request.body.result)),
  );
  app.get(
    '/api/applications/:id/interview-evaluations',
    {
      config: { permission: [Perm.EvaluationView, Perm.EvaluationWrite] },
      schema: { tags, summary: '候选人本次申请的所有面试及评价（并排查看），最近的面试在前', params: idParamsSchema, response: { 200: envelope(applicationEvaluationsSchema) } },
    },
    async (request) => ok(await evaluations.applicationEvaluations(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/resumes/:id/interview-evaluations',
    {
      config: { permission: Perm.EvaluationView },
      schema: { tags, summary: '简历所有申请中的面试及评价（打印简历、简历详情），最近的面试在前', params: idParamsSchema, response: { 200: envelope(applicationEvaluationsSchema) } },
    },
    async (request) => ok(await evaluations.resumeEvaluations(db, authOf(request), request.params.id)),
  );
}
