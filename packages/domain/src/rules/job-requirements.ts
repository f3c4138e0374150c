// What a job asks of candidates (职位要求) in the words a job posting uses, for the careers
// portal's 任职要求 block: only the requirements the job sets, in the order candidates read them.
import { jobEducationLabels, type JobEducation } from '../codes/job';

/** The requirement columns of a job as the database keeps them (flags as booleans). */
export type JobRequirementSource = {
  eduRequire: number;
  eduUnified: boolean;
  eduNotUpgrade: boolean;
  edu985211: boolean;
  workYear: number | null;
  minAge: number | null;
  maxAge: number | null;
  languageRequire: string | null;
};

export type JobRequirementLine = { label: string; value: string };

/** Work years as a requirement: 0 一年以下, 13 12年以上, else N年以上. */
export function workYearRequirementText(workYear: number): string {
  if (workYear <= 0) return '一年以下';
  return workYear >= 13 ? '12年以上' : `${workYear}年以上`;
}

/** An age range as a requirement: 22-35岁, 22岁以上, 35岁以下; null when the job sets none. */
export function ageRequirementText(minAge: number | null, maxAge: number | null): string | null {
  if (minAge !== null && maxAge !== null) return minAge === maxAge ? `${minAge}岁` : `${minAge}-${maxAge}岁`;
  if (minAge !== null) return `${minAge}岁以上`;
  if (maxAge !== null) return `${maxAge}岁以下`;
  return null;
}

/** 学历、工作经验、年龄、语言: each line only when the job sets it. */
export function jobRequirementLines(job: JobRequirementSource): JobRequirementLine[] {
  const lines: JobRequirementLine[] = [];
  const degree = job.eduRequire ? jobEducationLabels[job.eduRequire as JobEducation] : undefined;
  const conditions = [job.eduUnified && '统招', job.eduNotUpgrade && '非专升本', job.edu985211 && '985/211院校'].filter((c): c is string => Boolean(c));
  if (degree || conditions.length > 0) {
    const text = degree ? (conditions.length > 0 ? `${degree}（${conditions.join('，')}）` : degree) : conditions.join('，');
    lines.push({ label: '学历', value: text });
  }
  if (job.workYear !== null) lines.push({ label: '工作经验', value: workYearRequirementText(job.workYear) });
  const age = ageRequirementText(job.minAge, job.maxAge);
  if (age) lines.push({ label: '年龄', value: age });
  const language = job.languageRequire?.trim();
  if (language) lines.push({ label: '语言', value: language });
  return lines;
}
