// Handing resumes to another account (260001): one resume, or all of a departing account's.
import type { ResumeDetail } from '@bole/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import type { HandOverContext } from '../company/accounts.service';
import { FIELD_LABELS } from './changes';
import * as repo from './repository';
import { scopeCondition, type Caller } from './scope';
import { accountNames, getDetail } from './service';
import { resumeRecords, resumes } from './tables';

// The owner changes; the resume itself did not, so its update time stays.
const keepUpdatedAt = { updatedAt: sql`${resumes.updatedAt}` };

/** Gives one resume to another active account of the company. */
export async function handOverResume(db: Db, caller: Caller, id: number, toAccountId: number): Promise<ResumeDetail> {
  const { companyId } = caller;
  const names = await accountNames(db, companyId);
  if (!names.has(toAccountId)) throw new AppError('RESUME_HANDOVER_TARGET_INVALID');
  await db.transaction(async (tx) => {
    const current = await repo.findResume(tx, companyId, id, { scope: scopeCondition(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.ownerAccountId === toAccountId) throw new AppError('RESUME_HANDOVER_TARGET_INVALID');
    await tx.update(resumes).set({ ownerAccountId: toAccountId, ...keepUpdatedAt }).where(inCompany(resumes, companyId, eq(resumes.id, id)));
    const before = current.ownerAccountId === null ? null : (names.get(current.ownerAccountId) ?? `#${current.ownerAccountId}`);
    await repo.insertRecords(tx, companyId, [
      {
        resumeId: id,
        operatorId: caller.accountId,
        operatorName: caller.userName,
        action: 'handOver',
        changes: [{ field: 'ownerAccountId', label: FIELD_LABELS.ownerAccountId!, before, after: names.get(toAccountId)! }],
      },
    ]);
  });
  return getDetail(db, caller, id);
}

/**
 * The hand-over hook of a departing account (company accounts): its live resumes go to
 * the receiver, each with a record. Runs in the hand-over's transaction.
 */
export function handOverAllHook(db: Db) {
  return async (tx: Tx, h: HandOverContext): Promise<number> => {
    const moved = await tx
      .update(resumes)
      .set({ ownerAccountId: h.toAccountId, ...keepUpdatedAt })
      .where(inCompany(resumes, h.companyId, and(eq(resumes.ownerAccountId, h.fromAccountId), isNull(resumes.deletedAt))))
      .returning({ id: resumes.id });
    if (moved.length === 0) return 0;
    const names = await accountNames(db, h.companyId);
    const from = names.get(h.fromAccountId) ?? `#${h.fromAccountId}`;
    const to = names.get(h.toAccountId) ?? `#${h.toAccountId}`;
    const changes = JSON.stringify([{ field: 'ownerAccountId', label: FIELD_LABELS.ownerAccountId, before: from, after: to }]);
    await tx.execute(sql`insert into ${resumeRecords} (company_id, resume_id, operator_id, operator_name, action, changes, note)
      select ${h.companyId}, r.id, null, '离职交接', 'handOver', ${changes}::jsonb, ${`${from}离职，简历移交给${to}`}
      from unnest(${`{${moved.map((m) => m.id).join(',')}}`}::bigint[]) as r(id)`);
    return moved.length;
  };
}
