import {
  filterRuleCreateSchema,
  filterRulePageSchema,
  filterRuleQuerySchema,
  filterRuleSchema,
  filterRuleUpdateSchema,
  idParamsSchema,
  Perm,
  resumeMatchBatchResultSchema,
  resumeMatchBatchSchema,
  resumeMatchQuerySchema,
  resumeMatchSchema,
  resumeScreeningSchema,
  ruleOptionSchema,
  scoringRuleCreateSchema,
  scoringRulePageSchema,
  scoringRuleQuerySchema,
  scoringRuleSchema,
  scoringRuleUpdateSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { AppError } from '../../../platform/http/errors';
import { jobNamesOf } from './job-reads';
import * as resumesRepo from '../../resumes/repository';
import { scopeCondition, VIEW_CODES } from '../../resumes/scope';
import * as filters from './filter.service';
import { matchResume, matchResumes } from './match.service';
import * as scoring from './scoring.service';
import { screeningsOf } from './screen';

// The job form picks rules: whoever creates or edits jobs reads their names.
const PICK_CODES = [Perm.ResumeFilterRules, Perm.ResumeNorms, Perm.JobCreate, Perm.JobEdit];

/** 简历筛选规则 (340004), 简历评分规则 (340002), a resume's screenings and its match to a job. */
export async function resumeRuleRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const params = idParamsSchema;
  const options = { 200: envelope(z.array(ruleOptionSchema)) };

  {
    const tags = ['简历筛选规则'];
    const manage = { permission: Perm.ResumeFilterRules };
    const one = { 200: envelope(filterRuleSchema) };
    app.get('/api/resume-filter-rules', { config: manage, schema: { tags, summary: '筛选规则列表（按名称、处理方式、适用范围、是否启用筛选）', querystring: filterRuleQuerySchema, response: { 200: envelope(filterRulePageSchema) } } }, async (request) =>
      ok(await filters.listFilterRules(db, authOf(request).companyId, request.query)),
    );
    app.get('/api/resume-filter-rules/options', { config: { permission: PICK_CODES }, schema: { tags, summary: '全部筛选规则的名称（职位表单选择用）', response: options } }, async (request) =>
      ok(await filters.filterRuleOptions(db, authOf(request).companyId)),
    );
    app.post('/api/resume-filter-rules', { config: manage, schema: { tags, summary: '新增筛选规则', body: filterRuleCreateSchema, response: one } }, async (request) =>
      ok(await filters.createFilterRule(db, authOf(request).companyId, request.body)),
    );
    app.patch('/api/resume-filter-rules/:id', { config: manage, schema: { tags, summary: '修改、启用或停用筛选规则（条件整体替换）', params, body: filterRuleUpdateSchema, response: one } }, async (request) =>
      ok(await filters.updateFilterRule(db, authOf(request).companyId, request.params.id, request.body)),
    );
    app.delete('/api/resume-filter-rules/:id', { config: manage, schema: { tags, summary: '删除筛选规则（没有职位使用时）', params, response: { 200: emptyEnvelope } } }, async (request) => {
      await filters.deleteFilterRule(db, authOf(request).companyId, request.params.id);
      return ok(null);
    });
  }

  {
    const tags = ['简历评分规则'];
    const manage = { permission: Perm.ResumeNorms };
    const one = { 200: envelope(scoringRuleSchema) };
    app.get('/api/resume-scoring-rules', { config: manage, schema: { tags, summary: '评分规则列表', querystring: scoringRuleQuerySchema, response: { 200: envelope(scoringRulePageSchema) } } }, async (request) =>
      ok(await scoring.listScoringRules(db, authOf(request).companyId, request.query)),
    );
    app.get('/api/resume-scoring-rules/options', { config: { permission: PICK_CODES }, schema: { tags, summary: '全部评分规则的名称（职位表单选择用）', response: options } }, async (request) =>
      ok(await scoring.scoringRuleOptions(db, authOf(request).companyId)),
    );
    app.post('/api/resume-scoring-rules', { config: manage, schema: { tags, summary: '新增评分规则', body: scoringRuleCreateSchema, response: one } }, async (request) =>
      ok(await scoring.createScoringRule(db, authOf(request).companyId, request.body)),
    );
    app.patch('/api/resume-scoring-rules/:id', { config: manage, schema: { tags, summary: '修改评分规则', params, body: scoringRuleUpdateSchema, response: one } }, async (request) =>
      ok(await scoring.updateScoringRule(db, authOf(request).companyId, request.params.id, request.body)),
    );
    app.delete('/api/resume-scoring-rules/:id', { config: manage, schema: { tags, summary: '删除评分规则（没有职位使用时）', params, response: { 200: emptyEnvelope } } }, async (request) => {
      await scoring.deleteScoringRule(db, authOf(request).companyId, request.params.id);
      return ok(null);
    });
  }

  {
    const tags = ['人才库'];
    const view = { permission: [...VIEW_CODES] };
    app.get('/api/resumes/:id/screenings', { config: view, schema: { tags, summary: '简历的筛选结果（触发的筛选规则及原因）', params, response: { 200: envelope(z.array(resumeScreeningSchema)) } } }, async (request) => {
      const caller = authOf(request);
      if (!(await resumesRepo.findResume(db, caller.companyId, request.params.id, { scope: scopeCondition(caller), state: 'any' }))) throw new AppError('NOT_FOUND');
      return ok(await screeningsOf(db, caller.companyId, request.params.id, (ids) => jobNamesOf(db, caller.companyId, ids)));
    });
    app.get('/api/resumes/:id/match', { config: view, schema: { tags, summary: '简历与职位的匹配分（按职位的简历评分规则，含每项得分和原因）', params, querystring: resumeMatchQuerySchema, response: { 200: envelope(resumeMatchSchema) } } }, async (request) =>
      ok(await matchResume(db, authOf(request), request.params.id, request.query.jobId)),
    );
    app.post('/api/resumes/match', { config: view, schema: { tags, summary: '多份简历与一个职位的匹配分（候选人列表用，最多100份）', body: resumeMatchBatchSchema, response: { 200: envelope(resumeMatchBatchResultSchema) } } }, async (request) =>
      ok(await matchResumes(db, authOf(request), request.body.jobId, request.body.resumeIds)),
    );
  }
}
