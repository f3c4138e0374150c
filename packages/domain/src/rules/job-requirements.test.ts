import { describe, expect, it } from 'vitest';
import { ageRequirementText, jobRequirementLines, type JobRequirementSource } from './job-requirements';

const none: JobRequirementSource = { eduRequire: 0, eduUnified: false, eduNotUpgrade: false, edu985211: false, workYear: null, minAge: null, maxAge: null, languageRequire: null };

describe('job requirement lines (任职要求 of the careers portal)', () => {
  it('lists nothing for a job that sets no requirement', () => {
    expect(jobRequirementLines(none)).toEqual([]);
    expect(jobRequirementLines({ ...none, languageRequire: '  ' })).toEqual([]);
  });

  it('lists education with its conditions, work years, age and languages in that order', () => {
    expect(jobRequirementLines({ eduRequire: 3, eduUnified: true, eduNotUpgrade: false, edu985211: true, workYear: 3, minAge: 22, maxAge: 35, languageRequire: '英语CET-6，可作为工作语言' })).toEqual([
      { label: '学历', value: '本科及以上（统招，985/211院校）' },
      { label: '工作经验', value: '3年以上' },
      { label: '年龄', value: '22-35岁' },
      { label: '语言', value: '英语CET-6，可作为工作语言' },
    ]);
  });

  it('words the edges as a posting does', () => {
    expect(jobRequirementLines({ ...none, workYear: 0 })).toEqual([{ label: '工作经验', value: '一年以下' }]);
    expect(jobRequirementLines({ ...none, workYear: 13 })).toEqual([{ label: '工作经验', value: '12年以上' }]);
    expect(jobRequirementLines({ ...none, eduUnified: true })).toEqual([{ label: '学历', value: '统招' }]);
    expect(ageRequirementText(25, null)).toBe('25岁以上');
    expect(ageRequirementText(null, 40)).toBe('40岁以下');
    expect(ageRequirementText(null, null)).toBeNull();
  });
});
