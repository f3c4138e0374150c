import {
  applicationArchiveSchema,
  applicationBulkCreatedSchema,
  applicationBulkCreateSchema,
  applicationBulkEliminateSchema,
  applicationBulkMoveSchema,
  applicationCreatedSchema,
  applicationCreateSchema,
  applicationEliminateSchema,
  applicationEventPageSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationMoveSchema,
  applicationPageSchema,
  applicationRestoreSchema,
  applicationSchema,
  applicationStaffStateSchema,
  applicationTransferSchema,
  boardQuerySchema,
  boardSchema,
  boardStagePageSchema,
  boardStageQuerySchema,
  bulkResultSchema,
  EXPORT_MAX_ROWS,
  idParamsSchema,
  idSchema,
  pageQuerySchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { applicationFor } from './access';
import { jobBoard, jobBoardStage } from './board.service';
import * as decisions from './decisions.service';
import { enterMany } from './enter-many.service';
import { listEvents } from './events';
import { messagingOf } from '../messaging/send';
import { sendFile } from '../resumes/export.routes';
import { VIEW_CODES } from '../resumes/scope';
import { exportJobApplications } from './export.service';
import { listJobApplications } from './list.service';
import { bulkMove, moveApplication } from './moves.service';
import * as service from './service';
import { archive, transfer } from './transfer.service';

/** Candidates in jobs' recruiting processes (/recruit/job): applications, their actions, boards and logs. */
export async function applicationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['招聘流程'];
  const params = idParamsSchema;
  const one = { 200: envelope(applicationSchema) };
  const read = [Perm.ProcessView, Perm.ApplicationHistory, Perm.ScreenFeedback];
  const messaging = messagingOf(app.deps);

  app.post(
    '/api/applications',
    { config: { permission: Perm.ResumeAddToJob }, schema: { tags, summary: '把人才库的简历加入职位（进入所选阶段，默认职位流程的第一个启用阶段）；已在该职位中则返回原记录，created为false', body: applicationCreateSchema, response: { 200: envelope(applicationCreatedSchema) } } },
    async (request) => ok(await service.createApplication(db, authOf(request), request.body)),
  );
  app.post(
    '/api/applications/bulk',
    {
      config: { permission: Perm.ResumeAddToJob },
      schema: {
        tags,
        summary: '批量加入职位（最多200份简历）：逐份按加入职位的规则处理，返回每份的结果：已加入(entered)、已在该职位(already，含所在阶段)或未加入(refused，含原因)；有不属于本公司的简历或职位时整体返回404',
        body: applicationBulkCreateSchema,
        response: { 200: envelope(applicationBulkCreatedSchema) },
      },
    },
    async (request) => ok(await enterMany(db, authOf(request), request.body)),
  );
  app.get('/api/applications/:id', { config: { permission: read }, schema: { tags, summary: '候选人在职位中的记录：职位、当前阶段、结果与招聘状态', params, response: one } }, async (request) =>
    ok(await service.getApplication(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/applications/:id/move',
    { config: { permission: Perm.StageMove }, schema: { tags, summary: '移动到职位流程中的另一个启用阶段；传version时若已被他人修改则返回409', params, body: applicationMoveSchema, response: one } },
    async (request) => ok(await moveApplication(db, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/applications/bulk-move',
    { config: { permission: Perm.StageMove }, schema: { tags, summary: '批量移动阶段（最多200人）：逐个处理，返回成功的id和失败原因', body: applicationBulkMoveSchema, response: { 200: envelope(bulkResultSchema) } } },
    async (request) => ok(await bulkMove(db, authOf(request), request.body)),
  );
  app.post(
    '/api/applications/:id/eliminate',
    { config: { permission: Perm.CandidateEliminate }, schema: { tags, summary: '淘汰候选人：原因文字和/或归档原因id（类型：淘汰、拒绝面试、拒绝Offer、黑名单）', params, body: applicationEliminateSchema, response: one } },
    async (request) => ok(await decisions.eliminate(db, authOf(request), messaging, request.params.id, request.body)),
  );
  app.post(
    '/api/applications/bulk-eliminate',
    { config: { permission: Perm.CandidateEliminate }, schema: { tags, summary: '批量淘汰（最多200人）：同一原因逐个淘汰，返回成功的id和失败原因', body: applicationBulkEliminateSchema, response: { 200: envelope(bulkResultSchema) } } },
    async (request) => ok(await decisions.bulkEliminate(db, authOf(request), messaging, request.body)),
  );
  app.post(
    '/api/applications/:id/restore',
    { config: { permission: Perm.CandidateReactivate }, schema: { tags, summary: '恢复已淘汰的候选人到淘汰时所在的阶段', params, body: applicationRestoreSchema.optional(), response: one } },
    async (request) => ok(await decisions.restore(db, authOf(request), request.params.id, request.body?.version)),
  );
  app.post(
    '/api/applications/:id/staff-state',
    { config: { permission: Perm.EntryHandle }, schema: { tags, summary: '办理入职：待入职(5)、已入职(1)、已转正(4)、已离职(2)', params, body: applicationStaffStateSchema, response: one } },
    async (request) => ok(await decisions.setStaffState(db, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/applications/:id/transfer',
    { config: { permission: Perm.CandidateTransferJob }, schema: { tags, summary: '转移到另一个职位（进入其第一个阶段），返回新职位中的记录', params, body: applicationTransferSchema, response: one } },
    async (request) => ok(await transfer(db, authOf(request), request.params.id, request.body.jobId)),
  );
  app.post(
    '/api/applications/:id/archive',
    { config: { permission: Perm.CandidateEliminate }, schema: { tags, summary: '移出职位流程，归档到人才库（须选择或填写归档原因）', params, body: applicationArchiveSchema, response: one } },
    async (request) => ok(await archive(db, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/applications/:id/events',
    { config: { permission: [...read, Perm.CandidateRecords] }, schema: { tags, summary: '候选人在该职位的流程记录，最新在前', params, querystring: pageQuerySchema, response: { 200: envelope(applicationEventPageSchema) } } },
    async (request) => {
      const caller = authOf(request);
      await applicationFor(db, caller, request.params.id);
      return ok(await listEvents(db, caller.companyId, request.params.id, request.query));
    },
  );
  app.get(
    '/api/resumes/:id/applications',
    { config: { permission: [...read, ...VIEW_CODES] }, schema: { tags, summary: '简历应聘过的职位（含已归档、已转移），最新在前；能查看该简历的人可读，只列出其可见的职位', params, response: { 200: envelope(z.array(applicationSchema)) } } },
    async (request) => ok(await service.resumeApplications(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/jobs/:id/board',
    { config: { permission: Perm.ProcessView }, schema: { tags, summary: '职位看板：各阶段人数和第一页候选人卡片', params, querystring: boardQuerySchema, response: { 200: envelope(boardSchema) } } },
    async (request) => ok(await jobBoard(db, authOf(request), request.params.id, request.query)),
  );
  app.get(
    '/api/jobs/:id/board/:stageId',
    {
      config: { permission: Perm.ProcessView },
      schema: { tags, summary: '看板某一阶段的下一页卡片（cursor取自上一页的nextCursor）', params: z.object({ id: idSchema, stageId: idSchema }), querystring: boardStageQuerySchema, response: { 200: envelope(boardStagePageSchema) } },
    },
    async (request) => ok(await jobBoardStage(db, authOf(request), request.params.id, request.params.stageId, request.query)),
  );
  app.get(
    '/api/jobs/:id/applications',
    { config: { permission: Perm.ProcessView }, schema: { tags, summary: '职位候选人列表：范围、阶段、来源、关键词与筛选标记；flags返回当前可用的筛选标记', params, querystring: applicationListQuerySchema, response: { 200: envelope(applicationPageSchema) } } },
    async (request) => ok(await listJobApplications(db, authOf(request), request.params.id, request.query)),
  );
  app.get(
    '/api/jobs/:id/applications/export',
    {
      config: { permission: Perm.ProcessExport, headerToken: true },
      schema: { tags, summary: `导出职位候选人Excel：筛选条件同列表（最多${EXPORT_MAX_ROWS}位，超出时按列表顺序导出前${EXPORT_MAX_ROWS}位）；无250001时联系方式打码；写入导出记录`, params, querystring: applicationExportQuerySchema },
    },
    async (request, reply) => sendFile(reply, await exportJobApplications(db, authOf(request), request.params.id, request.query)),
  );
}
