// The process editor's draft: the process's stages in order, switched on, followed by the
// library's other stages, switched off; switching a stage on appends it to the process and
// switching it off takes it out. The required stages (the library's first screening and interview
// stage) stay on; a stage switched off in the library is not part of a process (the server refuses
// it) and cannot be added; a process needs a screening and an interview stage.
import { StageType, stageTypeLabels, type RecruitProcess, type RecruitStage } from '@bole/domain';

export type DraftRow = { stage: RecruitStage; on: boolean };

/**
 * The draft of a process (or of a new one starting from the default process's stage ids): its
 * enabled stages in order and the required stages it lacks, on; then, off, the stages it held
 * that were switched off in the library since and the library's other enabled stages.
 */
export function draftOf(library: readonly RecruitStage[], stageIds: readonly number[]): DraftRow[] {
  const byId = new Map(library.map((s) => [s.id, s]));
  const included = stageIds.map((id) => byId.get(id)).filter((s): s is RecruitStage => s !== undefined);
  const taken = new Set(included.map((s) => s.id));
  const on = [...included.filter((s) => s.enabled), ...library.filter((s) => s.locked && !taken.has(s.id))];
  const off = [...included.filter((s) => !s.enabled), ...library.filter((s) => s.enabled && !s.locked && !taken.has(s.id))];
  return [...on.map((stage) => ({ stage, on: true })), ...off.map((stage) => ({ stage, on: false }))];
}

/** Why the row's switch cannot change, or null when it can. */
export function switchLock(row: DraftRow): string | null {
  if (row.stage.locked && row.on) return '初筛和面试类型的第一个阶段是必需的，不能关闭';
  if (!row.stage.enabled) return '该阶段已在招聘阶段中停用，启用后才能加入流程';
  return null;
}

/** The draft with the stage switched on (last in the process) or off (first of the others); a locked switch stays as it is. */
export function toggleStage(rows: readonly DraftRow[], stageId: number, on: boolean): DraftRow[] {
  const row = rows.find((r) => r.stage.id === stageId);
  if (!row || row.on === on || switchLock(row) !== null) return [...rows];
  const rest = rows.filter((r) => r !== row);
  const at = rest.filter((r) => r.on).length;
  return [...rest.slice(0, at), { ...row, on }, ...rest.slice(at)];
}

/** The draft with the process's stage at `index` moved one place up (-1) or down (1) within the process. */
export function moveStage(rows: readonly DraftRow[], index: number, by: -1 | 1): DraftRow[] {
  const to = index + by;
  if (!rows[index]?.on || !rows[to]?.on) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The stage ids the process is saved with, in order. */
export function stageIdsOf(rows: readonly DraftRow[]): number[] {
  return rows.filter((r) => r.on).map((r) => r.stage.id);
}

/** What keeps the draft from being saved, in words (empty when it can be). */
export function draftProblems(rows: readonly DraftRow[]): string[] {
  const on = rows.filter((r) => r.on);
  const problems: string[] = [];
  for (const type of [StageType.Screening, StageType.Interview]) {
    if (!on.some((r) => r.stage.type === type)) problems.push(`流程须包含至少一个「${stageTypeLabels[type]}」类型的阶段`);
  }
  return problems;
}

/** The stage ids a new process starts from: those of the default process. */
export function startingStageIds(processes: readonly RecruitProcess[]): number[] {
  return processes.find((p) => p.isDefault)?.stages.map((s) => s.id) ?? [];
}
