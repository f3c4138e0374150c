// One page of keyword matches without reading more stored vectors than a page needs:
// strict matches before loose ones, each ranked while few enough.
import type { ResumeSort } from '@bole/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { listColumns, type ListedResume } from './repository';
import { notStrictMatch, rankExpression, strictMatch, type SearchQuery } from './search';
import { resumes } from './tables';

// Ranking reads each match's vector (TOAST). Cover density costs about 60 µs a row here,
// ts_rank about 10: small tiers get ts_rank_cd, larger ones ts_rank, and past RANK_LIMIT a
// tier is ordered by update time, which the index answers.
const COVER_LIMIT = 300;
const RANK_LIMIT = 2000;
/** Counting stops here: a broad word (北京) matches half the pool, and "10000+" says enough. */
export const COUNT_CAP = 10_000;

const newest = [desc(resumes.updatedAt), desc(resumes.id)];

// Newest first, the planner walks the update-time index testing each row's vector (about
// 5 µs a row), which reads (offset + limit) * pool / n rows for n matches: a phone fragment
// matching 11 rows reads all 100,000. Reading the n matches through the search index costs
// about 2 µs each. At a pool of 100,000 that wins while n² < 250,000 * (offset + limit):
// under about 2,200 matches for page 1, every uncapped count from page 20 on.
const FENCE_FACTOR = 250_000;

/**
 * Newest first among at most COUNT_CAP matches, sorted by time alone: the matches come
 * from the search index, fenced off (the LIMIT keeps the planner from merging the levels
 * back into the index walk).
 */
function newestOfFew(db: DbOrTx, condition: SQL, offset: number, limit: number) {
  const matches = db.select({ id: resumes.id, updatedAt: resumes.updatedAt }).from(resumes).where(condition).limit(COUNT_CAP + 1).as('matches');
  const page = db.select({ id: matches.id, updatedAt: matches.updatedAt }).from(matches).orderBy(desc(matches.updatedAt), desc(matches.id)).limit(limit).offset(offset).as('page');
  return db.select(listColumns).from(resumes).innerJoin(page, eq(page.id, resumes.id)).orderBy(desc(page.updatedAt), desc(page.id));
}

/** count(*) of the rows matching, up to COUNT_CAP + 1 (more is answered as capped). */
export async function cappedCount(db: DbOrTx, where: SQL): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(resumes).where(where).limit(COUNT_CAP + 1).as('m');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

export type RankedPage = { rows: ListedResume[]; total: number; totalCapped: boolean };

/**
 * A page of the rows matching `where` (which holds the keyword condition). By update time,
 * or by relevance: strict matches first (北京大学 before 北京 ... 大学), then the rest; within
 * each, cover density when the tier is small enough to rank, else newest first.
 */
export async function rankedPage(db: DbOrTx, where: SQL, sq: SearchQuery, sort: ResumeSort, companyId: number, offset: number, limit: number): Promise<RankedPage> {
  const counted = await cappedCount(db, where);
  const page = (rows: ListedResume[]): RankedPage => ({ rows, total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP });
  // `n`: how many rows match `condition` (more than COUNT_CAP when capped).
  const fetch = (condition: SQL, n: number, off: number, lim: number): Promise<ListedResume[]> => {
    if (sort === 'relevance' && n <= RANK_LIMIT) {
      return db.select(listColumns).from(resumes).where(condition).orderBy(desc(rankExpression(sq, n > COVER_LIMIT)), ...newest).limit(lim).offset(off);
    }
    if (n <= COUNT_CAP && n * n <= FENCE_FACTOR * (off + lim)) return newestOfFew(db, condition, off, lim);
    return db.select(listColumns).from(resumes).where(condition).orderBy(...newest).limit(lim).offset(off);
  };
  const strict = strictMatch(sq);
  if (sort === 'updated' || !strict) return page(await fetch(where, counted, offset, limit));
  const strictWhere = and(where, strict)!;
  const strictCount = await cappedCount(db, strictWhere);
  const rows = offset < strictCount ? await fetch(strictWhere, strictCount, offset, limit) : [];
  if (rows.length < limit && counted > strictCount) {
    // A capped count says nothing of the loose tier's size: treat it as large.
    const looseCount = counted > COUNT_CAP ? Infinity : counted - strictCount;
    rows.push(...(await fetch(and(where, notStrictMatch(sq, companyId))!, looseCount, Math.max(0, offset - strictCount), limit - rows.length)));
  }
  return page(rows);
}
