import { Perm, resumeSettingsResponseSchema, resumeSettingsSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { getResumeSettings, saveResumeSettings } from './resume-settings';

/** 简历设置 (/user/seting/resume): duplicate rules, required fields of hand entry, default owner. */
export async function resumeSettingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['简历设置'];
  const response = { 200: envelope(resumeSettingsResponseSchema) };

  // The resume forms read the required fields too, so whoever creates or edits resumes may read them.
  app.get(
    '/api/resume-settings',
    { config: { permission: [Perm.ResumeSettings, Perm.ResumeCreate, Perm.ResumeEdit] }, schema: { tags, summary: '简历设置：查重规则、手工录入必填项、默认负责人', response } },
    async (request) => ok(await getResumeSettings(db, authOf(request).companyId)),
  );
  app.put(
    '/api/resume-settings',
    { config: { permission: Perm.ResumeSettings }, schema: { tags, summary: '保存简历设置（整体替换；未传的项恢复默认）', body: resumeSettingsSchema, response } },
    async (request) => ok(await saveResumeSettings(db, authOf(request), request.body)),
  );
}
