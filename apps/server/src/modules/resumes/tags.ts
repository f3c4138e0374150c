// The tag catalogue (/user/manage/tag), tagging resumes (250006) and saved searches.
import type { CandidateTag, CandidateTagCreate, CandidateTagUpdate, ResumeDetail, SavedSearch, SavedSearchCreate } from '@bole/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { assertInCompany, inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { FIELD_LABELS } from './changes';
import * as repo from './repository';
import { scopeCondition, type Caller } from './scope';
import { getDetail } from './service';
import { candidateTags, resumeRecords, resumeSavedSearches, resumeTags } from './tables';

const rethrowName = (key: 'RESUME_TAG_NAME_TAKEN' | 'SAVED_SEARCH_NAME_TAKEN') => (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError(key);
  throw error;
};

/** The catalogue in display order, with how many live resumes carry each tag. */
export async function listTags(db: Db, companyId: number): Promise<CandidateTag[]> {
  return db
    .select({
      id: candidateTags.id,
      name: candidateTags.name,
      color: candidateTags.color,
      sort: candidateTags.sort,
      // Spelled out: drizzle leaves columns unqualified in a select list, which a subquery would misread.
      resumeCount: sql<number>`(select count(*)::int from resume_tags rt join resumes r on r.id = rt.resume_id and r.deleted_at is null where rt.tag_id = candidate_tags.id)`,
    })
    .from(candidateTags)
    .where(inCompany(candidateTags, companyId))
    .orderBy(asc(candidateTags.sort), asc(candidateTags.id));
}

/** Tags of the catalogue with these ids (unknown ones are absent), for other areas that refer to tags (jobs). */
export async function tagsByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, { name: string; color: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: candidateTags.id, name: candidateTags.name, color: candidateTags.color })
    .from(candidateTags)
    .where(inCompany(candidateTags, companyId, inArray(candidateTags.id, [...ids])));
  return new Map(rows.map(({ id, ...tag }) => [id, tag]));
}

async function tagRow(db: Db, companyId: number, id: number): Promise<CandidateTag> {
  const tag = (await listTags(db, companyId)).find((t) => t.id === id);
  if (!tag) throw new AppError('NOT_FOUND');
  return tag;
}

export async function createTag(db: Db, companyId: number, body: CandidateTagCreate): Promise<CandidateTag> {
  const [row] = await db
    .insert(candidateTags)
    .values({ companyId, name: body.name, color: body.color ?? null, sort: body.sort ?? 0 })
    .returning({ id: candidateTags.id })
    .catch(rethrowName('RESUME_TAG_NAME_TAKEN'));
  return tagRow(db, companyId, row!.id);
}

export async function updateTag(db: Db, companyId: number, id: number, body: CandidateTagUpdate): Promise<CandidateTag> {
  const updated = await db
    .update(candidateTags)
    .set({ name: body.name, color: body.color, sort: body.sort })
    .where(inCompany(candidateTags, companyId, eq(candidateTags.id, id)))
    .returning({ id: candidateTags.id })
    .catch(rethrowName('RESUME_TAG_NAME_TAKEN'));
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  return tagRow(db, companyId, id);
}

/** Deletes a tag; the resumes that carried it lose it, each with a record. */
export async function deleteTag(db: Db, caller: Caller, id: number): Promise<void> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    const [tag] = await tx.select({ name: candidateTags.name }).from(candidateTags).where(inCompany(candidateTags, companyId, eq(candidateTags.id, id))).for('update');
    if (!tag) throw new AppError('NOT_FOUND');
    const changes = JSON.stringify([{ field: 'tags', label: FIELD_LABELS.tags, before: tag.name, after: null }]);
    await tx.execute(sql`insert into ${resumeRecords} (company_id, resume_id, operator_id, operator_name, action, changes, note)
      select ${companyId}, resume_id, ${caller.accountId}, ${caller.userName}, 'tag', ${changes}::jsonb, ${`标签「${tag.name}」已从标签库删除`}
      from ${resumeTags} where company_id = ${companyId} and tag_id = ${id}`);
    // The links go with the tag (cascade).
    await tx.delete(candidateTags).where(inCompany(candidateTags, companyId, eq(candidateTags.id, id)));
  });
}

