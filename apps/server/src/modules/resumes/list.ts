// The talent pool list: filters, keyword search, sorting and paging, within the caller's scope.
import { ageRangeBounds, degreeRanks, Perm, shanghaiDate, updateDateRangeDays, type ResumeFilters, type ResumeListQuery, type ResumePage, type ResumeRow, type SearchDegree } from '@bole/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { runAsSystem } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { duplicateCondition } from './dedupe';
import { chinaDayStart, cityCodeOf } from './derive';
import { presentRow } from './presenter';
import * as repo from './repository';
import { canSeeContact, scopeCondition, type Caller } from './scope';
import { rankedPage, type RankedPage } from './ranked';
import { resumeSettingsOf } from './resume-settings';
import { buildSearchQuery, highlightExpression, keywordCondition, type SearchQuery } from './search';
import { resumes, resumeTags } from './tables';

const DAY_MS = 86_400_000;

/** The filter conditions of a query (keyword apart). */
export function filterConditions(q: ResumeFilters, now = new Date()): SQL[] {
  const c: (SQL | undefined)[] = [];
  if (q.city?.length) {
    const codes = [...new Set(q.city.map(cityCodeOf).filter((x): x is string => x !== null))];
    c.push(codes.length ? or(inArray(resumes.workCityCode, codes), inArray(resumes.expectCityCode, codes)) : sql`false`);
  }
  if (q.degree) c.push(gte(resumes.degreeRank, degreeRanks[q.degree as Exclude<SearchDegree, 0>]));
  if (q.workYearsMin != null) c.push(gte(resumes.workYearsScale, q.workYearsMin));
  if (q.workYearsMax != null) c.push(lte(resumes.workYearsScale, q.workYearsMax));
  // Ages by birth year: someone born in 1990 is 35 or 36 in 2026; the filter takes both.
  const bounds = q.ageRange ? ageRangeBounds[q.ageRange as keyof typeof ageRangeBounds] : { min: q.ageMin ?? null, max: q.ageMax ?? null };
  const year = shanghaiDate(now).year;
  if (bounds.min != null) c.push(lte(resumes.birthYear, year - bounds.min));
  if (bounds.max != null) c.push(gte(resumes.birthYear, year - bounds.max - 1));
  if (q.updated) c.push(gte(resumes.updatedAt, new Date(now.getTime() - updateDateRangeDays[q.updated as keyof typeof updateDateRangeDays] * DAY_MS)));
  if (q.updatedFrom) c.push(gte(resumes.updatedAt, chinaDayStart(q.updatedFrom)));
  if (q.updatedTo) c.push(lt(resumes.updatedAt, chinaDayStart(q.updatedTo, 1)));
  if (q.gender != null) c.push(eq(resumes.gender, q.gender));
  if (q.channel?.length) c.push(inArray(resumes.channel, q.channel));
  if (q.source?.length) c.push(inArray(resumes.source, q.source));
  if (q.intentionStatus?.length) c.push(inArray(resumes.intentionStatus, q.intentionStatus));
  if (q.workState?.length) c.push(inArray(resumes.workState, q.workState));
  if (q.parseStatus?.length) c.push(inArray(resumes.parseStatus, q.parseStatus));
  if (q.school985 !== undefined) c.push(eq(resumes.school985, q.school985));
  if (q.school211 !== undefined) c.push(eq(resumes.school211, q.school211));
  if (q.ownerAccountId) c.push(eq(resumes.ownerAccountId, q.ownerAccountId));
  if (q.tagIds?.length) {
    c.push(sql`exists (select 1 from ${resumeTags} where ${resumeTags.resumeId} = ${resumes.id} and ${inArray(resumeTags.tagId, q.tagIds)})`);
  }
  return c.filter((x): x is SQL => x !== undefined);
}

/** Words of the query a row contains, plus the contact fragment when the caller may see it. */
async function highlightsOf(db: Db, companyId: number, ids: number[], sq: SearchQuery): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: resumes.id, words: highlightExpression(sq) })
    .from(resumes)
    .where(inCompany(resumes, companyId, inArray(resumes.id, ids)));
  return new Map(rows.map((r) => [r.id, r.words]));
}

/** Marked words without those inside a longer one (北京大学, not also 北京 and 大学), longest first. */
function outermost(marks: string[]): string[] {
  const unique = [...new Set(marks)].sort((a, b) => b.length - a.length);
  return unique.filter((m, i) => !unique.slice(0, i).some((longer) => longer.includes(m)));
}

