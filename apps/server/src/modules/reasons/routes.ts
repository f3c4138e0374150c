import {
  archiveReasonCreateSchema,
  archiveReasonQuerySchema,
  archiveReasonReorderSchema,
  archiveReasonSchema,
  archiveReasonUpdateSchema,
  idParamsSchema,
  Perm,
  PERMISSION_GROUPS,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as reasons from './service';

// The recruiting screens pick reasons when they eliminate, blacklist or record a refusal.
const READ_CODES = [Perm.ArchiveReasons, Perm.ResumeBlacklist, ...(PERMISSION_GROUPS.find((g) => g.key === 'recruiting')?.codes ?? [])];

/** Archive reasons (/user/manage/archivereason): read by recruiting roles, changed with 340006. */
export async function reasonRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['归档原因'];
  const params = idParamsSchema;
  const manage = { permission: Perm.ArchiveReasons };
  const one = { 200: envelope(archiveReasonSchema) };
  const list = { 200: envelope(z.array(archiveReasonSchema)) };

  app.get(
    '/api/archive-reasons',
    { config: { permission: READ_CODES }, schema: { tags, summary: '归档原因（可按类型、是否启用筛选），按类型和排序', querystring: archiveReasonQuerySchema, response: list } },
    async (request) => ok(await reasons.listReasons(db, authOf(request).companyId, request.query)),
  );
  app.post(
    '/api/archive-reasons',
    { config: manage, schema: { tags, summary: '新增归档原因', body: archiveReasonCreateSchema, response: one } },
    async (request) => ok(await reasons.createReason(db, authOf(request).companyId, request.body)),
  );
  app.post(
    '/api/archive-reasons/reorder',
    { config: manage, schema: { tags, summary: '调整一种归档原因的顺序（传入该类型的全部id）', body: archiveReasonReorderSchema, response: list } },
    async (request) => ok(await reasons.reorderReasons(db, authOf(request).companyId, request.body.type, request.body.ids)),
  );
  app.patch(
    '/api/archive-reasons/:id',
    { config: manage, schema: { tags, summary: '重命名、启用或停用归档原因', params, body: archiveReasonUpdateSchema, response: one } },
    async (request) => ok(await reasons.updateReason(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.delete(
    '/api/archive-reasons/:id',
    { config: manage, schema: { tags, summary: '删除归档原因', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await reasons.deleteReason(db, authOf(request).companyId, request.params.id);
      return ok(null);
    },
  );
}
