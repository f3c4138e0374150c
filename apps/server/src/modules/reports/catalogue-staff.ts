// 人员入离职: who entered (招聘概览's hires), became regular (转正) or gave up before entry
// (放弃入职, 入职管理's 未到岗) in the period, one row per event, in date order.
import { type ReportFilter, type ReportRow } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { applications } from '../applications/tables';
import type { Caller } from '../jobs/scope';
import { onboardings } from '../onboarding/tables';
import { resumes } from '../resumes/tables';
import { namesOf, type ReportRows } from './catalogue-rows';
import { aggregateEvents, type EventSet } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf } from './overview';

const EVENT_LABELS = { entry: '入职', regular: '转正', noShow: '放弃入职' } as const;
type StaffEvent = keyof typeof EVENT_LABELS;

/** The three kinds of events, each carrying its kind and a note. */
function staffEvents(companyId: number): EventSet {
  const own = sql`${onboardings.companyId} = ${companyId}`;
  const jobOf = sql`(select ${applications.jobId} from ${applications} where ${applications.id} = ${onboardings.applicationId})`;
  return sql`select h.application_id, h.job_id, h.at, 'entry' as kind, null::text as note from (${eventsOf('hires', companyId)}) h
    union all select ${onboardings.applicationId}, ${jobOf}, (${onboardings.regularDate}::timestamp at time zone 'Asia/Shanghai'), 'regular', null::text from ${onboardings} where ${own} and ${onboardings.regularDate} is not null
    union all select ${onboardings.applicationId}, ${jobOf}, ${onboardings.noShowAt}, 'noShow', ${onboardings.noShowReason} from ${onboardings} where ${own} and ${onboardings.noShowAt} is not null`;
}

type Row = { name: string; job: string; org_id: string; kind: StaffEvent; day: string; note: string | null; outcome: number | null };

export async function staffReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const found = await aggregateEvents<Row>(
    db,
    caller,
    q,
    staffEvents(c),
    sql`${resumes.name} as name, jobs.name as job, jobs.org_id, e.kind, to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, e.note, ${applications.outcome} as outcome`,
    sql`order by e.at, ${applications.id}, e.kind`,
    true,
  );
  const orgNames = await namesOf(db, c, 'org', found.map((r) => Number(r.org_id)));
  const rows = found.map(
    (r): ReportRow => ({
      name: r.name,
      job: r.job,
      org: orgNames.get(Number(r.org_id)) ?? '',
      event: EVENT_LABELS[r.kind],
      day: r.day,
      note: r.kind === 'noShow' ? (r.note ?? '') : r.kind === 'entry' && r.outcome === 2 ? '已离职' : '',
    }),
  );
  const counted = (kind: StaffEvent) => found.filter((r) => r.kind === kind).length;
  const summary = rows.length === 0 ? null : { name: '合计', note: `入职${counted('entry')}人，转正${counted('regular')}人，放弃入职${counted('noShow')}人` };
  return { rows, summary };
}
