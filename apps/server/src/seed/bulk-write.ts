// Writes planned candidates (bulk-plan.ts) with a handful of set-based statements per batch
// instead of an API call per step. Every change of stage is an UPDATE of `applications` that
// sets stage_id together with the historical stage_entered_at, so the stage-visit trigger
// (migration 0030) records each visit at its real time, exactly as it does for the pages; the
// log (events, resume records), interviews with their interviewers and evaluations, and offers
// are inserted dated alike.
import { ApplicationEventKind, ApplicationSource, InterviewResult, RecruitmentState, ResumeAction, recruitmentStateLabels, type ReasonType } from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client';
import type { BulkCandidate } from './bulk-plan';

export type BulkJobInfo = {
  name: string;
  orgId: number;
  stageNames: ReadonlyMap<number, string>;
  firstStageId: number;
  /** The job's interviewers per round (lead first; the last list serves later rounds); else the actor's take turns alone. */
  panels?: readonly (readonly number[])[];
};
export type BulkActor = { id: number; name: string; interviewerIds: readonly number[] };

type Row = Record<string, string | number | boolean | null>;
/** A row set as one jsonb parameter: `from ${rows(list, 'a bigint, b text')}`. */
const rows = (list: readonly object[], columns: string): SQL => sql`jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as x(${sql.raw(columns)})`;
const iso = (d: Date) => d.toISOString();

/** The company's archive reasons by type and name, for the reason ids an elimination carries. */
export async function reasonIds(db: Db | Tx, companyId: number): Promise<Map<string, number>> {
  const found = await db.execute<{ id: number; type: string; name: string }>(sql`select id, type, name from archive_reasons where company_id = ${companyId}`);
  return new Map(found.rows.map((x) => [`${x.type}:${x.name}`, Number(x.id)]));
}

