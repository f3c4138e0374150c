import {
  ApprovalKind,
  approvalApproveSchema,
  approvalDetailSchema,
  approvalFlowOptionsSchema,
  approvalFlowSaveSchema,
  approvalFlowViewSchema,
  approvalListQuerySchema,
  approvalRejectSchema,
  approvalRowSchema,
  approvalKindLabels,
  idParamsSchema,
  pageSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import { messagingOf } from '../messaging/send';
import { sendApprovalNoticesWith } from './notices';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { registerHandOver } from '../company/accounts.service';
import { FLOW_PERMISSION } from './access';
import * as decisions from './decisions';
import { approvalDetail } from './detail';
import * as flows from './flows.service';
import { handOverApprovals } from './handover';
import { listBox } from './inbox';

/** Approval flow settings per kind (/user/manage/jobaudit, /user/manage/recruitaudit, /user/manage/offeraudit) and 我的审批. */
export async function approvalRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  sendApprovalNoticesWith(messagingOf(app.deps));
  const flowTags = ['审批流程'];
  const tags = ['我的审批'];

  registerHandOver({ key: 'approvals', label: '待处理的审批', run: handOverApprovals });

  for (const kind of Object.values(ApprovalKind)) {
    const config = { permission: FLOW_PERMISSION[kind] };
    const label = approvalKindLabels[kind];
    const view = { 200: envelope(approvalFlowViewSchema) };
    app.get(`/api/approval-flows/${kind}`, { config, schema: { tags: flowTags, summary: `${label}流程（未设置时提交即通过）`, response: view } }, async (request) =>
      ok(await flows.getFlow(db, authOf(request).companyId, kind)),
    );
    app.put(
      `/api/approval-flows/${kind}`,
      { config, schema: { tags: flowTags, summary: `保存${label}流程（生成新版本，进行中的审批仍按原版本）`, body: approvalFlowSaveSchema, response: view } },
      async (request) => ok(await flows.saveFlow(db, authOf(request), kind, request.body)),
    );
    app.delete(`/api/approval-flows/${kind}`, { config, schema: { tags: flowTags, summary: `关闭${label}（之后提交即通过）`, response: { 200: emptyEnvelope } } }, async (request) => {
      await flows.deleteFlow(db, authOf(request).companyId, kind);
      return ok(null);
    });
  }
  app.get(
    '/api/approval-flows/options',
    { config: { permission: Object.values(FLOW_PERMISSION) }, schema: { tags: flowTags, summary: '设置流程时可选的角色', response: { 200: envelope(approvalFlowOptionsSchema) } } },
    async (request) => ok(await flows.flowOptions(db, authOf(request).companyId)),
  );

  const login = { permission: 'login' as const };
  const detail = { 200: envelope(approvalDetailSchema) };
  app.get(
    '/api/approvals',
    { config: login, schema: { tags, summary: '我的审批：box=pending 待我审批、done 我已审批、mine 我发起的、cc 抄送我的', querystring: approvalListQuerySchema, response: { 200: envelope(pageSchema(approvalRowSchema)) } } },
    async (request) => ok(await listBox(db, authOf(request), request.query)),
  );
  app.get('/api/approvals/:id', { config: login, schema: { tags, summary: '审批详情与完整审批记录', params: idParamsSchema, response: detail } }, async (request) =>
    ok(await approvalDetail(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/approvals/:id/approve',
    { config: login, schema: { tags, summary: '同意（当前审批人）', params: idParamsSchema, body: approvalApproveSchema, response: detail } },
    async (request) => {
      await decisions.approve(db, authOf(request), request.params.id, request.body.comment ?? null);
      return ok(await approvalDetail(db, authOf(request), request.params.id));
    },
  );
  app.post(
    '/api/approvals/:id/reject',
    { config: login, schema: { tags, summary: '驳回（当前审批人，须填写理由）', params: idParamsSchema, body: approvalRejectSchema, response: detail } },
    async (request) => {
      await decisions.reject(db, authOf(request), request.params.id, request.body.reason);
      return ok(await approvalDetail(db, authOf(request), request.params.id));
    },
  );
  app.post('/api/approvals/:id/withdraw', { config: login, schema: { tags, summary: '撤回（发起人，审批中）', params: idParamsSchema, response: detail } }, async (request) => {
    await decisions.withdraw(db, authOf(request), request.params.id);
    return ok(await approvalDetail(db, authOf(request), request.params.id));
  });
  app.post(
    '/api/approvals/:id/resubmit',
    { config: login, schema: { tags, summary: '重新提交（发起人，已驳回或已撤回），开始新一轮审批', params: idParamsSchema, response: detail } },
    async (request) => {
      await decisions.resubmit(db, authOf(request), request.params.id);
      return ok(await approvalDetail(db, authOf(request), request.params.id));
    },
  );
}
