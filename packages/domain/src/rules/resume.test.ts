import { describe, it, expect } from 'vitest';
import { ResumeParseStatus } from '../codes';
import { resumeIntakeStatus } from './resume';

describe('resumeIntakeStatus', () => {
  it('saves a resume with a name and a well-formed phone', () => {
    expect(resumeIntakeStatus('张三', '13800138000')).toBe(ResumeParseStatus.Saved);
  });

  it('fails a name over 30 characters, before looking at the phone', () => {
    expect(resumeIntakeStatus('张'.repeat(31), '')).toBe(ResumeParseStatus.NameTooLong);
    expect(resumeIntakeStatus(` ${'张'.repeat(30)} `, '13800138000')).toBe(ResumeParseStatus.Saved);
  });

  it('stores but flags a missing or malformed phone', () => {
    expect(resumeIntakeStatus('张三', '')).toBe(ResumeParseStatus.SavedWithoutPhone);
    expect(resumeIntakeStatus('张三', null)).toBe(ResumeParseStatus.SavedWithoutPhone);
    expect(resumeIntakeStatus('张三', '  ')).toBe(ResumeParseStatus.SavedWithoutPhone);
    expect(resumeIntakeStatus('张三', '0755-1234567')).toBe(ResumeParseStatus.SavedWithBadPhone);
  });
});