/** Replaces the tags of a resume with the given catalogue tags. */
export async function setResumeTags(db: Db, caller: Caller, id: number, tagIds: readonly number[]): Promise<ResumeDetail> {
  const { companyId } = caller;
  const wanted = [...new Set(tagIds)];
  await db.transaction(async (tx) => {
    const current = await repo.findResume(tx, companyId, id, { scope: scopeCondition(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    await assertInCompany(tx, candidateTags, companyId, wanted);
    const before = (await repo.tagsOf(tx, companyId, [id])).get(id) ?? [];
    const beforeIds = new Set(before.map((t) => t.id));
    if (before.length === wanted.length && wanted.every((t) => beforeIds.has(t))) return;
    await tx.delete(resumeTags).where(inCompany(resumeTags, companyId, eq(resumeTags.resumeId, id)));
    if (wanted.length > 0) await tx.insert(resumeTags).values(wanted.map((tagId) => ({ companyId, resumeId: id, tagId })));
    const after = wanted.length ? await tx.select({ name: candidateTags.name }).from(candidateTags).where(inCompany(candidateTags, companyId, inArray(candidateTags.id, wanted))).orderBy(asc(candidateTags.sort), asc(candidateTags.id)) : [];
    const names = (list: { name: string }[]) => (list.length ? list.map((t) => t.name).join('、') : null);
    await repo.updateResume(tx, companyId, id, { updatedAt: new Date() });
    await repo.insertRecords(tx, companyId, [
      { resumeId: id, operatorId: caller.accountId, operatorName: caller.userName, action: 'tag', changes: [{ field: 'tags', label: FIELD_LABELS.tags!, before: names(before), after: names(after) }] },
    ]);
  });
  return getDetail(db, caller, id);
}

/** Puts a catalogue tag on a resume inside the caller's transaction (intake screening); the tag's name, or null when it is not the company's. */
export async function addResumeTag(tx: DbOrTx, companyId: number, resumeId: number, tagId: number): Promise<string | null> {
  const tag = (await tagsByIds(tx, companyId, [tagId])).get(tagId);
  if (!tag) return null;
  await tx.insert(resumeTags).values({ companyId, resumeId, tagId }).onConflictDoNothing();
  return tag.name;
}

// Saved searches belong to the account that saved them.
const mine = (caller: Caller, id?: number) =>
  inCompany(resumeSavedSearches, caller.companyId, eq(resumeSavedSearches.accountId, caller.accountId), id === undefined ? undefined : eq(resumeSavedSearches.id, id));
const SAVED_MAX = 50;

export async function listSavedSearches(db: Db, caller: Caller): Promise<SavedSearch[]> {
  const rows = await db.select().from(resumeSavedSearches).where(mine(caller)).orderBy(asc(resumeSavedSearches.id));
  return rows.map((r) => ({ id: r.id, name: r.name, query: r.query, createdAt: r.createdAt.toISOString() }));
}

export async function createSavedSearch(db: Db, caller: Caller, body: SavedSearchCreate): Promise<SavedSearch> {
  const [n] = await db.select({ n: count() }).from(resumeSavedSearches).where(mine(caller));
  if ((n?.n ?? 0) >= SAVED_MAX) throw new AppError('VALIDATION', `常用搜索最多保存${SAVED_MAX}个`);
  const [row] = await db
    .insert(resumeSavedSearches)
    .values({ companyId: caller.companyId, accountId: caller.accountId, name: body.name, query: body.query })
    .returning()
    .catch(rethrowName('SAVED_SEARCH_NAME_TAKEN'));
  return { id: row!.id, name: row!.name, query: row!.query, createdAt: row!.createdAt.toISOString() };
}

export async function deleteSavedSearch(db: Db, caller: Caller, id: number): Promise<void> {
  const deleted = await db.delete(resumeSavedSearches).where(mine(caller, id)).returning({ id: resumeSavedSearches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
