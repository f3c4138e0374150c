import { describe, expect, it } from 'vitest';
import { onboardingConfirmSchema, onboardingListQuerySchema, onboardingNoShowSchema } from './onboarding';

describe('onboarding schemas', () => {
  it('reads the list query from a query string, defaulting to 待入职', () => {
    expect(onboardingListQuerySchema.parse({ page: '2', entryFrom: '2026-12-01', entryTo: '' })).toMatchObject({ tab: 'awaiting', page: 2, entryFrom: '2026-12-01' });
  });

  it('refuses impossible days and reversed ranges in Chinese', () => {
    expect(onboardingListQuerySchema.safeParse({ entryFrom: '2026-02-30' }).error?.issues[0]?.message).toBe('入职时间须为有效日期，如2026-12-01');
    expect(onboardingListQuerySchema.safeParse({ probationFrom: '2027-03-01', probationTo: '2027-02-01' }).error?.issues[0]).toMatchObject({ path: ['probationTo'], message: '转正日期的结束日期不能早于开始日期' });
  });

  it('takes ids as a list or a comma string and needs a reason for 未到岗', () => {
    expect(onboardingConfirmSchema.parse({ ids: '3,4,3' }).ids).toEqual([3, 4]);
    expect(onboardingConfirmSchema.safeParse({ ids: [] }).error?.issues[0]?.message).toBe('请选择候选人');
    expect(onboardingNoShowSchema.safeParse({ ids: [1] }).error?.issues[0]?.message).toBe('请选择未到岗原因');
  });
});
