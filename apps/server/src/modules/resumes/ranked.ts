// One page of keyword matches without reading more stored vectors than a page needs:
// strict matches before loose ones, each ranked while few enough.
import type { ResumeSort } from '@bole/domain';
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
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
  const fetch = (condition: SQL, n: number, off: number, lim: number) =>
    db
      .select(listColumns)
      .from(resumes)
      .where(condition)
      .orderBy(...(sort === 'relevance' && n <= RANK_LIMIT ? [desc(rankExpression(sq, n > COVER_LIMIT)), ...newest] : newest))
      .limit(lim)
      .offset(off);
  const strict = strictMatch(sq);
  if (sort === 'updated' || !strict) return page(await fetch(where, sort === 'updated' ? Infinity : counted, offset, limit));
  const strictWhere = and(where, strict)!;
  const strictCount = await cappedCount(db, strictWhere);
  const rows = offset < strictCount ? await fetch(strictWhere, strictCount, offset, limit) : [];
  if (rows.length < limit && counted > strictCount) {
    rows.push(...(await fetch(and(where, notStrictMatch(sq, companyId))!, counted - strictCount, Math.max(0, offset - strictCount), limit - rows.length)));
  }
  return page(rows);
}
