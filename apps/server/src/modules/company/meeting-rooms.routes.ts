import { idParamsSchema, meetingRoomEnabledSchema, meetingRoomListQuerySchema, meetingRoomRowSchema, meetingRoomSaveSchema, pageSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as service from './meeting-rooms.service';

/** Meeting rooms for interviews (/user/company/meetingroom). */
export async function meetingRoomRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['会议室管理'];
  const permission = Perm.CompanyMeetingRoom;

  app.get(
    '/api/company/meeting-rooms',
    { config: { permission }, schema: { tags, summary: '会议室列表', querystring: meetingRoomListQuerySchema, response: { 200: envelope(pageSchema(meetingRoomRowSchema)) } } },
    async (request) => ok(await service.listRooms(db, authOf(request).companyId, request.query)),
  );

  app.post(
    '/api/company/meeting-rooms',
    { config: { permission }, schema: { tags, summary: '新建会议室', body: meetingRoomSaveSchema, response: { 200: envelope(meetingRoomRowSchema) } } },
    async (request) => ok(await service.createRoom(db, authOf(request).companyId, request.body)),
  );

  app.put(
    '/api/company/meeting-rooms/:id',
    { config: { permission }, schema: { tags, summary: '编辑会议室', params: idParamsSchema, body: meetingRoomSaveSchema, response: { 200: envelope(meetingRoomRowSchema) } } },
    async (request) => ok(await service.updateRoom(db, authOf(request).companyId, request.params.id, request.body)),
  );

  app.patch(
    '/api/company/meeting-rooms/:id/enabled',
    { config: { permission }, schema: { tags, summary: '启用或停用会议室', params: idParamsSchema, body: meetingRoomEnabledSchema, response: { 200: envelope(meetingRoomRowSchema) } } },
    async (request) => ok(await service.setRoomEnabled(db, authOf(request).companyId, request.params.id, request.body.enabled)),
  );

  app.delete(
    '/api/company/meeting-rooms/:id',
    { config: { permission }, schema: { tags, summary: '删除会议室', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteRoom(db, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );
}
