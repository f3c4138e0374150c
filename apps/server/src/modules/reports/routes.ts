// Reports and boards (/report): read-only numbers of the caller's company and job scope.
import { reportExportQuerySchema, candidateBoardSchema, candidateFacetQuerySchema, channelBoardSchema, funnelCandidatesQuerySchema, recruiterBoardSchema, funnelSchema, interviewBoardSchema, interviewCandidatesQuerySchema, offerBoardSchema, offerCandidatesQuerySchema, overviewCandidatesQuerySchema, overviewSchema, Perm, reportCandidatePageSchema, reportFilterSchema, stageTimesSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { sendFile } from '../resumes/export.routes';
import { candidateBoard, candidateFacetList } from './candidates';
import { channelBoard } from './channels';
import { exportBoard } from './export';
import { funnel, funnelCandidates, stageTimes } from './funnel';
import { goalRoutes } from './goals.routes';
import { interviewBoard, interviewCandidates } from './interviews';
import { offerBoard, offerCandidates } from './offers';
import { eventsOf, overview, overviewCandidates } from './overview';
import { scheduleRollups } from './rollup';
import { recruiterBoard } from './recruiters';

export async function reportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['报表与看板'];
  // The reports (240001) and the boards (240003) both count through these.
  const read = { permission: [Perm.ReportView, Perm.ReportBoard] };
  await scheduleRollups(app.deps.jobs, db, eventsOf);

  app.get(
    '/api/reports/funnel',
    {
      config: read,
      schema: {
        tags,
        summary: '招聘漏斗：按流程顺序的各阶段，entered 为期间内首次到达该阶段的投递数，current 为现在处于该阶段且仍在招聘中的投递数',
        querystring: reportFilterSchema,
        response: { 200: envelope(funnelSchema) },
      },
    },
    async (request) => ok(await funnel(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/funnel/candidates',
    {
      config: read,
      schema: {
        tags,
        summary: '阶段下钻：某阶段某一统计项背后的投递，measure 为 entered（默认，期间内首次到达）、current（当前处于）、left（期间内离开）或 stale（停留超过7天），与漏斗和阶段停留的数字同一口径，按发生时间倒序分页',
        querystring: funnelCandidatesQuerySchema,
        response: { 200: envelope(reportCandidatePageSchema) },
      },
    },
    async (request) => ok(await funnelCandidates(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/stage-times',
    {
      config: read,
      schema: {
        tags,
        summary: '阶段停留：各阶段期间内离开的投递数及其在该阶段累计停留的平均天数，以及当前停留超过7天的投递数',
        querystring: reportFilterSchema,
        response: { 200: envelope(stageTimesSchema) },
      },
    },
    async (request) => ok(await stageTimes(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/overview',
    {
      config: read,
      schema: {
        tags,
        summary: '招聘概览：期间内新增简历、新增投递、筛选通过、面试、发出Offer、入职，与上一等长期间对比，并按天分布',
        querystring: reportFilterSchema,
        response: { 200: envelope(overviewSchema) },
      },
    },
    async (request) => ok(await overview(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/overview/candidates',
    {
      config: read,
      schema: {
        tags,
        summary: '招聘概览下钻：某一统计项背后的投递（与概览的数字同一口径），按发生时间倒序分页',
        querystring: overviewCandidatesQuerySchema,
        response: { 200: envelope(reportCandidatePageSchema) },
      },
    },
    async (request) => ok(await overviewCandidates(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/offers',
    {
      config: read,
      schema: {
        tags,
        summary: 'Offer分析：期间内创建、审批通过、发出、接受、拒绝的Offer数，接受率与平均答复天数（期间内的答复），拒绝原因分布',
        querystring: reportFilterSchema,
        response: { 200: envelope(offerBoardSchema) },
      },
    },
    async (request) => ok(await offerBoard(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/offers/candidates',
    {
      config: read,
      schema: {
        tags,
        summary: 'Offer分析下钻：某一统计项（或某一拒绝原因）背后的投递，与看板数字同一口径，按发生时间倒序分页',
        querystring: offerCandidatesQuerySchema,
        response: { 200: envelope(reportCandidatePageSchema) },
      },
    },
    async (request) => ok(await offerCandidates(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/interviews',
    {
      config: read,
      schema: {
        tags,
        summary: '面试分析：期间内安排的面试按轮次统计已面试、未到场、通过、未通过与通过率，面试官的面试量与评价及时率（面试结束24小时内提交）',
        querystring: reportFilterSchema,
        response: { 200: envelope(interviewBoardSchema) },
      },
    },
    async (request) => ok(await interviewBoard(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/interviews/candidates',
    {
      config: read,
      schema: {
        tags,
        summary: '面试分析下钻：某一统计项背后的投递，可限定轮次或面试官，与看板数字同一口径，按面试时间倒序分页',
        querystring: interviewCandidatesQuerySchema,
        response: { 200: envelope(reportCandidatePageSchema) },
      },
    },
    async (request) => ok(await interviewCandidates(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/channels',
    {
      config: read,
      schema: {
        tags,
        summary: '渠道分析：各简历渠道期间内的新增简历、新增投递、筛选通过、面试、发出Offer、入职（channel 0 为手动录入）；下钻用 /api/reports/overview/candidates 加 channel',
        querystring: reportFilterSchema,
        response: { 200: envelope(channelBoardSchema) },
      },
    },
    async (request) => ok(await channelBoard(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/recruiters',
    {
      config: read,
      schema: {
        tags,
        summary: 'HR工作量：各招聘负责人（职位的招聘负责人）招聘中的职位数，期间内新增投递、筛选通过、面试、发出Offer、入职与入职率；下钻用 /api/reports/overview/candidates 加 ownerId（0 为未设置）',
        querystring: reportFilterSchema,
        response: { 200: envelope(recruiterBoardSchema) },
      },
    },
    async (request) => ok(await recruiterBoard(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/candidates',
    {
      config: read,
      schema: {
        tags,
        summary: '候选人分析：期间内新增投递的候选人按年龄、最高学历、现居城市、性别分布，及人才库每日新增与总量',
        querystring: reportFilterSchema,
        response: { 200: envelope(candidateBoardSchema) },
      },
    },
    async (request) => ok(await candidateBoard(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/candidates/list',
    {
      config: read,
      schema: {
        tags,
        summary: '候选人分析下钻：期间内新增投递中某一维度取某值的投递，与分布数字同一口径，按投递时间倒序分页',
        querystring: candidateFacetQuerySchema,
        response: { 200: envelope(reportCandidatePageSchema) },
      },
    },
    async (request) => ok(await candidateFacetList(db, authOf(request), request.query)),
  );

  app.get(
    '/api/reports/export',
    {
      config: { permission: Perm.ReportExport },
      schema: { tags, summary: '导出看板：看板图表下方的表格为 Excel（.xlsx），与页面同一期间与筛选条件', querystring: reportExportQuerySchema },
    },
    async (request, reply) => sendFile(reply, await exportBoard(db, authOf(request), request.query)),
  );

  // 招聘目标 and their progress on the boards.
  await goalRoutes(base);
}
