import { idParamsSchema, pageSchema, Perm, teamListQuerySchema, teamRowSchema, teamSaveSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as service from './teams.service';

/** Teams (/user/company/team). */
export async function teamRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['团队管理'];
  const permission = Perm.CompanyTeam;

  app.get(
    '/api/company/teams',
    { config: { permission }, schema: { tags, summary: '团队列表', querystring: teamListQuerySchema, response: { 200: envelope(pageSchema(teamRowSchema)) } } },
    async (request) => ok(await service.listTeams(db, authOf(request).companyId, request.query)),
  );

  app.post(
    '/api/company/teams',
    { config: { permission }, schema: { tags, summary: '新建团队', body: teamSaveSchema, response: { 200: envelope(teamRowSchema) } } },
    async (request) => ok(await service.createTeam(db, authOf(request).companyId, request.body)),
  );

  app.put(
    '/api/company/teams/:id',
    { config: { permission }, schema: { tags, summary: '编辑团队（成员整体替换）', params: idParamsSchema, body: teamSaveSchema, response: { 200: envelope(teamRowSchema) } } },
    async (request) => ok(await service.updateTeam(db, authOf(request).companyId, request.params.id, request.body)),
  );

  app.delete(
    '/api/company/teams/:id',
    { config: { permission }, schema: { tags, summary: '删除团队', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteTeam(db, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );
}
