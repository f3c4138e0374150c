// Operation history: one resume's (250020) and the company's (/user/other/resumerecord, 320010).
import type { Page, PageQuery, ResumeRecord, ResumeRecordQuery } from '@bole/domain';
import { count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { chinaDayStart } from './derive';
import { presentRecord } from './presenter';
import * as repo from './repository';
import { scopeCondition, type Caller } from './scope';
import { resumeRecords, resumes } from './tables';


async function page(db: Db, caller: Caller, where: SQL, q: PageQuery): Promise<Page<ResumeRecord>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(repo.recordColumns)
      .from(resumeRecords)
      .innerJoin(resumes, eq(resumes.id, resumeRecords.resumeId))
      .where(where)
      .orderBy(desc(resumeRecords.createdAt), desc(resumeRecords.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(resumeRecords).where(where),
  ]);
  return { list: rows.map((r) => presentRecord(r, caller)), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The history of one resume the caller can see, newest first. */
export async function resumeHistory(db: Db, caller: Caller, resumeId: number, q: PageQuery): Promise<Page<ResumeRecord>> {
  const resume = await repo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller), state: 'any' });
  if (!resume) throw new AppError('NOT_FOUND');
  return page(db, caller, inCompany(resumeRecords, caller.companyId, eq(resumeRecords.resumeId, resumeId)), q);
}

/** Every resume record of the company, filtered by operator, action and date (China time). */
export async function companyHistory(db: Db, caller: Caller, q: ResumeRecordQuery): Promise<Page<ResumeRecord>> {
  const where = inCompany(
    resumeRecords,
    caller.companyId,
    q.operatorId ? eq(resumeRecords.operatorId, q.operatorId) : undefined,
    q.action ? eq(resumeRecords.action, q.action) : undefined,
    q.dateFrom ? gte(resumeRecords.createdAt, chinaDayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(resumeRecords.createdAt, chinaDayStart(q.dateTo, 1)) : undefined,
  );
  return page(db, caller, where, q);
}
