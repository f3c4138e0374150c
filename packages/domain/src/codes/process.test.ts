import { describe, expect, it } from 'vitest';
import { applicationEliminateSchema, applicationMoveSchema, applicationStaffStateSchema, recruitStageCreateSchema } from '../api';
import { isStageActionLocked, outcomeOfStaffState, recruitPhaseOf, RecruitmentState, StageType, stageTypeActions, staffTransitionRefusal } from './process';

describe('staff state transitions', () => {
  it('takes a candidate in the process to awaiting entry, hired, regular and left', () => {
    expect(staffTransitionRefusal(null, RecruitmentState.AwaitingEntry)).toBeNull();
    expect(staffTransitionRefusal(null, RecruitmentState.Hired)).toBeNull();
    expect(staffTransitionRefusal(RecruitmentState.AwaitingEntry, RecruitmentState.Hired)).toBeNull();
    expect(staffTransitionRefusal(RecruitmentState.Hired, RecruitmentState.Regular)).toBeNull();
    expect(staffTransitionRefusal(RecruitmentState.Hired, RecruitmentState.Left)).toBeNull();
    expect(staffTransitionRefusal(RecruitmentState.Regular, RecruitmentState.Left)).toBeNull();
  });

  it('refuses the others with a sentence saying what is needed', () => {
    expect(staffTransitionRefusal(null, RecruitmentState.Left)).toBe('候选人当前为“招聘中”，只有已入职或已转正的候选人可以办理离职');
    expect(staffTransitionRefusal(null, RecruitmentState.Regular)).toBe('候选人当前为“招聘中”，只有已入职的候选人可以转正');
    expect(staffTransitionRefusal(RecruitmentState.Hired, RecruitmentState.AwaitingEntry)).toBe('候选人当前为“已入职”，只有招聘中的候选人可以设为待入职');
    expect(staffTransitionRefusal(RecruitmentState.Eliminated, RecruitmentState.Hired)).toBe('候选人已被淘汰，请先恢复候选人再办理');
    expect(staffTransitionRefusal(RecruitmentState.Left, RecruitmentState.Hired)).toBe('候选人已离职，不能再变更招聘状态');
    expect(staffTransitionRefusal(RecruitmentState.Hired, RecruitmentState.Hired)).toBe('候选人已是“已入职”状态');
  });

  it('derives the outcome and the phase', () => {
    expect(outcomeOfStaffState(RecruitmentState.Hired)).toBe(1);
    expect(outcomeOfStaffState(RecruitmentState.Regular)).toBe(1);
    expect(outcomeOfStaffState(RecruitmentState.Left)).toBe(2);
    expect(outcomeOfStaffState(RecruitmentState.AwaitingEntry)).toBeNull();
    expect(recruitPhaseOf(StageType.Offer, RecruitmentState.AwaitingEntry)).toBe(6);
    expect(recruitPhaseOf(StageType.Interview, null)).toBe(2);
  });
});

describe('stage types and their actions', () => {
  it('locks only the first action of screening and interview stages', () => {
    expect(isStageActionLocked(StageType.Screening, stageTypeActions[1][0]!)).toBe(true);
    expect(isStageActionLocked(StageType.Interview, 'arrangeInterview')).toBe(true);
    expect(isStageActionLocked(StageType.Interview, 'pushToDepartment')).toBe(false);
    expect(isStageActionLocked(StageType.Offer, 'addOffer')).toBe(false);
  });

  it('reads stage bodies sent as forms', () => {
    expect(recruitStageCreateSchema.parse({ name: ' 二面 ', type: '2', actions: 'arrangeInterview,notifyCandidate' })).toEqual({ name: '二面', type: 2, actions: ['arrangeInterview', 'notifyCandidate'] });
    expect(recruitStageCreateSchema.safeParse({ name: '', type: 9 }).error?.issues.map((i) => i.message)).toEqual(['请输入阶段名称', '请选择阶段类型']);
  });
});

describe('application bodies', () => {
  it('needs a target stage to move to', () => {
    expect(applicationMoveSchema.safeParse({}).error?.issues[0]?.message).toBe('请选择目标阶段');
    expect(applicationMoveSchema.parse({ stageId: '3', version: '2' })).toEqual({ stageId: 3, version: 2 });
  });

  it('limits the elimination reason and its type', () => {
    expect(applicationEliminateSchema.safeParse({ reason: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('原因最多200个字符');
    expect(applicationEliminateSchema.safeParse({ reasonType: 'resignation' }).error?.issues[0]?.message).toBe('原因类型不正确');
    expect(applicationEliminateSchema.parse({ reason: '  ', notify: 'true' })).toEqual({ notify: true });
  });

  it('offers only the staff states set by hand', () => {
    expect(applicationStaffStateSchema.parse({ state: '5', date: '2026-12-01' })).toEqual({ state: 5, date: '2026-12-01' });
    expect(applicationStaffStateSchema.safeParse({ state: 3 }).error?.issues[0]?.message).toBe('请选择招聘状态：待入职、已入职、已转正或已离职');
  });
});
