import {
  customFieldReorderSchema,
  customFieldSchema,
  customFieldUpdateSchema,
  deskCallSchema,
  deskCodeSchema,
  deskDaySchema,
  deskItemSchema,
  deskQuerySchema,
  idParamsSchema,
  interviewRegisterFieldCreateSchema,
  interviewRegisterFieldUsageSchema,
  outTokenParamsSchema,
  Perm,
  publicDeskSchema,
  publicRegistrationSchema,
  publicSignedInSchema,
  publicSignInSchema,
  registrationSubmitSchema,
  registrationViewSchema,
  signInResultSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { sendFile } from '../resumes/export.routes';
import * as desk from './desk.service';
import * as register from './register.service';

/**
 * The interview day at the front desk (/lite/interviewplan), the candidate's sign-in and
 * registration pages (/out/interview/signin, /out/interview/register) and the registration
 * form's fields (/user/manage/interviewregister).
 */
export async function interviewDeskRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  const tags = ['面试前台'];
  const signIn = { permission: Perm.InterviewSignIn };
  const params = idParamsSchema;

  app.get(
    '/api/interviews/desk',
    {
      config: { permission: [Perm.InterviewView, Perm.InterviewSignIn] },
      schema: { tags, summary: '一天的面试（默认今天，北京时间），按时间：前台、管理员和HR看全公司的，其他人看自己参加或自己职位的', querystring: deskQuerySchema, response: { 200: envelope(deskDaySchema) } },
    },
    async (request) => ok(await desk.deskDay(db, authOf(request), request.query.day)),
  );
  app.post(
    '/api/interviews/:id/sign-in',
    { config: signIn, schema: { tags, summary: '候选人签到（只能在面试当天；取得当天的排队号，重复签到返回原号）', params, response: { 200: envelope(signInResultSchema) } } },
    async (request) => ok(await desk.signIn(db, messaging, authOf(request), request.params.id)),
  );
  app.post(
    '/api/interviews/:id/call',
    { config: signIn, schema: { tags, summary: '叫号：请已签到的候选人到面试房间（默认面试的会议室），并以短信和邮件通知候选人（模板5）', params, body: deskCallSchema, response: { 200: envelope(deskItemSchema) } } },
    async (request) => ok(await desk.call(db, messaging, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/interviews/desk/call-next',
    { config: signIn, schema: { tags, summary: '叫下一位：当天排队号最小、尚未叫号的已签到候选人', body: deskCallSchema, response: { 200: envelope(deskItemSchema) } } },
    async (request) => ok(await desk.callNext(db, messaging, authOf(request), request.body)),
  );
  app.post(
    '/api/interviews/desk/code',
    { config: signIn, schema: { tags, summary: '生成前台签到二维码的链接（当天有效）；链接只在此时返回', response: { 200: envelope(deskCodeSchema) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await desk.createDeskCode(db, messaging.publicUrl, authOf(request)));
    },
  );

  // The candidate at the desk, holding the QR code's link: limited per IP, never cached.
  app.get(
    '/api/out/interview/signin/:token',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '签到码是否有效（无需登录）', params: outTokenParamsSchema, response: { 200: envelope(publicDeskSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await desk.readDeskCode(db, request.params.token));
    },
  );
  app.post(
    '/api/out/interview/signin/:token',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '候选人扫码签到：姓名和手机号对上当天的面试即签到并取号（无需登录）', params: outTokenParamsSchema, body: publicSignInSchema, response: { 200: envelope(publicSignedInSchema) } },
    },
    async (request) => ok(await desk.signInByCode(db, messaging, request.params.token, request.body)),
  );

  // The candidate's own link from his interview notice.
  const reg = ['面试登记表'];
  app.get(
    '/api/out/interview/register/:token',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: reg, summary: '候选人的面试与登记表（无需登录）', params: outTokenParamsSchema, response: { 200: envelope(publicRegistrationSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await register.readRegistration(db, request.params.token));
    },
  );
  app.post(
    '/api/out/interview/register/:token',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: reg, summary: '提交或修改面试登记表（面试结束前可修改；无需登录）', params: outTokenParamsSchema, body: registrationSubmitSchema, response: { 200: envelope(publicRegistrationSchema) } },
    },
    async (request) => ok(await register.submitRegistration(db, request.params.token, request.body)),
  );
  app.post(
    '/api/out/interview/register/:token/sign-in',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: reg, summary: '候选人用自己的面试链接签到（面试当天；无需登录）', params: outTokenParamsSchema, response: { 200: envelope(publicSignedInSchema) } },
    },
    async (request) => ok(await register.signInFromLink(db, messaging, request.params.token)),
  );
  app.get(
    '/api/interviews/:id/registration',
    { config: { permission: Perm.RegisterFormView }, schema: { tags: reg, summary: '候选人填写的面试登记表', params, response: { 200: envelope(registrationViewSchema) } } },
    async (request) => ok(await register.viewRegistration(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/interviews/:id/registration/document',
    { config: { permission: Perm.RegisterFormView, headerToken: true }, schema: { tags: reg, summary: '下载面试登记表（PDF：面试信息、登记内容和标准简历）', params } },
    async (request, reply) => sendFile(reply, await register.registrationDocument(db, authOf(request), request.params.id)),
  );

  // 面试登记表 fields (/user/manage/interviewregister): read by whoever sees registrations, changed with 380005.
  const fieldTags = ['面试登记表字段'];
  const manage = { permission: Perm.InterviewRegisterForm };
  const one = { 200: envelope(customFieldSchema) };
  const all = { 200: envelope(z.array(customFieldSchema)) };
  app.get(
    '/api/interview-register-fields',
    { config: { permission: [Perm.InterviewRegisterForm, Perm.RegisterFormView] }, schema: { tags: fieldTags, summary: '面试登记表字段（含已停用的），按排序', response: all } },
    async (request) => ok(await register.listRegisterFields(db, authOf(request).companyId)),
  );
  app.post(
    '/api/interview-register-fields',
    { config: manage, schema: { tags: fieldTags, summary: '新增面试登记表字段（不支持附件和团队成员）', body: interviewRegisterFieldCreateSchema, response: one } },
    async (request) => ok(await register.createRegisterField(db, authOf(request).companyId, request.body)),
  );
  app.post(
    '/api/interview-register-fields/reorder',
    { config: manage, schema: { tags: fieldTags, summary: '调整面试登记表字段顺序（传入全部字段id）', body: customFieldReorderSchema, response: all } },
    async (request) => ok(await register.reorderRegisterFields(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/interview-register-fields/:id',
    { config: manage, schema: { tags: fieldTags, summary: '编辑面试登记表字段：名称、必填、选项、提示、启用', params, body: customFieldUpdateSchema, response: one } },
    async (request) => ok(await register.updateRegisterField(db, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/interview-register-fields/:id/usage',
    { config: manage, schema: { tags: fieldTags, summary: '有多少份面试登记表填写了该字段（及每个选项）', params, response: { 200: envelope(interviewRegisterFieldUsageSchema) } } },
    async (request) => ok(await register.registerFieldUsage(db, authOf(request).companyId, request.params.id)),
  );
  app.delete(
    '/api/interview-register-fields/:id',
    { config: manage, schema: { tags: fieldTags, summary: '删除面试登记表字段（已填写的该字段值一并清除）', params, response: { 200: envelope(z.object({ registrationCount: z.number() })) } } },
    async (request) => ok(await register.deleteRegisterField(db, authOf(request), request.params.id)),
  );
}
