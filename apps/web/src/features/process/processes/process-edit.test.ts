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

  it('shows a stage switched off in the library in its place, off, so saving takes it out', () => {
    const rows = draftOf(library, [1, 6, 3]);
    expect(rows.slice(0, 3).map((r) => [r.stage.name, r.on])).toEqual([
      ['初筛', true],
      ['体检', false],
      ['面试', true],
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

  it('switches other stages on and off', () => {
    const rows = toggleStage(draftOf(library, [1, 3]), 4, true);
    expect(stageIdsOf(rows)).toEqual([1, 3, 4]);
    expect(stageIdsOf(toggleStage(rows, 4, false))).toEqual([1, 3]);
  });

  it('never adds a stage switched off in the library', () => {
    const rows = draftOf(library, [1, 3, 6]);
    const off = rows.find((r) => r.stage.id === 6)!;
    expect(switchLock(off)).toBe('该阶段已在招聘阶段中停用，启用后才能加入流程');
    expect(toggleStage(rows, 6, true)).toEqual(rows);
  });
});

describe('moveStage', () => {
  it('swaps a row with its neighbour and leaves the ends alone', () => {
    const rows = draftOf(library, [1, 2, 3]);
    expect(stageIdsOf(moveStage(rows, 1, -1))).toEqual([2, 1, 3]);
    expect(stageIdsOf(moveStage(rows, 2, 1))).toEqual([1, 2, 3]);
    expect(moveStage(rows, 0, -1)).toEqual(rows);
    expect(moveStage(rows, rows.length - 1, 1)).toEqual(rows);
  });

  it('moves a switched-off stage too, so it comes in at that place when switched on', () => {
    const rows = draftOf(library, [1, 3]);
    // 用人部门筛选 (off, third) moves above 面试 and is switched on.
    const moved = toggleStage(moveStage(rows, 2, -1), 2, true);
    expect(stageIdsOf(moved)).toEqual([1, 2, 3]);
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
