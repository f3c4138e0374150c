import {
  helperKeyCreatedSchema,
  helperKeyCreateSchema,
  helperKeyQuerySchema,
  helperKeyRowSchema,
  helperSettingsSchema,
  helperSettingsUpdateSchema,
  idParamsSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import * as helper from './service';

/** 简历助手 keys (310002, or 340007 for the company's) and 插件设置 (340007). */
export async function helperRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['简历助手'];
  const either = { permission: [Perm.ResumeHelper, Perm.PluginSettings] };

  app.get(
    '/api/helper/keys',
    { config: either, schema: { tags, summary: '简历助手密钥：自己的；all=true 时为全公司的（需插件设置权限）', querystring: helperKeyQuerySchema, response: { 200: envelope(z.array(helperKeyRowSchema)) } } },
    async (request) => ok(await helper.listKeys(db, authOf(request), request.query.all ?? false)),
  );
  app.post(
    '/api/helper/keys',
    { config: { permission: Perm.ResumeHelper }, schema: { tags, summary: '创建自己的简历助手密钥（密钥只在本次返回，服务器只保存其哈希）', body: helperKeyCreateSchema, response: { 200: envelope(helperKeyCreatedSchema) } } },
    async (request) => ok(await helper.createKey(db, authOf(request), request.body)),
  );
  app.delete(
    '/api/helper/keys/:id',
    { config: either, schema: { tags, summary: '撤销密钥：自己的，或全公司的（需插件设置权限）；撤销后用它安装的简历助手立即失效', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await helper.revokeKey(db, authOf(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    '/api/helper/settings',
    { config: either, schema: { tags, summary: '插件设置：启用的招聘网站、其他网站的渠道、收录简历的默认负责人', response: { 200: envelope(helperSettingsSchema) } } },
    async (request) => ok(await helper.settingsOf(db, authOf(request).companyId)),
  );
  app.put(
    '/api/helper/settings',
    { config: { permission: Perm.PluginSettings }, schema: { tags, summary: '保存插件设置', body: helperSettingsUpdateSchema, response: { 200: envelope(helperSettingsSchema) } } },
    async (request) => ok(await helper.updateSettings(db, authOf(request).companyId, request.body)),
  );
}
