import {
  automationRuleSaveSchema,
  automationRuleSchema,
  automationRuleToggleSchema,
  automationRunPageSchema,
  automationRunQuerySchema,
  idParamsSchema,
  Perm,
  reminderSettingSchema,
  reminderSettingsSaveSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { getReminderSettings, saveReminderSettings, scheduleReminders } from './reminders';
import * as rules from './rules.service';

/** 自动化 (330011) with its 执行记录, 提醒设置 (330013) and the daily reminder job. */
export async function automationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  await scheduleReminders(app.deps.jobs, db, messagingOf(app.deps));

  const tags = ['自动化'];
  const manage = { permission: Perm.Automation };
  const params = idParamsSchema;
  const one = { 200: envelope(automationRuleSchema) };
  app.get('/api/automation/rules', { config: manage, schema: { tags, summary: '自动化规则列表（新建的在前），条件与动作附中文说明；live 为 false 的触发条件在对应功能上线后生效', response: { 200: envelope(z.array(automationRuleSchema)) } } }, async (request) =>
    ok(await rules.listRules(db, authOf(request).companyId)),
  );
  app.post('/api/automation/rules', { config: manage, schema: { tags, summary: '新增自动化规则：条件中的职位、部门、阶段、渠道及动作中的阶段、标签须为本企业的', body: automationRuleSaveSchema, response: one } }, async (request) => {
    const auth = authOf(request);
    return ok(await rules.createRule(db, { companyId: auth.companyId, accountId: auth.accountId }, request.body));
  });
  app.put('/api/automation/rules/:id', { config: manage, schema: { tags, summary: '修改自动化规则（整条替换）', params, body: automationRuleSaveSchema, response: one } }, async (request) =>
    ok(await rules.updateRule(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.post('/api/automation/rules/:id/toggle', { config: manage, schema: { tags, summary: '启用或停用自动化规则', params, body: automationRuleToggleSchema, response: one } }, async (request) =>
    ok(await rules.toggleRule(db, authOf(request).companyId, request.params.id, request.body.enabled)),
  );
  app.delete('/api/automation/rules/:id', { config: manage, schema: { tags, summary: '删除自动化规则及其执行记录', params, response: { 200: emptyEnvelope } } }, async (request) => {
    await rules.deleteRule(db, authOf(request).companyId, request.params.id);
    return ok(null);
  });
  app.get('/api/automation/runs', { config: manage, schema: { tags, summary: '执行记录：每次规则触发的结果（done 成功、failed 失败）与中文说明，最新的在前', querystring: automationRunQuerySchema, response: { 200: envelope(automationRunPageSchema) } } }, async (request) =>
    ok(await rules.listRuns(db, authOf(request).companyId, request.query)),
  );

  const reminders = { permission: Perm.ReminderSettings };
  const settings = { 200: envelope(z.array(reminderSettingSchema)) };
  app.get('/api/reminder-settings', { config: reminders, schema: { tags: ['提醒设置'], summary: '四个提醒节点的设置（未保存过的为默认值）；live 为 false 的节点在对应功能上线后生效', response: settings } }, async (request) =>
    ok(await getReminderSettings(db, authOf(request).companyId)),
  );
  app.put('/api/reminder-settings', { config: reminders, schema: { tags: ['提醒设置'], summary: '保存提醒设置：提前1-5天，启用时须选择发送方式和提醒对象', body: reminderSettingsSaveSchema, response: settings } }, async (request) => {
    const auth = authOf(request);
    return ok(await saveReminderSettings(db, { companyId: auth.companyId, accountId: auth.accountId }, request.body));
  });
}
