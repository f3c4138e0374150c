// The interview list (/recruit/interview, GET /api/interviews) and one interview: a page of
// ids on the (company_id, starts_at) index, then those rows with their names, interviewers and
// evaluation counts. Callers pass the visibility condition (access.ts).
import { DEFAULT_INTERVIEW_ROUNDS, type InterviewDetail, type InterviewListItem } from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

export type ListFilters = {
  from?: Date;
  to?: Date;
  interviewerId?: number;
  jobId?: number;
  applicationId?: number;
  round?: number;
  result?: number;
  signedIn?: boolean;
  /** Cancelled interviews are left out unless asked for. */
  cancelled?: boolean;
  /** ILIKE pattern on the candidate's or the job's name. */
  keywordPattern?: string;
  /** Only interviews the account interviews in. */
  mineOf?: number;
};

type Row = {
  id: number;
  application_id: number;
  resume_id: number;
  job_id: number;
  job_name: string;
  candidate_name: string;
  round: number;
  round_name: string | null;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  form: number;
  meeting_room_id: number | null;
  meeting_room_name: string | null;
  address: string | null;
  meeting_url: string | null;
  lead_id: number;
  result: number;
  signed_in_at: Date | null;
  queue_number: number | null;
  group_uid: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  contact_id: number | null;
  contact_name: string | null;
  registration_form: boolean;
  evaluation_template_id: number | null;
  sequence: number;
  called_at: Date | null;
  called_room: string | null;
  created_at: Date;
  created_by_name: string | null;
};

const defaultRound = new Map(DEFAULT_INTERVIEW_ROUNDS.map((r) => [r.number, r.name]));
export const roundText = (round: number, named: string | null) => named ?? defaultRound.get(round) ?? `第${round}轮`;

const columns = sql`interviews.id, interviews.application_id, interviews.resume_id, interviews.job_id, j.name as job_name, r.name as candidate_name, interviews.round, ir.name as round_name,
  interviews.starts_at, interviews.ends_at, interviews.duration_minutes, interviews.form, interviews.meeting_room_id, m.name as meeting_room_name, interviews.address, interviews.meeting_url, interviews.lead_id,
  interviews.result, interviews.signed_in_at, interviews.queue_number, interviews.group_uid, interviews.cancelled_at, interviews.cancel_reason, interviews.contact_id, c.user_name as contact_name,
  interviews.registration_form, interviews.evaluation_template_id, interviews.sequence, interviews.called_at, interviews.called_room, interviews.created_at, cb.user_name as created_by_name`;
const joins = sql`join resumes r on r.id = interviews.resume_id join jobs j on j.id = interviews.job_id
  left join interview_rounds ir on ir.company_id = interviews.company_id and ir.number = interviews.round
  left join meeting_rooms m on m.id = interviews.meeting_room_id
  left join accounts c on c.id = interviews.contact_id
  left join accounts cb on cb.id = interviews.created_by`;

function conditions(companyId: number, visible: SQL, f: ListFilters): SQL {
  const where: SQL[] = [sql`interviews.company_id = ${companyId}`, visible];
  if (!f.cancelled) where.push(sql`interviews.cancelled_at is null`);
  if (f.from) where.push(sql`interviews.starts_at >= ${f.from}`);
  if (f.to) where.push(sql`interviews.starts_at < ${f.to}`);
  if (f.jobId) where.push(sql`interviews.job_id = ${f.jobId}`);
  if (f.applicationId) where.push(sql`interviews.application_id = ${f.applicationId}`);
  if (f.round) where.push(sql`interviews.round = ${f.round}`);
  if (f.result !== undefined) where.push(sql`interviews.result = ${f.result}`);
  if (f.signedIn !== undefined) where.push(f.signedIn ? sql`interviews.signed_in_at is not null` : sql`interviews.signed_in_at is null`);
  if (f.interviewerId) where.push(sql`exists (select 1 from interview_interviewers f where f.interview_id = interviews.id and f.account_id = ${f.interviewerId})`);
  if (f.mineOf) where.push(sql`exists (select 1 from interview_interviewers f where f.interview_id = interviews.id and f.account_id = ${f.mineOf})`);
  if (f.keywordPattern) where.push(sql`(r.name ilike ${f.keywordPattern} or j.name ilike ${f.keywordPattern})`);
  return sql.join(where, sql` and `);
}

type People = Map<number, { id: number; name: string; isLead: boolean }[]>;

