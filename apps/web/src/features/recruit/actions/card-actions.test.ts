import { describe, expect, it } from 'vitest';
import { cardActions, mainAction, type ActionRights } from './card-actions';

const stages = [
  { id: 1, name: '初筛', type: 1 as const, actions: ['pushToDepartment' as const, 'notifyCandidate' as const] },
  { id: 3, name: '面试', type: 2 as const, actions: ['arrangeInterview' as const] },
  { id: 7, name: 'Offer', type: 4 as const, actions: ['addOffer' as const] },
  { id: 9, name: '体检', type: 5 as const, actions: [] },
];
const all: ActionRights = { move: true, eliminate: true, restore: true, entry: true, transfer: true, push: true, notify: true, arrange: true };
const keys = (stageId: number, recruitmentState: 1 | 2 | 3 | 4 | 5 | null = null, rights = all) => cardActions({ stageId, recruitmentState }, stages, rights).map((a) => a.key);

describe('candidate actions', () => {
  it('pushes only from stages that have 推荐给用人部门 switched on', () => {
    expect(keys(1)).toEqual(['push', 'next', 'move', 'feedback', 'transfer', 'archive', 'eliminate']);
    expect(keys(3)).toEqual(['interview', 'slots', 'next', 'move', 'feedback', 'transfer', 'archive', 'eliminate']);
  });

  it('offers 待入职 and 入职 from the offer stage and the pending stages after it, not before', () => {
    expect(keys(7)).toEqual(['next', 'move', 'staff:5', 'staff:1', 'feedback', 'transfer', 'archive', 'eliminate']);
    expect(keys(9)).toEqual(['move', 'staff:5', 'staff:1', 'feedback', 'transfer', 'archive', 'eliminate']);
    expect(keys(9, 5)).toEqual(['move', 'staff:1', 'feedback', 'transfer', 'archive', 'eliminate']);
  });

  it('offers 候选人反馈链接 with 220013 to candidates in the process or awaiting entry only', () => {
    expect(keys(9, 5, { ...all, move: false, entry: false, transfer: false, eliminate: false })).toEqual(['feedback']);
    expect(keys(1, null, { ...all, notify: false })).not.toContain('feedback');
    expect([keys(1, 3), keys(9, 1), keys(9, 2)].flat()).not.toContain('feedback');
  });

  it('offers 添加背调 with 420001 from an Offer stage that has 发起背景调查 on', () => {
    const offerWithCheck = [...stages.slice(0, 2), { id: 7, name: 'Offer', type: 4 as const, actions: ['addOffer' as const, 'addBackgroundCheck' as const] }, stages[3]!];
    const withCheck = (stageId: number, recruitmentState: 1 | 2 | 3 | 4 | 5 | null = null, rights: ActionRights = { ...all, backgroundCheck: true }) =>
      cardActions({ stageId, recruitmentState }, offerWithCheck, rights).map((a) => a.key);
    expect(withCheck(7)).toEqual(['backgroundCheck', 'next', 'move', 'staff:5', 'staff:1', 'feedback', 'transfer', 'archive', 'eliminate']);
    expect(withCheck(7, null, all)).not.toContain('backgroundCheck');
    expect(withCheck(7, 3)).not.toContain('backgroundCheck');
    expect([withCheck(1), withCheck(9), keys(7, null, { ...all, backgroundCheck: true })].flat()).not.toContain('backgroundCheck');
  });

  it('offers 添加Offer, 查看Offer and 发送Offer where the Offer stage has them on and the user holds their codes; 添加Offer leads', () => {
    const offerStage = [{ id: 7, name: 'Offer', type: 4 as const, actions: ['addOffer' as const, 'viewOffer' as const, 'sendOffer' as const] }, stages[3]!];
    const offerRights: ActionRights = { ...all, offerEdit: true, offerView: true, offerSend: true };
    const of = (recruitmentState: 1 | 2 | 3 | 4 | 5 | null, rights: ActionRights, list = offerStage) => cardActions({ stageId: 7, recruitmentState }, list, rights);
    expect(of(null, offerRights).map((a) => a.key).slice(0, 4)).toEqual(['offer', 'viewOffer', 'sendOffer', 'next']);
    expect(mainAction({ stageId: 7, recruitmentState: null }, offerStage, of(null, offerRights))).toEqual({ key: 'offer', label: '添加Offer', title: '添加Offer' });
    // Awaiting entry: the offer can still be read, no new one drafted or sent.
    expect(of(5, offerRights).map((a) => a.key)).toContain('viewOffer');
    expect(of(5, offerRights).map((a) => a.key)).not.toContain('offer');
    const without = of(null, { ...all, offerView: true }).map((a) => a.key);
    expect(without).not.toContain('offer');
    expect(without).not.toContain('sendOffer');
    // Switched off on the stage: not offered whatever the codes.
    expect(of(null, offerRights, [{ ...offerStage[0]!, actions: [] }, stages[3]!]).map((a) => a.key)).not.toContain('offer');
    expect(cardActions({ stageId: 9, recruitmentState: null }, offerStage, offerRights).map((a) => a.key)).not.toContain('offer');
  });

  it('follows the staff state once decided', () => {
    expect(keys(1, 3)).toEqual(['restore', 'archive']);
    expect(keys(9, 1)).toEqual(['staff:4', 'staff:2']);
    expect(keys(9, 4)).toEqual(['staff:2']);
    expect(keys(9, 2)).toEqual([]);
  });

  it('leaves out what the user may not do', () => {
    expect(keys(1, null, { ...all, move: false, transfer: false, push: false, notify: false })).toEqual(['archive', 'eliminate']);
    expect(keys(7, null, { move: false, eliminate: false, restore: false, entry: false, transfer: false, push: false, notify: false, arrange: false })).toEqual([]);
    expect(keys(3, null, { ...all, arrange: false })).not.toContain('interview');
    expect(keys(1, 3, { ...all, restore: false, eliminate: false })).toEqual([]);
  });

  it('shows as the button of a card the step that moves him on: 推荐 or 通过 while judged, then 下一阶段 and 待入职', () => {
    const main = (stageId: number, recruitmentState: 1 | 2 | 3 | 4 | 5 | null = null, rights = all) =>
      mainAction({ stageId, recruitmentState }, stages, cardActions({ stageId, recruitmentState }, stages, rights));
    expect(main(1)).toEqual({ key: 'push', label: '推荐给用人部门', title: '推荐给用人部门' });
    expect(main(1, null, { ...all, push: false })).toEqual({ key: 'next', label: '通过', title: '移到下一阶段：面试' });
    // The interview stage leads with 安排面试; without 220005, with 通过.
    expect(main(3)).toEqual({ key: 'interview', label: '安排面试', title: '安排面试' });
    expect(main(3, null, { ...all, arrange: false })).toEqual({ key: 'next', label: '通过', title: '移到下一阶段：Offer' });
    expect(main(7)).toEqual({ key: 'next', label: '下一阶段', title: '移到下一阶段：体检' });
    expect(main(9)?.key).toBe('staff:5');
    expect(main(9, 5)?.key).toBe('staff:1');
    expect(main(1, 3)?.key).toBe('restore');
    expect(main(9, 1)?.key).toBe('staff:4');
    expect([main(9, 4), main(9, 2), main(1, null, { ...all, push: false, move: false })]).toEqual([undefined, undefined, undefined]);
  });
});