/**
 * The rows a pool query finds, in list order, `limit` of them from `offset`. Without a
 * keyword: newest updates first. With one: by relevance unless `sort=updated` (see
 * ranked.ts); totals of keyword searches stop at 10,000 (`totalCapped`). The recycle bin by
 * deletion time. The list page and the Excel export both read the pool through here.
 */
export async function poolRows(db: Db, caller: Caller, q: ResumeFilters & { recycled?: boolean }, offset: number, limit: number): Promise<RankedPage & { sq: SearchQuery | null }> {
  const { companyId } = caller;
  const sq = q.keyword ? buildSearchQuery(q.keyword) : null;
  const where = inCompany(
    resumes,
    companyId,
    q.recycled ? and(isNotNull(resumes.deletedAt), isNull(resumes.mergedIntoId)) : isNull(resumes.deletedAt),
    scopeCondition(caller),
    sq ? keywordCondition(sq, canSeeContact(caller)) : undefined,
    ...filterConditions(q),
  );
  const plain = async (): Promise<RankedPage> => {
    const order = q.recycled ? [desc(resumes.deletedAt), desc(resumes.id)] : [desc(resumes.updatedAt), desc(resumes.id)];
    const [rows, [total]] = await Promise.all([
      db.select(repo.listColumns).from(resumes).where(where).orderBy(...order).limit(limit).offset(offset),
      db.select({ n: count() }).from(resumes).where(where),
    ]);
    return { rows, total: total?.n ?? 0, totalCapped: false };
  };
  // The planner prices a sequential scan without the cost of reading every stored vector
  // (TOAST); keyword searches go through the GIN index instead. They run in the system
  // scope: under row-level security PostgreSQL uses no index for an operator that is not
  // leakproof (@@, LIKE), which turns every search into a scan of the whole company. The
  // query names its company itself (inCompany above), as every query does.
  const page =
    sq && !q.recycled
      ? await runAsSystem(() =>
          db.transaction(
            async (tx) => {
              await tx.execute(sql`set local enable_seqscan = off`);
              return rankedPage(tx, where, sq, q.sort ?? 'relevance', companyId, offset, limit);
            },
            { accessMode: 'read only' },
          ),
        )
      : await plain();
  return { ...page, sq };
}

/** One page of the pool (see poolRows), with tags and the matched words marked. */
export async function listResumes(db: Db, caller: Caller, q: ResumeListQuery): Promise<ResumePage> {
  const { companyId } = caller;
  if (q.recycled && !caller.codes.has(Perm.ResumeRestore)) throw new AppError('FORBIDDEN');
  const contact = canSeeContact(caller);
  const { rows, total, totalCapped, sq } = await poolRows(db, caller, q, (q.page - 1) * q.pageSize, q.pageSize);
  const ids = rows.map((r) => r.id);
  const [tags, words] = await Promise.all([repo.tagsOf(db, companyId, ids), sq && ids.length ? highlightsOf(db, companyId, ids, sq) : new Map<number, string[]>()]);
  const list = rows.map((r) => {
    const marks = [...(words.get(r.id) ?? [])];
    if (sq?.phoneDigits && contact && r.mobile?.includes(sq.phoneDigits)) marks.push(sq.phoneDigits);
    if (sq?.emailFragment && contact && r.email?.includes(sq.emailFragment)) marks.push(sq.emailFragment);
    if (sq?.nameFragment && r.name.includes(sq.nameFragment)) marks.push(sq.nameFragment);
    return presentRow(r, caller, tags.get(r.id) ?? [], outermost(marks));
  });
  return { list, total, totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Live resumes that look like the same candidate as this one (same phone or e-mail, or linked). */
export async function listDuplicates(db: Db, caller: Caller, id: number): Promise<ResumeRow[]> {
  const scope = scopeCondition(caller);
  const row = await repo.findResume(db, caller.companyId, id, { scope, state: 'any' });
  if (!row) throw new AppError('NOT_FOUND');
  const { dedupe } = await resumeSettingsOf(db, caller.companyId);
  const rows = await db
    .select(repo.listColumns)
    .from(resumes)
    .where(inCompany(resumes, caller.companyId, duplicateCondition(row, dedupe), scope))
    .orderBy(asc(resumes.id))
    .limit(100);
  const tags = await repo.tagsOf(db, caller.companyId, rows.map((r) => r.id));
  return rows.map((r) => presentRow(r, caller, tags.get(r.id) ?? []));
}
