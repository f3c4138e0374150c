// 加入职位 for several resumes of the pool at once (POST /api/applications/bulk): every id must be
// a resume of the company, then each enters the job on its own by the single-entry rules
// (enterJob: closed job, one job at a time, the job's 简历筛选规则) and is answered one by one.
import { type ApplicationBulkCreate, type ApplicationBulkCreated, type EnterResult } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { findJob } from '../jobs/repository';
import { jobScope } from '../jobs/scope';
import { stagesByIds, stagesOfJob } from '../processes/job-stages';
import { scopeCondition } from '../resumes/scope';
import { resumes } from '../resumes/tables';
import type { Caller } from './access';
import { enterJob } from './enter';

type Entry = Omit<EnterResult, 'stage'> & { stageId: number | null };

const refused = (resumeId: number, resumeName: string | null, error: AppError): Entry => ({
  resumeId,
  resumeName,
  outcome: 'refused',
  applicationId: null,
  stageId: null,
  eliminated: false,
  message: error.message,
});

/**
 * Puts each resume into the job (the chosen stage, else the first). 404 before anything
 * changes when the job is not one the caller sees or an id is not a resume of the company;
 * a resume outside the caller's scope or in the recycle bin is refused on its own.
 */
export async function enterMany(db: Db, caller: Caller, body: ApplicationBulkCreate): Promise<ApplicationBulkCreated> {
  const { companyId } = caller;
  const job = await findJob(db, companyId, body.jobId, { scope: jobScope(caller) });
  if (!job) throw new AppError('NOT_FOUND');
  if (body.stageId !== undefined) {
    const stages = await db.transaction((tx) => stagesOfJob(tx, companyId, job.recruitProcessId));
    if (!stages.some((s) => s.id === body.stageId)) throw new AppError('PIPELINE_STAGE_UNKNOWN');
  }

  const known = await db.select({ id: resumes.id, name: resumes.name, deletedAt: resumes.deletedAt }).from(resumes).where(inCompany(resumes, companyId, inArray(resumes.id, body.resumeIds)));
  if (known.length !== body.resumeIds.length) throw new AppError('NOT_FOUND');
  const byId = new Map(known.map((r) => [r.id, r]));
  const visible = new Set(
    (await db.select({ id: resumes.id }).from(resumes).where(inCompany(resumes, companyId, inArray(resumes.id, body.resumeIds), scopeCondition(caller)))).map((r) => r.id),
  );

  const entries: Entry[] = [];
  for (const resumeId of body.resumeIds) {
    const resume = byId.get(resumeId)!;
    if (!visible.has(resumeId)) {
      entries.push(refused(resumeId, null, new AppError('PIPELINE_RESUME_HIDDEN')));
      continue;
    }
    if (resume.deletedAt !== null) {
      entries.push(refused(resumeId, resume.name, new AppError('PIPELINE_RESUME_DELETED')));
      continue;
    }
    try {
      const entered = await db.transaction((tx) => enterJob(tx, { companyId, resumeId, jobId: job.id, stageId: body.stageId, actorId: caller.accountId, source: 'manual' }));
      entries.push({
        resumeId,
        resumeName: resume.name,
        outcome: entered.created ? 'entered' : 'already',
        applicationId: entered.id,
        stageId: entered.stageId,
        eliminated: entered.eliminated,
        message: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      entries.push(refused(resumeId, resume.name, error));
    }
  }

  const stages = await stagesByIds(db, companyId, [...new Set(entries.flatMap((e) => (e.stageId === null ? [] : [e.stageId])))]);
  return {
    results: entries.map(({ stageId, ...entry }) => {
      const stage = stageId === null ? undefined : stages.get(stageId);
      return { ...entry, stage: stageId === null ? null : { id: stageId, name: stage?.name ?? '已删除的阶段' } };
    }),
  };
}
