// The stage editor's rules: each type offers its own actions, the first action of screening and
// interview stages is always on, and moving a stage in a filtered list swaps it with its
// visible neighbour in the whole library order.
import { describe, expect, it } from 'vitest';
import { actionOptions, moveInOrder, normalizeActions } from './stage-rules';

describe('actionOptions', () => {
  it('locks the first action of screening and interview stages only', () => {
    expect(actionOptions(1)).toEqual([
      { action: 'pushToDepartment', label: '推荐给用人部门', locked: true },
      { action: 'notifyCandidate', label: '通知候选人', locked: false },
    ]);
    expect(actionOptions(2).filter((o) => o.locked).map((o) => o.label)).toEqual(['安排面试']);
    for (const type of [3, 4, 5] as const) expect(actionOptions(type).some((o) => o.locked)).toBe(false);
    expect(actionOptions(4).map((o) => o.label)).toEqual(['添加Offer', '查看Offer', '发送Offer', '发起背景调查', '通知候选人']);
  });
});

describe('normalizeActions', () => {
  it('keeps the locked action, drops actions of other types and follows the display order', () => {
    expect(normalizeActions(2, ['notifyCandidate', 'addOffer'])).toEqual(['arrangeInterview', 'notifyCandidate']);
    expect(normalizeActions(5, ['addCloudAssessment', 'notifyCandidate'])).toEqual(['notifyCandidate', 'addCloudAssessment']);
    expect(normalizeActions(3, [])).toEqual([]);
  });
});

describe('moveInOrder', () => {
  const order = [1, 2, 3, 4, 5];
  it('swaps neighbours of the whole list', () => {
    expect(moveInOrder(order, order, 3, -1)).toEqual([1, 3, 2, 4, 5]);
    expect(moveInOrder(order, order, 3, 1)).toEqual([1, 2, 4, 3, 5]);
  });
  it('swaps with the visible neighbour when the list is filtered', () => {
    expect(moveInOrder(order, [2, 4, 5], 4, -1)).toEqual([1, 4, 3, 2, 5]);
  });
  it('leaves the order alone at the ends', () => {
    expect(moveInOrder(order, [2, 4], 2, -1)).toEqual(order);
    expect(moveInOrder(order, [2, 4], 4, 1)).toEqual(order);
  });
});
