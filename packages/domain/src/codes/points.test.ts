import { describe, expect, it } from 'vitest';
import { BACKGROUND_CHECK_POINTS, backgroundCheckPoints, PackageStatus, packageStatusLabels } from './points';

describe('background check points (spec section 9)', () => {
  it('charges education 1 and work 16 per item, times 36', () => {
    expect(backgroundCheckPoints({ education: 1, work: 0, project: 0 })).toBe(36);
    expect(backgroundCheckPoints({ education: 3, work: 0, project: 0 })).toBe(108);
    expect(backgroundCheckPoints({ education: 0, work: 1, project: 0 })).toBe(576);
    expect(backgroundCheckPoints({ education: 0, work: 2, project: 0 })).toBe(1152);
  });

  it('charges projects 13 once plus 10 per item, and nothing when no project is checked', () => {
    expect(backgroundCheckPoints({ education: 0, work: 0, project: 1 })).toBe((13 + 10) * 36);
    expect(backgroundCheckPoints({ education: 0, work: 0, project: 3 })).toBe((13 + 30) * 36);
    expect(backgroundCheckPoints({ education: 0, work: 0, project: 0 })).toBe(0);
  });

  it('adds the three projects before multiplying', () => {
    expect(backgroundCheckPoints({ education: 1, work: 1, project: 1 })).toBe((1 + 16 + 23) * 36);
    expect(backgroundCheckPoints({ education: 2, work: 3, project: 2 })).toBe((2 + 48 + 33) * 36);
    expect(BACKGROUND_CHECK_POINTS.multiplier).toBe(36);
  });
});

describe('package statuses (spec section 4)', () => {
  it('keeps the spec numbers', () => {
    expect(PackageStatus).toEqual({ Archived: 1, Expired: 2, Voided: 3, Trial: 999 });
    expect(Object.keys(packageStatusLabels)).toEqual(['1', '2', '3', '999']);
  });
});
