// 邮件模板 rows (a type without a row keeps the default) and the applications a preview may use.
import type { MessageTemplateContent, MessageTemplateType, PreviewCandidate } from '@bole/domain';
import { and, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { containsPattern } from '../company/shared';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { companyEmailSettings, messageTemplates } from './tables';

export type TemplateRow = typeof messageTemplates.$inferSelect;

export async function templateRows(db: DbOrTx, companyId: number, type?: MessageTemplateType): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(inCompany(messageTemplates, companyId, type === undefined ? undefined : eq(messageTemplates.type, type)));
}

export async function upsertTemplate(db: DbOrTx, companyId: number, type: MessageTemplateType, content: MessageTemplateContent, accountId: number): Promise<TemplateRow> {
  const values = { ...content, updatedBy: accountId, updatedAt: new Date() };
  const [row] = await db
    .insert(messageTemplates)
    .values({ companyId, type, ...values })
    .onConflictDoUpdate({ target: [messageTemplates.companyId, messageTemplates.type], set: values })
    .returning();
  return row!;
}

export async function deleteTemplate(db: DbOrTx, companyId: number, type: MessageTemplateType): Promise<void> {
  await db.delete(messageTemplates).where(inCompany(messageTemplates, companyId, eq(messageTemplates.type, type)));
}

/**
 * Applications of the company within `scope` (a condition on `jobs`), newest first, by part of
 * the candidate's name; deleted resumes and jobs left out.
 */
export async function recentApplications(db: DbOrTx, companyId: number, opts: { scope?: SQL; keyword?: string; id?: number; limit: number }): Promise<PreviewCandidate[]> {
  return db
    .select({ applicationId: applications.id, name: resumes.name, jobName: jobs.name })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId), isNull(jobs.deletedAt)))
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId), isNull(resumes.deletedAt)))
    .where(
      inCompany(
        applications,
        companyId,
        opts.scope,
        opts.keyword ? ilike(resumes.name, containsPattern(opts.keyword)) : undefined,
        opts.id === undefined ? undefined : eq(applications.id, opts.id),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(opts.limit);
}

/** The From line of the company's own mail server (发信设置), or null when it set none. */
export async function companySenderLine(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ fromName: companyEmailSettings.fromName, fromAddress: companyEmailSettings.fromAddress })
    .from(companyEmailSettings)
    .where(inCompany(companyEmailSettings, companyId));
  return row ? `${row.fromName} <${row.fromAddress}>` : null;
}
