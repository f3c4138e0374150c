// Application rows → API answers (no column leaks).
import { recruitPhaseOf, type Application, type ApplicationCard, type RecruitmentState } from '@bole/domain';
import { ageOf } from '../resumes/derive';
import type { StageRow } from '../processes/job-stages';
import type { ApplicationRecord, FoundApplication } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const missingStage = (id: number): StageRow => ({ id, name: '已删除的阶段', type: 5, actions: [], enabled: false });

export function presentApplication(r: FoundApplication, stages: ReadonlyMap<number, StageRow>): Application {
  const stage = stages.get(r.stageId) ?? missingStage(r.stageId);
  const state = r.recruitmentState as RecruitmentState | null;
  return {
    id: r.id,
    resumeId: r.resumeId,
    resumeName: r.resumeName,
    jobId: r.jobId,
    job: { id: r.jobId, name: r.jobName },
    stageId: r.stageId,
    stage: { id: stage.id, name: stage.name, type: stage.type },
    outcome: r.outcome as Application['outcome'],
    recruitmentState: state,
    recruitPhase: recruitPhaseOf(stage.type, state),
    eliminateReason: r.eliminateReason,
    eliminateReasonId: r.eliminateReasonId,
    eliminateReasonType: r.eliminateReasonType,
    eliminatedAt: iso(r.eliminatedAt),
    entryDate: r.entryDate,
    leaveDate: r.leaveDate,
    source: r.source,
    active: r.archivedAt === null,
    archivedAt: iso(r.archivedAt),
    archiveReason: r.archiveReason,
    stageEnteredAt: r.stageEnteredAt.toISOString(),
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The resume columns a card shows. */
export type CardResume = {
  name: string;
  gender: number | null;
  birthday: string | null;
  birthYear: number | null;
  workYears: number | null;
  statedWorkYears: number | null;
  topDegree: number | null;
  statedDegree: number | null;
  lastCompany: string | null;
  lastJobTitle: string | null;
  channel: number | null;
};
export type CardRow = Pick<ApplicationRecord, 'id' | 'resumeId' | 'stageId' | 'outcome' | 'recruitmentState' | 'source' | 'eliminateReason' | 'stageEnteredAt' | 'createdAt' | 'version'> & CardResume;

/** A card; `tags` are the resume's (tagsOf of the resumes module). */
export function presentCard(r: CardRow, tags: ApplicationCard['tags'] = []): ApplicationCard {
  return {
    id: r.id,
    resumeId: r.resumeId,
    name: r.name,
    gender: r.gender,
    age: ageOf(r),
    workYears: r.workYears ?? r.statedWorkYears,
    topDegree: r.topDegree ?? r.statedDegree,
    lastCompany: r.lastCompany,
    lastJobTitle: r.lastJobTitle,
    channel: r.channel,
    tags,
    stageId: r.stageId,
    outcome: r.outcome as ApplicationCard['outcome'],
    recruitmentState: r.recruitmentState as RecruitmentState | null,
    source: r.source,
    eliminateReason: r.recruitmentState === 3 ? r.eliminateReason : null,
    stageEnteredAt: r.stageEnteredAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}