/** Writes one batch of candidates in the caller's transaction; answers their application ids in order. */
export async function writeCandidates(tx: Tx, companyId: number, actor: BulkActor, jobs: ReadonlyMap<number, BulkJobInfo>, reasons: ReadonlyMap<string, number>, list: readonly BulkCandidate[]): Promise<number[]> {
  if (list.length === 0) return [];
  const jobOf = (c: BulkCandidate) => jobs.get(c.jobId)!;
  const inserted = await tx.execute<{ id: number; resume_id: number; job_id: number }>(sql`
    insert into applications (company_id, resume_id, job_id, stage_id, stage_entered_at, source, created_by, created_at, updated_at)
    select ${companyId}, x.resume_id, x.job_id, x.stage_id, x.at, ${ApplicationSource.Manual}, ${actor.id}, x.at, x.at
    from ${rows(
      list.map((c) => ({ resume_id: c.resumeId, job_id: c.jobId, stage_id: jobOf(c).firstStageId, at: iso(c.appliedAt) })),
      'resume_id bigint, job_id bigint, stage_id bigint, at timestamptz',
    )}
    returning id, resume_id, job_id`);
  const idOf = new Map(inserted.rows.map((x) => [`${x.resume_id}:${x.job_id}`, Number(x.id)]));
  const ids = list.map((c) => idOf.get(`${c.resumeId}:${c.jobId}`)!);

  // The k-th move of every candidate that has one, in one statement: the trigger closes the old visit and opens the new one at `at`.
  for (let k = 0; list.some((c) => c.moves.length > k); k += 1) {
    const moves = list.flatMap((c, i) => (c.moves.length > k ? [{ id: ids[i]!, stage_id: c.moves[k]!.stageId, at: iso(c.moves[k]!.at) }] : []));
    await tx.execute(sql`
      update applications a set stage_id = x.stage_id, stage_entered_at = x.at, updated_at = x.at, version = a.version + 1
      from ${rows(moves, 'id bigint, stage_id bigint, at timestamptz')} where a.id = x.id and a.company_id = ${companyId}`);
  }

  const ended = list.flatMap((c, i): Row[] => {
    const end = c.end;
    if (!end) return [];
    const base = { id: ids[i]!, at: iso(end.at) };
    if (end.kind === 'eliminate') return [{ ...base, outcome: 3, state: RecruitmentState.Eliminated, reason: end.reason.text, reason_id: reasons.get(`${end.reason.type}:${end.reason.text}`) ?? null, reason_type: end.reason.type, entry: null }];
    const state = end.entered ? RecruitmentState.Hired : RecruitmentState.AwaitingEntry;
    return [{ ...base, at: iso(end.entered ? end.entryAt : end.at), outcome: end.entered ? 1 : null, state, reason: null, reason_id: null, reason_type: null, entry: end.entryDate }];
  });
  if (ended.length) {
    await tx.execute(sql`
      update applications a set outcome = x.outcome, recruitment_state = x.state, eliminate_reason = x.reason, eliminate_reason_id = x.reason_id, eliminate_reason_type = x.reason_type,
        eliminated_at = case when x.outcome = 3 then x.at end, eliminated_by = case when x.outcome = 3 then ${actor.id}::bigint end, entry_date = x.entry::date, updated_at = x.at, version = a.version + 1
      from ${rows(ended, 'id bigint, at timestamptz, outcome smallint, state smallint, reason text, reason_id bigint, reason_type text, entry text')}
      where a.id = x.id and a.company_id = ${companyId}`);
  }

  // The log, as the pipeline writes it: an event per step and a line in the resume's history.
  type Logged = { application_id: number; resume_id: number; kind: string; from_stage: number | null; to_stage: number | null; note: string | null; data: string; action: string; record: string; at: string };
  const log: Logged[] = [];
  for (const [i, c] of list.entries()) {
    const job = jobOf(c);
    const say = (kind: string, action: string, at: Date, record: string, more: Partial<Logged> = {}) =>
      log.push({ application_id: ids[i]!, resume_id: c.resumeId, kind, from_stage: null, to_stage: null, note: null, data: '{}', action, record, at: iso(at), ...more });
    say(ApplicationEventKind.Enter, ResumeAction.JobApply, c.appliedAt, `加入职位「${job.name}」的「${job.stageNames.get(job.firstStageId)}」阶段（HR添加）`, { to_stage: job.firstStageId, note: 'HR添加' });
    let from = job.firstStageId;
    for (const m of c.moves) {
      say(ApplicationEventKind.Move, ResumeAction.StageMove, m.at, `职位「${job.name}」：从「${job.stageNames.get(from)}」移动到「${job.stageNames.get(m.stageId)}」`, { from_stage: from, to_stage: m.stageId });
      from = m.stageId;
    }
    const end = c.end;
    if (end?.kind === 'eliminate') {
      const data = JSON.stringify({ reasonType: end.reason.type satisfies ReasonType, reasonId: reasons.get(`${end.reason.type}:${end.reason.text}`) ?? null, notify: false });
      say(ApplicationEventKind.Eliminate, ResumeAction.Eliminate, end.at, `职位「${job.name}」的「${job.stageNames.get(from)}」阶段淘汰：${end.reason.text}`, { from_stage: from, note: end.reason.text, data });
    } else if (end?.kind === 'hire') {
      const waiting = recruitmentStateLabels[RecruitmentState.AwaitingEntry];
      say(ApplicationEventKind.Staff, ResumeAction.StaffState, end.at, `职位「${job.name}」：${waiting}（入职日期 ${end.entryDate}）`, { note: `${waiting}（入职日期 ${end.entryDate}）`, data: JSON.stringify({ from: null, to: RecruitmentState.AwaitingEntry }) });
      if (end.entered) {
        const hired = recruitmentStateLabels[RecruitmentState.Hired];
        say(ApplicationEventKind.Staff, ResumeAction.StaffState, end.entryAt, `职位「${job.name}」：${hired}（入职日期 ${end.entryDate}）`, { note: `${hired}（入职日期 ${end.entryDate}）`, data: JSON.stringify({ from: RecruitmentState.AwaitingEntry, to: RecruitmentState.Hired }) });
      }
    }
  }
  const logColumns = 'application_id bigint, resume_id bigint, kind text, from_stage bigint, to_stage bigint, note text, data text, action text, record text, at timestamptz';
  await tx.execute(sql`
    insert into application_events (company_id, application_id, kind, from_stage_id, to_stage_id, actor_id, actor_name, note, data, created_at)
    select ${companyId}, x.application_id, x.kind, x.from_stage, x.to_stage, ${actor.id}, ${actor.name}, x.note, x.data::jsonb, x.at from ${rows(log, logColumns)} order by x.at`);
  await tx.execute(sql`
    insert into resume_records (company_id, resume_id, operator_id, operator_name, action, note, created_at)
    select ${companyId}, x.resume_id, ${actor.id}, ${actor.name}, x.action, x.record, x.at from ${rows(log, logColumns)} order by x.at`);

  await writeInterviews(
    tx,
    companyId,
    actor,
    jobs,
    list.map((c, i) => ({ applicationId: ids[i]!, resumeId: c.resumeId, jobId: c.jobId, interviews: c.interviews })),
  );

  const offered = list.flatMap((c, i) => {
    const o = c.offer;
    if (!o) return [];
    return [{ application_id: ids[i]!, resume_id: c.resumeId, job_id: c.jobId, org_id: jobOf(c).orgId, accepted: o.accepted, entry: o.entryDate, at: iso(o.at), answered: iso(o.answeredAt), decline: c.end?.kind === 'eliminate' ? c.end.reason.text : null }];
  });
  if (offered.length) {
    await tx.execute(sql`
      insert into offers (company_id, application_id, resume_id, job_id, status, entry_time, org_id, probation_period, internship_salary_fen, salary_type, formal_salary_fen, tax_type,
        offer_email_flag, approval_status, sent_at, sent_by, expires_at, answered_at, answer, decline_reason, created_by, created_at, updated_at)
      select ${companyId}, x.application_id, x.resume_id, x.job_id, case when x.accepted then 'accepted' else 'declined' end, x.entry::date, x.org_id, 3,
        1200000 + (x.application_id % 9) * 100000, 1, 1500000 + (x.application_id % 9) * 125000, 1, true, 'approved', x.at, ${actor.id}, x.at + interval '7 days', x.answered,
        case when x.accepted then 'accept' else 'decline' end, x.decline, ${actor.id}, x.at - interval '1 day', x.answered
      from ${rows(offered, 'application_id bigint, resume_id bigint, job_id bigint, org_id bigint, accepted boolean, entry text, at timestamptz, answered timestamptz, decline text')}`);
  }
  return ids;
}

