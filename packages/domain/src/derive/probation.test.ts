import { describe, expect, it } from 'vitest';
import { addMonths, probationEndOf } from './probation';

describe('probation arithmetic', () => {
  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 3)).toBe('2026-06-30');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-11-30', 12)).toBe('2027-11-30');
  });

  it('computes the probation end from the offer months; none for 无试用期', () => {
    expect(probationEndOf('2026-12-01', 3)).toBe('2027-03-01');
    expect(probationEndOf('2026-01-31', 1)).toBe('2026-02-28');
    expect(probationEndOf('2026-12-01', -1)).toBeNull();
    expect(probationEndOf('2026-12-01', null)).toBeNull();
  });

});
