// The demo company's volume: beside the candidates written through the API (work.ts), several
// hundred more applied to its jobs over the last six months and moved through the process,
// written set-based (bulk-write.ts) so the boards show a real company's months in a second or
// two. The API ones keep every page's flows real; these give the funnel and the trends their shape.
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { accounts } from '../modules/company/tables';
import { applications } from '../modules/applications/tables';
import { jobs } from '../modules/jobs/tables';
import { ensureDefaultProcess } from '../modules/processes/defaults';
import { stagesOfProcesses } from '../modules/processes/job-stages';
import { resumes } from '../modules/resumes/tables';
import { planJobCandidates, type BulkCandidate } from './bulk-plan';
import { reasonIds, writeCandidates, type BulkJobInfo } from './bulk-write';
import { planPanel } from './evaluation-plan';
import { demoInterviewing } from './interview-panels';
import { DEMO_JOBS } from './history-plan';
import { random } from './random';
import { seedResumes } from './resumes';
import { trackOfTitle } from './tracks';

/** Resumes added to the pool for these candidates (a candidate may apply to more than one job). */
export const DEMO_VOLUME_RESUMES = 400;
const VOLUME_SEED = 2027;
const EVALUATION_SEED = 2028;
/** Interviews the candidate does not come to. */
const NO_SHOW_RATE = 0.06;
const DAY = 86_400_000;

/** 00:00 of `now`'s China day: interviews of the volume are held before it (today's list is work.ts's). */
const chinaMidnight = (now: Date) => new Date(Math.floor((now.getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000);

export async function seedDemoVolume(db: Db, companyId: number, now: Date): Promise<void> {
  await seedResumes(db, companyId, DEMO_VOLUME_RESUMES, { seed: VOLUME_SEED });
  // The pool's resumes no candidate of the API history uses, so no job sees a resume twice.
  const free = await db
    .select({ id: resumes.id, title: resumes.lastJobTitle })
    .from(resumes)
    .where(and(eq(resumes.companyId, companyId), isNull(resumes.deletedAt), notExists(db.select({ x: sql`1` }).from(applications).where(eq(applications.resumeId, resumes.id)))))
    .orderBy(asc(resumes.id));
  const jobRows = await db
    .select({ id: jobs.id, name: jobs.name, orgId: jobs.orgId, ownerId: jobs.ownerId, openedAt: jobs.openedAt, closedAt: jobs.closedAt, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.name, DEMO_JOBS.map((j) => j.name))));
  const processId = await db.transaction((tx) => ensureDefaultProcess(tx, companyId));
  const stages = (await stagesOfProcesses(db, companyId, [processId])).get(processId)!.filter((s) => s.enabled);
  const stageNames = new Map(stages.map((s) => [s.id, s.name]));
  const people = await db
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail })
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .orderBy(asc(accounts.id));
  const { panelsOf, template } = await demoInterviewing(db, companyId);

  const r = random(VOLUME_SEED);
  const planned: BulkCandidate[] = [];
  const info = new Map<number, BulkJobInfo>();
  for (const [k, spec] of DEMO_JOBS.entries()) {
    const job = jobRows.find((j) => j.name === spec.name);
    if (!job || !spec.volume) continue;
    // Candidates of the job's own track first, then others who applied anyway; each job starts elsewhere in the pool.
    const own = free.filter((x) => trackOfTitle(x.title ?? '')?.key === spec.track);
    const rest = free.filter((x) => trackOfTitle(x.title ?? '')?.key !== spec.track);
    const offset = (k * 37) % Math.max(rest.length, 1);
    const picked = [...own, ...rest.slice(offset), ...rest.slice(0, offset)].slice(0, spec.volume.applicants).map((x) => x.id);
    const closed = job.status === 2 && job.closedAt !== null;
    planned.push(
      ...planJobCandidates(
        r,
        { jobId: job.id, stageIds: stages.map((s) => s.id), from: job.openedAt, until: closed ? job.closedAt! : now, closed, maxHires: spec.volume.hires },
        picked,
        now,
        { interviewsBefore: chinaMidnight(now), noShowRate: NO_SHOW_RATE },
      ),
    );
    info.set(job.id, { name: job.name, orgId: job.orgId, stageNames, firstStageId: stages[0]!.id, panels: panelsOf(spec.org, job.ownerId!) });
  }
  const e = random(EVALUATION_SEED);
  for (const iv of planned.flatMap((c) => c.interviews)) iv.panel = planPanel(e, iv, template, now);
  const reasons = await reasonIds(db, companyId);
  // Each job's recruiter works its candidates.
  const owners = [...new Set(jobRows.map((j) => j.ownerId!))];
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const owner of owners) {
      const name = people.find((p) => p.id === owner)!.name;
      const theirs = planned.filter((c) => jobRows.find((j) => j.id === c.jobId)!.ownerId === owner);
      ids.push(...(await writeCandidates(tx, companyId, { id: owner, name, interviewerIds: [owner] }, info, reasons, theirs)));
    }
    // A resume entered the pool a few hours before its first application and was last touched by its latest step.
    await tx.execute(sql`
      update resumes r set created_at = x.first_at - interval '3 hours' - (r.id % 17) * interval '17 minutes', updated_at = x.last_at
      from (select resume_id, min(created_at) as first_at, max(updated_at) as last_at from applications where id = any(${`{${ids.join(',')}}`}::bigint[]) group by resume_id) x
      where r.id = x.resume_id and r.company_id = ${companyId}`);
  });
}