async function extrasOf(db: DbOrTx, companyId: number, ids: number[]): Promise<{ people: People; evaluated: Map<number, number> }> {
  const people: People = new Map();
  const evaluated = new Map<number, number>();
  if (ids.length === 0) return { people, evaluated };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ interview_id: number; id: number; name: string; is_lead: boolean }>(sql`
    select ii.interview_id, a.id, a.user_name as name, ii.is_lead from interview_interviewers ii join accounts a on a.id = ii.account_id
    where ii.company_id = ${companyId} and ii.interview_id in (${list}) order by ii.is_lead desc, a.id`);
  for (const r of rows) {
    const at = people.get(Number(r.interview_id)) ?? [];
    at.push({ id: Number(r.id), name: r.name, isLead: r.is_lead });
    people.set(Number(r.interview_id), at);
  }
  const counts = await db.execute<{ interview_id: number; n: number }>(sql`
    select interview_id, count(*)::int as n from interview_evaluations
    where company_id = ${companyId} and interview_id in (${list}) and submitted_at is not null group by interview_id`);
  for (const c of counts.rows) evaluated.set(Number(c.interview_id), Number(c.n));
  return { people, evaluated };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function present(r: Row, people: People, evaluated: Map<number, number>): InterviewDetail {
  const id = Number(r.id);
  return {
    id,
    applicationId: Number(r.application_id),
    resumeId: Number(r.resume_id),
    jobId: Number(r.job_id),
    jobName: r.job_name,
    candidateName: r.candidate_name,
    round: r.round,
    roundName: roundText(r.round, r.round_name),
    startAt: new Date(r.starts_at).toISOString(),
    endAt: new Date(r.ends_at).toISOString(),
    durationMinutes: r.duration_minutes,
    form: r.form,
    meetingRoomId: r.meeting_room_id === null ? null : Number(r.meeting_room_id),
    meetingRoomName: r.meeting_room_name,
    address: r.address,
    meetingUrl: r.meeting_url,
    interviewers: people.get(id) ?? [],
    leadId: Number(r.lead_id),
    result: r.result,
    signedIn: r.signed_in_at !== null,
    signedInAt: iso(r.signed_in_at),
    queueNumber: r.queue_number,
    groupUid: r.group_uid,
    cancelled: r.cancelled_at !== null,
    cancelReason: r.cancel_reason,
    evaluated: evaluated.get(id) ?? 0,
    contactId: r.contact_id === null ? null : Number(r.contact_id),
    contactName: r.contact_name,
    registrationForm: r.registration_form,
    evaluationTemplateId: r.evaluation_template_id === null ? null : Number(r.evaluation_template_id),
    sequence: r.sequence,
    calledAt: iso(r.called_at),
    calledRoom: r.called_room,
    createdAt: new Date(r.created_at).toISOString(),
    createdByName: r.created_by_name,
  };
}

/**
 * A page of interviews by start time (earliest first), with the number matching. The page's
 * ids are found on `interviews` alone (names joined only for a keyword), then only those rows
 * are joined with names, so a deep page does not join the rows it skips.
 */
export async function listInterviews(db: DbOrTx, companyId: number, visible: SQL, f: ListFilters, offset: number, limit: number): Promise<{ rows: InterviewListItem[]; total: number }> {
  const where = conditions(companyId, visible, f);
  const from = f.keywordPattern ? sql`interviews join resumes r on r.id = interviews.resume_id join jobs j on j.id = interviews.job_id` : sql`interviews`;
  const [page, counted] = await Promise.all([
    db.execute<{ id: number }>(sql`select interviews.id from ${from} where ${where} order by interviews.starts_at, interviews.id limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  const ids = page.rows.map((r) => Number(r.id));
  const total = Number(counted.rows[0]?.n ?? 0);
  if (ids.length === 0) return { rows: [], total };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [{ rows }, { people, evaluated }] = await Promise.all([
    db.execute<Row>(sql`select ${columns} from interviews ${joins} where interviews.company_id = ${companyId} and interviews.id in (${list})`),
    extrasOf(db, companyId, ids),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { rows: ids.flatMap((id) => (byId.has(id) ? [listItemOf(present(byId.get(id)!, people, evaluated))] : [])), total };
}

/** The list's fields of a detail (no column beyond the list's schema leaves). */
function listItemOf(d: InterviewDetail): InterviewListItem {
  const { contactId: _c, contactName: _cn, registrationForm: _r, evaluationTemplateId: _t, sequence: _s, calledAt: _ca, calledRoom: _cr, createdAt: _at, createdByName: _by, ...item } = d;
  return item;
}

/** One interview the caller may see (visibility as a condition), or undefined. */
export async function findInterviewDetail(db: DbOrTx, companyId: number, visible: SQL, id: number): Promise<InterviewDetail | undefined> {
  const { rows } = await db.execute<Row>(sql`select ${columns} from interviews ${joins} where interviews.company_id = ${companyId} and interviews.id = ${id} and ${visible}`);
  const row = rows[0];
  if (!row) return undefined;
  const { people, evaluated } = await extrasOf(db, companyId, [id]);
  return present(row, people, evaluated);
}
