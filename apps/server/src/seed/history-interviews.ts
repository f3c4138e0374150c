// The interviews of the demo's API-written history (work.ts). Its candidates were moved through
// 面试 and 复试 as the plan said; here each visit of an interview stage that ended gets the
// interview held in it, its result read from what came next (moved on: 复试 or 通过; eliminated:
// 未通过; turned the interview down: now and then by not coming), with its panel and
// evaluations as the volume's (evaluation-plan.ts). Candidates still waiting in an interview
// stage get none, nor those the interview seed arranged one for.
import { ApplicationEventKind, InterviewResult, StageType } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { BulkCandidate } from './bulk-plan';
import { writeInterviews, type Interviewed } from './bulk-write';
import { planPanel } from './evaluation-plan';
import { FILLED, workingTime } from './history-plan';
import { demoInterviewing } from './interview-panels';
import { random } from './random';

const HISTORY_INTERVIEW_SEED = 2029;
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Step = { application_id: string; resume_id: string; job_id: string; owner_id: string; org: string; kind: string; interview_stage: boolean; at: Date; reason_type: string | null; reason: string | null };

export async function seedHistoryInterviews(db: Db, companyId: number, applicationIds: readonly number[], now: Date): Promise<void> {
  if (applicationIds.length === 0) return;
  const found = await db.execute<Step>(sql`
    select e.application_id, a.resume_id, a.job_id, j.owner_id, o.name as org, e.kind, coalesce(s.type = ${StageType.Interview}, false) as interview_stage, e.created_at as at,
      a.eliminate_reason_type as reason_type, a.eliminate_reason as reason
    from application_events e
    join applications a on a.id = e.application_id
    join jobs j on j.id = a.job_id
    join orgs o on o.id = j.org_id
    left join recruit_stages s on s.id = e.to_stage_id
    where e.company_id = ${companyId} and e.application_id = any(${`{${applicationIds.join(',')}}`}::bigint[])
      and e.kind in (${ApplicationEventKind.Enter}, ${ApplicationEventKind.Move}, ${ApplicationEventKind.Eliminate})
      and not exists (select 1 from interviews i where i.application_id = a.id)
    order by e.application_id, e.created_at, e.id`);
  const steps = new Map<number, Step[]>();
  for (const step of found.rows) steps.set(Number(step.application_id), [...(steps.get(Number(step.application_id)) ?? []), step]);

  const { panelsOf, template } = await demoInterviewing(db, companyId);
  const r = random(HISTORY_INTERVIEW_SEED);
  // Held before today: today's interviews are the front desk's (interviews.ts).
  const today = Math.floor((now.getTime() + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const list: (Interviewed & { owner: number })[] = [];
  const panels = new Map<number, { panels: number[][] }>();
  for (const [applicationId, line] of steps) {
    const first = line[0]!;
    const interviews: BulkCandidate['interviews'] = [];
    let round = 0;
    for (const [k, step] of line.entries()) {
      const next = line[k + 1];
      if (!step.interview_stage || step.kind === ApplicationEventKind.Eliminate || !next) continue;
      round += 1;
      const eliminated = next.kind === ApplicationEventKind.Eliminate;
      const result = !eliminated
        ? next.interview_stage
          ? InterviewResult.SecondRound
          : InterviewResult.Passed
        : next.reason_type === 'elimination' && next.reason !== FILLED
          ? InterviewResult.Failed
          : next.reason_type === 'refuseInterview' && r.chance(0.5)
            ? InterviewResult.Absent
            : null;
      if (result === null) continue;
      // A day or three after entering the stage, else as soon as the decision leaves room for it.
      const entered = new Date(step.at).getTime();
      const latest = Math.min(new Date(next.at).getTime() - 2 * HOUR, today);
      const at = [workingTime(entered + r.int(1, 3) * DAY, r), workingTime(entered + HOUR, r)].find((t) => t.getTime() <= latest);
      if (!at) continue;
      interviews.push({ round, at, result });
    }
    if (interviews.length === 0) continue;
    for (const iv of interviews) iv.panel = planPanel(r, iv, template, now);
    const jobId = Number(first.job_id);
    const owner = Number(first.owner_id);
    panels.set(jobId, { panels: panelsOf(first.org, owner) });
    list.push({ applicationId, resumeId: Number(first.resume_id), jobId, interviews, owner });
  }
  await db.transaction(async (tx) => {
    for (const owner of new Set(list.map((c) => c.owner))) {
      await writeInterviews(tx, companyId, { id: owner, name: '', interviewerIds: [owner] }, panels, list.filter((c) => c.owner === owner));
    }
  });
}
