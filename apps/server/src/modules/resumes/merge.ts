// Merging a duplicate into the original (210007): nothing of the duplicate is lost.
import type { ResumeChange, ResumeDetail } from '@bole/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { moveApplicationsOnMerge } from '../applications/merge';
import { AppError } from '../../platform/http/errors';
import { diffFields, diffHistories } from './changes';
import { phoneFlagOf } from './dedupe';
import type { Histories } from './derive';
import * as repo from './repository';
import { scopeCondition, type Caller } from './scope';
import { educationExtras, getDetail, historiesOf, rebuild } from './service';
import { resumeFiles, resumeRecords, resumes, resumeTags, resumeViewers } from './tables';

// Fields of the original that the duplicate fills when the original has none.
const FILLABLE = [
  'gender', 'birthYear', 'birthday', 'workCity', 'workCityCode', 'mobile', 'email', 'wechatCode', 'hometownCity', 'headImg',
  'expectCity', 'expectCityCode', 'currentSalary', 'expectSalary', 'expectPosition', 'expectIndustry', 'statedDegree',
  'statedWorkYears', 'intentionStatus', 'workState', 'source', 'channel', 'referrerAccountId',
] as const satisfies readonly (keyof repo.ResumeRowFull)[];

// Entries that are the same entry on both resumes.
const ENTRY_KEYS: { [K in keyof Histories]: (e: Histories[K][number]) => string } = {
  educations: (e) => [e.graduationSchool, e.degree, e.eduTime].join('|'),
  workExperiences: (w) => [w.companyName, w.jobName, w.workTime].join('|'),
  projects: (p) => [p.projectName, p.projectTime].join('|'),
  trainings: (t) => [t.trainingName, t.trainingOrganization, t.trainingTime].join('|'),
};

/** The original's entries plus the duplicate's it lacks; only lists that gained entries. */
function unionHistories(into: Histories, dup: Histories): Partial<Histories> {
  const gained: Partial<Histories> = {};
  for (const key of Object.keys(ENTRY_KEYS) as (keyof Histories)[]) {
    const keyOf = ENTRY_KEYS[key] as (e: object) => string;
    const have = new Set(into[key].map(keyOf));
    const extra = (dup[key] as object[]).filter((e) => !have.has(keyOf(e)));
    if (extra.length > 0) Object.assign(gained, { [key]: [...into[key], ...extra] });
  }
  return gained;
}

/** Moves tags, viewers, files, records, applications and duplicate links of one resume to another. */
async function moveBelongings(tx: Tx, companyId: number, fromId: number, toId: number): Promise<void> {
  await tx.execute(sql`insert into ${resumeTags} (company_id, resume_id, tag_id, created_at)
    select company_id, ${toId}, tag_id, created_at from ${resumeTags} where company_id = ${companyId} and resume_id = ${fromId} on conflict do nothing`);
  await tx.delete(resumeTags).where(inCompany(resumeTags, companyId, eq(resumeTags.resumeId, fromId)));
  await tx.execute(sql`insert into ${resumeViewers} (company_id, resume_id, account_id, reason, created_at)
    select company_id, ${toId}, account_id, reason, created_at from ${resumeViewers} where company_id = ${companyId} and resume_id = ${fromId} on conflict do nothing`);
  await tx.update(resumeFiles).set({ resumeId: toId }).where(inCompany(resumeFiles, companyId, eq(resumeFiles.resumeId, fromId)));
  await tx.update(resumeRecords).set({ resumeId: toId }).where(inCompany(resumeRecords, companyId, eq(resumeRecords.resumeId, fromId)));
  await moveApplicationsOnMerge(tx, companyId, fromId, toId);
  await tx
    .update(resumes)
    .set({ duplicateOfId: toId, updatedAt: sql`${resumes.updatedAt}` })
    .where(inCompany(resumes, companyId, eq(resumes.duplicateOfId, fromId)));
}

/**
 * Merges resume `id` into `intoId`: the original keeps its values and takes the duplicate's
 * where it has none, gains the entries it lacks, the tags, viewers, files and history; the
 * duplicate goes to the recycle bin marked as merged. Both records tell of it.
 */
export async function mergeResume(db: Db, caller: Caller, id: number, intoId: number): Promise<ResumeDetail> {
  const { companyId } = caller;
  if (id === intoId) throw new AppError('RESUME_MERGE_INVALID');
  await db.transaction(async (tx) => {
    const scope = scopeCondition(caller);
    // Lock in id order, so two opposite merges cannot deadlock.
    const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
    const a = await repo.findResume(tx, companyId, first, { scope, forUpdate: true });
    const b = await repo.findResume(tx, companyId, second, { scope, forUpdate: true });
    const dup = first === id ? a : b;
    const into = first === id ? b : a;
    if (!dup || !into) throw new AppError('NOT_FOUND');

    const patch: Partial<repo.ResumeValues> = {};
    for (const key of FILLABLE) {
      const mine = into[key];
      if ((mine === null || mine === '') && dup[key] !== null) Object.assign(patch, { [key]: dup[key] });
    }
    if (Object.keys(dup.customFields).length > 0) patch.customFields = { ...dup.customFields, ...into.customFields };
    const mineStored = await repo.loadChildren(tx, companyId, intoId);
    const theirs = await repo.loadChildren(tx, companyId, id);
    const stored = historiesOf(mineStored);
    const gained = unionHistories(stored, historiesOf(theirs));
    const changes: ResumeChange[] = [...diffFields(into, patch), ...diffHistories(stored, gained)];

    const next = { ...into, ...patch };
    await moveBelongings(tx, companyId, id, intoId);
    await repo.updateResume(tx, companyId, intoId, {
      ...patch,
      ...rebuild(next, { ...stored, ...gained }),
      phoneFlag: phoneFlagOf(next.mobile),
      // The original no longer points at the resume merged into it.
      ...(into.duplicateOfId === id ? { duplicateOfId: null, duplicateKind: null } : {}),
    });
    await repo.replaceChildren(tx, companyId, intoId, gained, educationExtras);
    await repo.updateResume(tx, companyId, id, { deletedAt: new Date(), deletedBy: caller.accountId, mergedIntoId: intoId, duplicateOfId: intoId });
    const who = { operatorId: caller.accountId, operatorName: caller.userName };
    await repo.insertRecords(tx, companyId, [
      { resumeId: intoId, ...who, action: 'merge', changes, note: `合并了重复简历#${id}（${dup.name}）` },
      { resumeId: id, ...who, action: 'mergedInto', note: `已合并到简历#${intoId}（${into.name}）` },
    ]);
  });
  return getDetail(db, caller, intoId);
}
