import {
  commentParamsSchema,
  idParamsSchema,
  mentionPageSchema,
  mentionQuerySchema,
  mentionReadResultSchema,
  mentionReadSchema,
  pageQuerySchema,
  pageSchema,
  Perm,
  resumeCommentBodySchema,
  resumeCommentSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import * as service from './comments.service';
import { listMentions, markMentionsRead } from './mentions';
import { VIEW_CODES } from './scope';

/** 备注 on the detail page (/api/resumes/:id/comments) and the mentions of the caller. */
export async function commentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  // Mentioned colleagues are told by an in-app notice (评论@提醒).
  const notifier = messagingOf(app.deps);
  const tags = ['简历备注'];
  const write = { permission: Perm.CandidateRemark };
  const one = { 200: envelope(resumeCommentSchema) };

  app.get(
    '/api/resumes/:id/comments',
    { config: { permission: VIEW_CODES }, schema: { tags, summary: '简历的备注，新的在前', params: idParamsSchema, querystring: pageQuerySchema, response: { 200: envelope(pageSchema(resumeCommentSchema)) } } },
    async (request) => ok(await service.listComments(db, authOf(request), request.params.id, request.query)),
  );
  app.post(
    '/api/resumes/:id/comments',
    { config: write, schema: { tags, summary: '添加备注（mentionIds：@提到的同事）', params: idParamsSchema, body: resumeCommentBodySchema, response: one } },
    async (request) => ok(await service.addComment(db, notifier, authOf(request), request.params.id, request.body)),
  );
  app.patch(
    '/api/resumes/:id/comments/:commentId',
    { config: write, schema: { tags, summary: '编辑自己的备注', params: commentParamsSchema, body: resumeCommentBodySchema, response: one } },
    async (request) => ok(await service.editComment(db, notifier, authOf(request), request.params.id, request.params.commentId, request.body)),
  );
  app.delete(
    '/api/resumes/:id/comments/:commentId',
    { config: write, schema: { tags, summary: '删除备注（本人的，管理员可删除全部）', params: commentParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteComment(db, authOf(request), request.params.id, request.params.commentId);
      return ok(null);
    },
  );

  app.get(
    '/api/resume-comments/mentions',
    { config: { permission: 'login' }, schema: { tags, summary: '提到我的备注，新的在前（unread=true 只看未读）', querystring: mentionQuerySchema, response: { 200: envelope(mentionPageSchema) } } },
    async (request) => ok(await listMentions(db, authOf(request), request.query)),
  );
  app.post(
    '/api/resume-comments/mentions/read',
    { config: { permission: 'login' }, schema: { tags, summary: '把提到我的备注标记为已读（commentIds，或 all=true 全部）', body: mentionReadSchema, response: { 200: envelope(mentionReadResultSchema) } } },
    async (request) => ok(await markMentionsRead(db, authOf(request), request.body)),
  );
}
