// When the talent pool merges a duplicate resume into another, its applications follow: the
// surviving resume takes them over, except where it already stands in the same job, where the
// duplicate's application is archived (its log kept) so one active application per job remains.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { applications } from './tables';

export async function moveApplicationsOnMerge(tx: Tx, companyId: number, fromResumeId: number, toResumeId: number): Promise<void> {
  await tx.execute(sql`update ${applications} a
    set archived_at = now(), archive_reason = ${`简历已合并到简历#${toResumeId}，该职位已有其记录`}, version = a.version + 1, updated_at = now()
    where a.company_id = ${companyId} and a.resume_id = ${fromResumeId} and a.archived_at is null
      and exists (select 1 from ${applications} b where b.company_id = ${companyId} and b.resume_id = ${toResumeId} and b.job_id = a.job_id and b.archived_at is null)`);
  await tx.execute(sql`update ${applications} set resume_id = ${toResumeId}, version = version + 1, updated_at = now()
    where company_id = ${companyId} and resume_id = ${fromResumeId}`);
}
