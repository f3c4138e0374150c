// 渠道分析's 内推人 table: 招聘概览's numbers per account that referred the resumes (内推人),
// always counted live since the rollups do not keep the referrer; each number drills down
// through /api/reports/overview/candidates with `referrerId`, on the same conditions.
import { CHANNEL_METRICS, type ChannelBoard, type ReportFilter } from '@bole/domain';
import { and, count, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import type { Caller } from '../jobs/scope';
import { resumes } from '../resumes/tables';
import { aggregateEvents } from './events';
import { eventsOf, resumesStoredIn } from './overview';

type Row = ChannelBoard['referrers'][number];
type Counts = { id: number | string; n: number }[];

export async function referrerRows(db: Db, caller: Caller, q: ReportFilter, countable: boolean): Promise<Row[]> {
  const [perMetric, stored] = await Promise.all([
    Promise.all(
      CHANNEL_METRICS.map((m) =>
        aggregateEvents<Counts[number]>(db, caller, q, eventsOf(m, caller.companyId), sql`${resumes.referrerAccountId} as id, count(*)::int as n`, sql`and ${resumes.referrerAccountId} is not null group by 1`, true),
      ),
    ),
    countable
      ? db
          .select({ id: sql<number>`${resumes.referrerAccountId}`, n: count() })
          .from(resumes)
          .where(and(resumesStoredIn(caller, q, q), isNotNull(resumes.referrerAccountId)))
          .groupBy(resumes.referrerAccountId)
      : Promise.resolve([] as Counts),
  ]);
  const rows = new Map<number, Row>();
  const rowOf = (id: number | string): Row => {
    const accountId = Number(id);
    let row = rows.get(accountId);
    if (!row) {
      row = { accountId, name: '', newResumes: countable ? 0 : null, applications: 0, screened: 0, interviews: 0, offers: 0, hires: 0 };
      rows.set(accountId, row);
    }
    return row;
  };
  for (const r of stored) rowOf(r.id).newResumes = r.n;
  CHANNEL_METRICS.forEach((m, i) => {
    for (const r of perMetric[i]!) rowOf(r.id)[m] = r.n;
  });
  if (rows.size === 0) return [];
  const names = await db
    .select({ id: accounts.id, name: accounts.userName })
    .from(accounts)
    .where(inCompany(accounts, caller.companyId, inArray(accounts.id, [...rows.keys()])));
  for (const a of names) rows.get(a.id)!.name = a.name;
  return [...rows.values()].sort((a, b) => b.applications - a.applications || (b.newResumes ?? 0) - (a.newResumes ?? 0) || a.name.localeCompare(b.name, 'zh-CN') || a.accountId - b.accountId);
}
