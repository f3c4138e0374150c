// A job's board (/recruit/job): its stages with counts and the first cards of each, and more
// cards of one stage by cursor (newest in the stage first). Counts and pages read the board
// index (company, job, stage, time in stage, id), so a job of 5,000 candidates stays quick.
import type { ApplicationView, Board, BoardQuery, BoardStagePage, BoardStageQuery, ProcessStage } from '@bole/domain';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { findJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';
import { processOfJob, stagesByIds, stagesOfProcesses } from '../processes/job-stages';
import { tagsOf } from '../resumes/repository';
import { resumes } from '../resumes/tables';
import { liveResume, stageCountsForJobs, viewCondition } from './counts';
import { presentCard, type CardRow } from './presenter';
import { applications } from './tables';

export const cardColumns = {
  id: applications.id,
  resumeId: applications.resumeId,
  stageId: applications.stageId,
  outcome: applications.outcome,
  recruitmentState: applications.recruitmentState,
  source: applications.source,
  eliminateReason: applications.eliminateReason,
  stageEnteredAt: applications.stageEnteredAt,
  createdAt: applications.createdAt,
  version: applications.version,
  name: resumes.name,
  gender: resumes.gender,
  birthday: resumes.birthday,
  birthYear: resumes.birthYear,
  workYears: resumes.workYears,
  statedWorkYears: resumes.statedWorkYears,
  topDegree: resumes.topDegree,
  statedDegree: resumes.statedDegree,
  lastCompany: resumes.lastCompany,
  lastJobTitle: resumes.lastJobTitle,
  channel: resumes.channel,
};

/** Cursor of a card: its time in stage (ms; written at ms precision) and id. */
const cursorOf = (r: CardRow) => `${r.stageEnteredAt.getTime()}_${r.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15})_(\d{1,15})$/.exec(cursor);
  if (!match) throw new AppError('VALIDATION', '分页标记不正确，请刷新后重试');
  return sql`(${applications.stageEnteredAt}, ${applications.id}) < (${new Date(Number(match[1])).toISOString()}::timestamptz, ${Number(match[2])})`;
}

async function stagePage(db: DbOrTx, companyId: number, jobId: number, stageId: number, view: ApplicationView, pageSize: number, cursor?: string): Promise<BoardStagePage> {
  const rows = await db
    .select(cardColumns)
    .from(applications)
    .innerJoin(resumes, liveResume)
    .where(inCompany(applications, companyId, eq(applications.jobId, jobId), eq(applications.stageId, stageId), sql`${applications.archivedAt} is null`, viewCondition(view), afterCursor(cursor)))
    .orderBy(desc(applications.stageEnteredAt), desc(applications.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const tags = await tagsOf(db, companyId, page.map((r) => r.resumeId));
  return { cards: page.map((r) => presentCard(r, tags.get(r.resumeId))), nextCursor: rows.length > pageSize ? cursorOf(page[page.length - 1]!) : null };
}

async function visibleJob(db: Db, caller: Caller, jobId: number) {
  const job = await findJob(db, caller.companyId, jobId, { scope: jobScope(caller) });
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/** The board's columns: the job's enabled stages, then any other stage still holding candidates (disabled since). */
async function boardStages(db: Db, companyId: number, recruitProcessId: number | null, holding: readonly number[]): Promise<{ processId: number; stages: ProcessStage[] }> {
  const processId = await db.transaction((tx) => processOfJob(tx, companyId, recruitProcessId));
  const stages = ((await stagesOfProcesses(db, companyId, [processId])).get(processId) ?? []).filter((s) => s.enabled);
  const strays = holding.filter((id) => !stages.some((s) => s.id === id));
  return { processId, stages: [...stages, ...(await stagesByIds(db, companyId, strays)).values()] };
}

export async function jobBoard(db: Db, caller: Caller, jobId: number, q: BoardQuery): Promise<Board> {
  const job = await visibleJob(db, caller, jobId);
  const { byStage, counts } = (await stageCountsForJobs(db, caller.companyId, [jobId], q.view)).get(jobId)!;
  const { processId, stages } = await boardStages(db, caller.companyId, job.recruitProcessId, [...byStage.keys()]);
  const pages = await Promise.all(stages.map((s) => ((byStage.get(s.id) ?? 0) === 0 ? { cards: [], nextCursor: null } : stagePage(db, caller.companyId, jobId, s.id, q.view, q.pageSize))));
  return {
    job: { id: job.id, name: job.name, processId, scoringRuleId: job.resumeScoringRulesId },
    view: q.view,
    stages: stages.map((s, i) => ({ id: s.id, name: s.name, type: s.type, actions: s.actions, count: byStage.get(s.id) ?? 0, ...pages[i]! })),
    counts,
  };
}

export async function jobBoardStage(db: Db, caller: Caller, jobId: number, stageId: number, q: BoardStageQuery): Promise<BoardStagePage> {
  await visibleJob(db, caller, jobId);
  return stagePage(db, caller.companyId, jobId, stageId, q.view, q.pageSize, q.cursor);
}
