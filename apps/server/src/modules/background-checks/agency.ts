// The built-in provider's other half: the agency opens /out/check?token=… without an account,
// starts the check, fills each item's finding and uploads its PDF report once. The link
// names the company, so the database is narrowed to it before anything else is read.
import { BACKGROUND_CHECK_LIMITS, BackgroundCheckStatus, type BackgroundCheckFindings, type PublicBackgroundCheck } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { findApplication } from '../applications/repository';
import { companies } from '../company/tables';
import { backgroundCheckItems, backgroundChecks } from './tables';

type CheckRow = typeof backgroundChecks.$inferSelect;

async function checkOf(db: DbOrTx, token: string, lock = false): Promise<CheckRow> {
  const query = db.select().from(backgroundChecks).where(eq(backgroundChecks.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('BACKGROUND_CHECK_LINK_UNKNOWN');
  return row;
}

/** A link that no longer takes work says why; a completed one still shows what was sent. */
function assertUsable(row: CheckRow, forWork: boolean): void {
  if (row.status === BackgroundCheckStatus.Cancelled) throw new AppError('BACKGROUND_CHECK_LINK_CLOSED');
  if (row.status === BackgroundCheckStatus.Completed) {
    if (forWork) throw new AppError('BACKGROUND_CHECK_DONE');
    return;
  }
  if (row.linkExpiresAt.getTime() <= Date.now()) throw new AppError('BACKGROUND_CHECK_LINK_EXPIRED');
}

/** Narrows the request to the link's company (before any transaction, whose connection keeps its scope). */
async function enter(db: Db, token: string): Promise<void> {
  narrowScope((await checkOf(db, token)).companyId);
}

export async function readPublic(db: Db, token: string): Promise<PublicBackgroundCheck> {
  await enter(db, token);
  const row = await checkOf(db, token);
  assertUsable(row, false);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  const app = await findApplication(db, row.companyId, row.applicationId);
  if (!app) throw new AppError('BACKGROUND_CHECK_LINK_UNKNOWN');
  const items = await db.select().from(backgroundCheckItems).where(inCompany(backgroundCheckItems, row.companyId, eq(backgroundCheckItems.checkId, row.id))).orderBy(backgroundCheckItems.position);
  return {
    status: row.status,
    companyName: company?.name ?? '',
    candidateName: app.resumeName,
    jobName: app.jobName,
    expiresAt: row.linkExpiresAt.toISOString(),
    items: items.map((i) => ({ id: i.id, project: i.project, title: i.title, finding: i.finding, note: i.note })),
  };
}

/** The agency takes the check on: from now on HR can no longer cancel it. */
export async function start(db: Db, token: string): Promise<PublicBackgroundCheck> {
  await enter(db, token);
  await db.transaction(async (tx) => {
    const row = await checkOf(tx, token, true);
    assertUsable(row, true);
    if (row.status !== BackgroundCheckStatus.Pending) return;
    await tx
      .update(backgroundChecks)
      .set({ status: BackgroundCheckStatus.InProgress, startedAt: new Date() })
      .where(inCompany(backgroundChecks, row.companyId, eq(backgroundChecks.id, row.id)));
  });
  return readPublic(db, token);
}

export type ReportUpload = { fileName: string; bytes: Buffer };

/** A PDF by name and by content, within the size limit. */
export function assertReport(file: ReportUpload | undefined): asserts file is ReportUpload {
  if (!file || file.bytes.length === 0) throw new AppError('BACKGROUND_CHECK_REPORT_MISSING');
  if (file.bytes.length > BACKGROUND_CHECK_LIMITS.reportMaxBytes) throw new AppError('BACKGROUND_CHECK_REPORT_TOO_LARGE');
  if (!/\.pdf$/i.test(file.fileName) || file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AppError('BACKGROUND_CHECK_REPORT_TYPE');
}

/** The findings by item id, when there is exactly one for every item of the check. */
async function findingsFor(db: DbOrTx, row: CheckRow, findings: BackgroundCheckFindings): Promise<Map<number, BackgroundCheckFindings[number]>> {
  const items = await db.select({ id: backgroundCheckItems.id }).from(backgroundCheckItems).where(inCompany(backgroundCheckItems, row.companyId, eq(backgroundCheckItems.checkId, row.id)));
  const given = new Map(findings.map((f) => [f.itemId, f]));
  if (given.size !== findings.length || given.size !== items.length || items.some((i) => !given.has(i.id))) throw new AppError('BACKGROUND_CHECK_FINDINGS_INVALID');
  return given;
}

/**
 * The agency's findings (one for every item) and its PDF report, once: the check is then
 * 已完成 and the report shows on the candidate. A second submission is refused.
 */
export async function submitReport(db: Db, storage: FileStorage, token: string, findings: BackgroundCheckFindings, file: ReportUpload | undefined): Promise<PublicBackgroundCheck> {
  await enter(db, token);
  assertReport(file);
  const first = await checkOf(db, token);
  assertUsable(first, true);
  // Checked before the file is stored, so a refused submission leaves no bytes behind.
  await findingsFor(db, first, findings);
  const stored = await storage.put(file.bytes);
  await db.transaction(async (tx) => {
    const row = await checkOf(tx, token, true);
    assertUsable(row, true);
    for (const [itemId, f] of await findingsFor(tx, row, findings)) {
      await tx
        .update(backgroundCheckItems)
        .set({ finding: f.finding, note: f.note ?? null })
        .where(inCompany(backgroundCheckItems, row.companyId, eq(backgroundCheckItems.id, itemId)));
    }
    const now = new Date();
    await tx
      .update(backgroundChecks)
      .set({
        status: BackgroundCheckStatus.Completed,
        startedAt: row.startedAt ?? now,
        completedAt: now,
        reportStorageKey: stored.storageKey,
        reportFileName: file.fileName,
        reportSize: stored.size,
      })
      .where(inCompany(backgroundChecks, row.companyId, eq(backgroundChecks.id, row.id)));
  });
  return readPublic(db, token);
}
