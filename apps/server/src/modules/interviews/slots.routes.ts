import {
  busyBlockCreateSchema,
  busyBlockSchema,
  calendarAccountQuerySchema,
  calendarSettingsSchema,
  calendarSettingsUpdateSchema,
  freeSlotQuerySchema,
  idParamsSchema,
  Perm,
  publicSlotOfferSchema,
  slotOfferCreatedSchema,
  slotOfferCreateSchema,
  slotOfferParamsSchema,
  slotOfferSchema,
  slotPickSchema,
  slotSchema,
  slotTokenParamsSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import * as calendar from './calendar-settings';
import * as slots from './slots.service';

/**
 * 日程设置 (330009): working hours and busy blocks. Self-scheduling: HR who arranges (220005)
 * finds free slots and offers them; the candidate picks one at /out/interview/slots without login.
 */
export async function interviewSlotRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  const settingsTags = ['日程设置'];
  const tags = ['面试自助预约'];
  const calendarPerm = { permission: Perm.CalendarSettings };
  const arrange = { permission: Perm.InterviewArrange };

  app.get(
    '/api/calendar/settings',
    { config: calendarPerm, schema: { tags: settingsTags, summary: '工作时间与今后的忙碌时段（默认自己的；管理员和HR可看同事的）', querystring: calendarAccountQuerySchema, response: { 200: envelope(calendarSettingsSchema) } } },
    async (request) => ok(await calendar.readSettings(db, authOf(request), request.query.accountId)),
  );
  app.put(
    '/api/calendar/settings',
    { config: calendarPerm, schema: { tags: settingsTags, summary: '保存每周工作时间（中国时间，周一至周日，每天最多4段）', body: calendarSettingsUpdateSchema, response: { 200: envelope(calendarSettingsSchema) } } },
    async (request) => ok(await calendar.saveSettings(db, authOf(request), request.body)),
  );
  app.post(
    '/api/calendar/busy-blocks',
    { config: calendarPerm, schema: { tags: settingsTags, summary: '添加忙碌时段', body: busyBlockCreateSchema, response: { 200: envelope(busyBlockSchema) } } },
    async (request) => ok(await calendar.addBusyBlock(db, authOf(request), request.body)),
  );
  app.delete(
    '/api/calendar/busy-blocks/:id',
    { config: calendarPerm, schema: { tags: settingsTags, summary: '删除忙碌时段', params: idParamsSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await calendar.deleteBusyBlock(db, authOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/api/interviews/free-slots',
    {
      config: arrange,
      schema: { tags, summary: '面试官（及会议室、候选人）都空闲的时段，按面试官的工作时间与已有安排计算，最多查14天', body: freeSlotQuerySchema, response: { 200: envelope(z.array(slotSchema)) } },
    },
    async (request) => ok(await slots.findFreeSlots(db, authOf(request), request.body)),
  );
  app.post(
    '/api/applications/:id/slot-offers',
    {
      config: arrange,
      schema: {
        tags,
        summary: '邀请候选人自助预约面试：提供若干时段，生成有效期内的预约链接（可同时发邮件，模板110）；token 只在此时返回',
        params: idParamsSchema,
        body: slotOfferCreateSchema,
        response: { 200: envelope(slotOfferCreatedSchema) },
      },
    },
    async (request) => ok(await slots.createOffer(db, messaging, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/applications/:id/slot-offers',
    { config: { permission: [Perm.InterviewArrange, Perm.InterviewView] }, schema: { tags, summary: '候选人的预约邀请，新的在前', params: idParamsSchema, response: { 200: envelope(z.array(slotOfferSchema)) } } },
    async (request) => ok(await slots.listOffers(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/applications/:id/slot-offers/:offerId/revoke',
    { config: arrange, schema: { tags, summary: '撤销尚未预约的邀请', params: slotOfferParamsSchema, response: { 200: envelope(slotOfferSchema) } } },
    async (request) => ok(await slots.revokeOffer(db, authOf(request), request.params.id, request.params.offerId)),
  );

  // The candidate, holding the link; limited per IP like the other public routes, never cached.
  app.get(
    '/api/out/interview-slots/:token',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '预约链接的内容（无需登录）：可选时段及是否仍可预约；已预约、已过期或已撤销时只说明状态', params: slotTokenParamsSchema, response: { 200: envelope(publicSlotOfferSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await slots.readPublic(db, request.params.token));
    },
  );
  app.post(
    '/api/out/interview-slots/:token',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '候选人选定时段（无需登录）；按与安排面试相同的冲突规则预约，时段已被占用时答复50454并在 data.slots 给出其余时段',
        params: slotTokenParamsSchema,
        body: slotPickSchema,
        response: { 200: envelope(publicSlotOfferSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await slots.pickSlot(db, messaging, request.params.token, request.body.startAt));
    },
  );
}
