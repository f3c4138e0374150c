import { channelCodeParamsSchema, channelCreateSchema, channelOptionSchema, channelUpdateSchema, Perm, resumeChannelSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { channelCostRoutes } from './costs.routes';
import * as channels from './service';

/** 渠道管理 (/user/ditch/channel): managed with 400001; the names are read by every screen that shows a resume's channel. */
export async function channelRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['渠道管理'];
  const manage = { permission: Perm.Channels };
  const params = channelCodeParamsSchema;
  const one = { 200: envelope(resumeChannelSchema) };

  app.get(
    '/api/resume-channels',
    { config: manage, schema: { tags, summary: '简历渠道列表：内置渠道与自定义渠道，含人才库中每个渠道的简历数', response: { 200: envelope(z.array(resumeChannelSchema)) } } },
    async (request) => ok(await channels.listChannels(db, authOf(request).companyId)),
  );
  app.get(
    '/api/resume-channels/options',
    {
      // Channel names label resumes wherever they show; they hold nothing secret.
      config: { permission: 'login' },
      schema: { tags, summary: '渠道选项（名称与是否启用），供简历表单、筛选和显示使用', response: { 200: envelope(z.array(channelOptionSchema)) } },
    },
    async (request) => ok((await channels.channelOptions(db, authOf(request).companyId)).map(({ code, name, builtIn, enabled }) => ({ code, name, builtIn, enabled }))),
  );
  app.post(
    '/api/resume-channels',
    { config: manage, schema: { tags, summary: '新增自定义渠道（名称1-20个字符，不可重名）', body: channelCreateSchema, response: one } },
    async (request) => ok(await channels.createChannel(db, authOf(request).companyId, request.body)),
  );
  app.patch(
    '/api/resume-channels/:code',
    { config: manage, schema: { tags, summary: '重命名自定义渠道，或启用/停用任一渠道（停用后不再出现在选择和筛选中）', params, body: channelUpdateSchema, response: one } },
    async (request) => ok(await channels.updateChannel(db, authOf(request).companyId, request.params.code, request.body)),
  );
  app.delete(
    '/api/resume-channels/:code',
    { config: manage, schema: { tags, summary: '删除没有简历使用的自定义渠道', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await channels.deleteChannel(db, authOf(request).companyId, request.params.code);
      return ok(null);
    },
  );

  await channelCostRoutes(base);
}
