// The process editor's rules: the required screening and interview stages stay on, stages
// switched off in the library cannot be added, the order is the one saved, and a process
// without a screening or an interview stage is not saved.
import { describe, expect, it } from 'vitest';
import type { RecruitProcess, RecruitStage, StageType } from '@bole/domain';
import { draftOf, draftProblems, moveStage, stageIdsOf, startingStageIds, switchLock, toggleStage } from './process-edit';

const stage = (id: number, name: string, type: StageType, patch: Partial<RecruitStage> = {}): RecruitStage => ({
  id, name, type, actions: [], enabled: true, locked: false, sort: id, processCount: 0, candidateCount: 0, ...patch,
});

const library = [
  stage(1, '初筛', 1, { locked: true }),
  stage(2, '用人部门筛选', 1),
  stage(3, '面试', 2, { locked: true }),
  stage(4, '复试', 2),
  stage(5, 'Offer', 4),
  stage(6, '体检', 5, { enabled: false }),
];

describe('draftOf', () => {
  it('lists the process stages in order and on, then the other enabled library stages off', () => {
    const rows = draftOf(library, [3, 1, 5]);
    expect(rows.map((r) => [r.stage.name, r.on])).toEqual([
      ['面试', true],
      ['初筛', true],
      ['Offer', true],
      ['用人部门筛选', false],
      ['复试', false],
    ]);
  });

  it('adds a required stage the process lacks, switched on', () => {
    expect(stageIdsOf(draftOf(library, [2, 4]))).toEqual([2, 4, 1, 3]);
  });

  it('takes out a stage switched off in the library since, so saving drops it', () => {
    const rows = draftOf(library, [1, 6, 3]);
    expect(rows.map((r) => [r.stage.name, r.on])).toEqual([
      ['初筛', true],
      ['面试', true],
      ['体检', false],
      ['用人部门筛选', false],
      ['复试', false],
      ['Offer', false],
    ]);
    expect(stageIdsOf(rows)).toEqual([1, 3]);
  });

  it('ignores ids that are not in the library', () => {
    expect(stageIdsOf(draftOf(library, [1, 99, 3]))).toEqual([1, 3]);
  });
});

describe('switching stages', () => {
  it('never switches off a required stage', () => {
    const rows = draftOf(library, [1, 3]);
    expect(switchLock(rows[0]!)).toBe('初筛和面试类型的第一个阶段是必需的，不能关闭');
    expect(toggleStage(rows, 1, false)).toEqual(rows);
  });

  it('appends a stage switched on to the process and puts one switched off first among the others', () => {
    const rows = toggleStage(draftOf(library, [1, 3]), 5, true);
    expect(stageIdsOf(rows)).toEqual([1, 3, 5]);
    const again = toggleStage(toggleStage(rows, 2, true), 5, false);
    expect(again.map((r) => [r.stage.name, r.on])).toEqual([
      ['初筛', true],
      ['面试', true],
      ['用人部门筛选', true],
      ['Offer', false],
      ['复试', false],
    ]);
  });

  it('never adds a stage switched off in the library', () => {
    const rows = draftOf(library, [1, 3, 6]);
    const off = rows.find((r) => r.stage.id === 6)!;
    expect(switchLock(off)).toBe('该阶段已在招聘阶段中停用，启用后才能加入流程');
    expect(toggleStage(rows, 6, true)).toEqual(rows);
  });
});

describe('moveStage', () => {
  it('swaps a stage with its neighbour in the process and leaves the ends alone', () => {
    const rows = draftOf(library, [1, 2, 3]);
    expect(stageIdsOf(moveStage(rows, 1, -1))).toEqual([2, 1, 3]);
    expect(stageIdsOf(moveStage(rows, 1, 1))).toEqual([1, 3, 2]);
    expect(moveStage(rows, 0, -1)).toEqual(rows);
    // The last stage of the process does not move among the stages outside it.
    expect(moveStage(rows, 2, 1)).toEqual(rows);
  });

  it('moves a stage just switched on to its place', () => {
    const rows = toggleStage(draftOf(library, [1, 3, 5]), 2, true);
    expect(stageIdsOf(moveStage(moveStage(rows, 3, -1), 2, -1))).toEqual([1, 2, 3, 5]);
  });
});

describe('draftProblems', () => {
  it('asks for a screening and an interview stage', () => {
    const noRequired = library.map((s) => ({ ...s, locked: false }));
    expect(draftProblems(draftOf(noRequired, [5]))).toEqual(['流程须包含至少一个「初筛」类型的阶段', '流程须包含至少一个「面试」类型的阶段']);
    expect(draftProblems(draftOf(noRequired, [2, 4]))).toEqual([]);
  });
});

describe('startingStageIds', () => {
  it('starts a new process from the default one', () => {
    const process = (id: number, isDefault: boolean, ids: number[]): RecruitProcess => ({
      id, name: `流程${id}`, isDefault, jobCount: 0, updatedAt: '2026-11-24T03:00:00.000Z',
      stages: ids.map((i) => ({ id: i, name: library[i - 1]!.name, type: library[i - 1]!.type, actions: [], enabled: true })),
    });
    expect(startingStageIds([process(1, false, [1, 3]), process(2, true, [1, 2, 3, 5])])).toEqual([1, 2, 3, 5]);
    expect(startingStageIds([])).toEqual([]);
  });
});
