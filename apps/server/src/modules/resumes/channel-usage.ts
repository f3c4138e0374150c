// How the talent pool uses resume channels, for 渠道管理 (counts per channel, whether a
// channel may be deleted). Other modules read resumes through here, never the table.
import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { resumes } from './tables';

/** Resumes in the pool (not in the recycle bin) per channel code. */
export async function resumeCountsByChannel(db: DbOrTx, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ channel: resumes.channel, n: count() })
    .from(resumes)
    .where(inCompany(resumes, companyId, isNull(resumes.deletedAt), isNotNull(resumes.channel)))
    .groupBy(resumes.channel);
  return new Map(rows.map((r) => [r.channel!, r.n]));
}

/** Resumes with the channel, the recycle bin included (a restored resume brings its channel back). */
export async function resumesWithChannel(db: DbOrTx, companyId: number, channel: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(inCompany(resumes, companyId, eq(resumes.channel, channel)));
  return row?.n ?? 0;
}