/** Existing applications' interviews to write (the candidates of writeCandidates, or the API history's). */
export type Interviewed = { applicationId: number; resumeId: number; jobId: number; interviews: BulkCandidate['interviews'] };

/** Writes the interviews, their interviewers (the job's panels, else the actor's in turn) and the evaluations planned for them. */
export async function writeInterviews(tx: Tx, companyId: number, actor: BulkActor, jobs: ReadonlyMap<number, Pick<BulkJobInfo, 'panels'>>, list: readonly Interviewed[]): Promise<void> {
  const panelOf = (c: Interviewed, i: number, n: number): number[] => {
    const { round, panel } = c.interviews[n]!;
    const panels = jobs.get(c.jobId)!.panels;
    if (!panels?.length) return [actor.interviewerIds[(i + n) % actor.interviewerIds.length]!];
    return panels[Math.min(round, panels.length) - 1]!.slice(0, panel?.seats ?? 1);
  };
  const held = list.flatMap((c, i) =>
    c.interviews.map((iv, n) => ({
      application_id: c.applicationId,
      resume_id: c.resumeId,
      job_id: c.jobId,
      round: iv.round,
      at: iso(iv.at),
      result: iv.result,
      lead: panelOf(c, i, n)[0]!,
      template: iv.panel?.evaluations.length ? iv.panel.templateId : null,
      uid: `seed-${c.applicationId}-${n}@bole.seed`,
    })),
  );
  if (held.length === 0) return;
  // A candidate who did not come was not signed in, and the lead noted it soon after the start.
  const created = await tx.execute<{ id: number; uid: string }>(sql`
    insert into interviews (company_id, application_id, resume_id, job_id, round, starts_at, duration_minutes, ends_at, form, lead_id, evaluation_template_id, uid, result, result_by, result_at, signed_in_at, created_by, created_at, updated_at)
    select ${companyId}, x.application_id, x.resume_id, x.job_id, x.round, x.at, 60, x.at + interval '1 hour', case when x.round = 1 then 1 else 2 end, x.lead, x.template, x.uid,
      x.result, case when x.result > 0 then x.lead end,
      case when x.result = ${InterviewResult.Absent} then x.at + interval '20 minutes' when x.result > 0 then x.at + interval '2 hours' end,
      case when x.result <> ${InterviewResult.Absent} then x.at - interval '10 minutes' end, ${actor.id}, x.at - interval '2 days', x.at + interval '2 hours'
    from ${rows(held, 'application_id bigint, resume_id bigint, job_id bigint, round smallint, at timestamptz, result smallint, lead bigint, template bigint, uid text')}
    returning id, uid`);
  const idOfUid = new Map(created.rows.map((x) => [x.uid, Number(x.id)]));
  const seated = list.flatMap((c, i) => c.interviews.map((_, n) => ({ interview: idOfUid.get(`seed-${c.applicationId}-${n}@bole.seed`)!, people: panelOf(c, i, n) })));
  await tx.execute(sql`
    insert into interview_interviewers (company_id, interview_id, account_id, is_lead)
    select ${companyId}, x.id, x.account, x.lead from ${rows(
      seated.flatMap((s) => s.people.map((account, seat) => ({ id: s.interview, account, lead: seat === 0 }))),
      'id bigint, account bigint, lead boolean',
    )}`);
  const evaluations = list.flatMap((c, i) =>
    c.interviews.flatMap((iv, n) =>
      (iv.panel?.evaluations ?? []).map((e) => ({
        interview: idOfUid.get(`seed-${c.applicationId}-${n}@bole.seed`)!,
        account: panelOf(c, i, n)[e.seat]!,
        template: iv.panel!.templateId,
        answers: e.answers,
        recommendation: e.recommendation,
        comment: e.comment,
        at: iso(e.submittedAt),
      })),
    ),
  );
  if (evaluations.length) {
    // Filled in over a quarter of an hour before it was submitted.
    await tx.execute(sql`
      insert into interview_evaluations (company_id, interview_id, account_id, template_id, answers, recommendation, comment, submitted_at, created_at, updated_at)
      select ${companyId}, x.interview, x.account, x.template, x.answers, x.recommendation, x.comment, x.at, x.at - interval '15 minutes', x.at
      from ${rows(evaluations, 'interview bigint, account bigint, template bigint, answers jsonb, recommendation smallint, comment text, at timestamptz')}`);
  }
}
