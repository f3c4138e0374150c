// What changed on a resume, as the operation history shows it: field, label, before, after.
import {
  codeLabel,
  genderLabels,
  intentionStatusLabels,
  resumeEducationInputSchema,
  resumeProjectInputSchema,
  resumeSourceChannelLabels,
  resumeTrainingInputSchema,
  resumeWorkInputSchema,
  workStateLabels,
  type ResumeChange,
  type ResumeEducationInput,
  type ResumeProjectInput,
  type ResumeTrainingInput,
  type ResumeWorkInput,
} from '@bole/domain';
import type { Histories } from './derive';

export const FIELD_LABELS: Record<string, string> = {
  name: '姓名',
  gender: '性别',
  birthYear: '出生年份',
  birthday: '出生日期',
  workCity: '现居城市',
  mobile: '手机号',
  email: '邮箱',
  wechatCode: '微信号',
  hometownCity: '籍贯',
  headImg: '头像',
  expectCity: '期望城市',
  currentSalary: '目前薪资',
  expectSalary: '期望薪资',
  expectPosition: '期望职位',
  expectIndustry: '期望行业',
  statedDegree: '学历',
  statedWorkYears: '工作年限',
  intentionStatus: '意向状态',
  workState: '求职状态',
  source: '来源',
  channel: '渠道',
  ownerAccountId: '负责人',
  referrerAccountId: '推荐人',
  educations: '教育经历',
  workExperiences: '工作经历',
  projects: '项目经历',
  trainings: '培训经历',
  tags: '标签',
};

type Scalar = string | number | boolean | null | undefined | Record<string, unknown>;

const DISPLAY: Record<string, (v: number) => string> = {
  gender: (v) => codeLabel(genderLabels, v),
  intentionStatus: (v) => codeLabel(intentionStatusLabels, v),
  workState: (v) => codeLabel(workStateLabels, v),
  channel: (v) => codeLabel(resumeSourceChannelLabels, v, String(v)),
};

/** A value as the history prints it: codes as their labels, objects as JSON. */
export function shown(field: string, value: Scalar, names?: ReadonlyMap<number, string>): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && DISPLAY[field]) return DISPLAY[field](value);
  if (typeof value === 'number' && names?.has(value)) return names.get(value)!;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Changes between the stored values and a patch of the same columns (keys absent from the patch did not change). */
export function diffFields(before: Record<string, unknown>, patch: Record<string, unknown>, names?: ReadonlyMap<number, string>): ResumeChange[] {
  const changes: ResumeChange[] = [];
  for (const [field, after] of Object.entries(patch)) {
    const label = FIELD_LABELS[field];
    if (!label || after === undefined) continue;
    const from = shown(field, before[field] as Scalar, names);
    const to = shown(field, after as Scalar, names);
    if (from !== to) changes.push({ field, label, before: from, after: to });
  }
  return changes;
}

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' ');
const SUMMARIES: { [K in keyof Histories]: (item: Histories[K][number]) => string } = {
  educations: (e: ResumeEducationInput) => line(e.eduTime, e.graduationSchool, e.degree, e.professional),
  workExperiences: (w: ResumeWorkInput) => line(w.workTime, w.companyName, w.jobName),
  projects: (p: ResumeProjectInput) => line(p.projectTime, p.projectName),
  trainings: (t: ResumeTrainingInput) => line(t.trainingTime, t.trainingOrganization, t.trainingName),
};

/** A history list in one line per entry, joined by ；. */
export function summarize<K extends keyof Histories>(key: K, items: Histories[K]): string | null {
  const text = (items as Histories[K][number][]).map((item) => SUMMARIES[key](item as never)).join('；');
  return text === '' ? null : text;
}

const KEYS: Record<keyof Histories, string[]> = {
  educations: Object.keys(resumeEducationInputSchema.shape),
  workExperiences: Object.keys(resumeWorkInputSchema.shape),
  projects: Object.keys(resumeProjectInputSchema.shape),
  trainings: Object.keys(resumeTrainingInputSchema.shape),
};
const canonical = (key: keyof Histories, items: readonly object[]) =>
  JSON.stringify(items.map((item) => KEYS[key].map((k) => (item as Record<string, unknown>)[k] ?? null)));

/** Changes of the history lists sent in a patch, compared by their one-line summaries. */
export function diffHistories(before: Histories, patch: Partial<Histories>): ResumeChange[] {
  const changes: ResumeChange[] = [];
  for (const key of Object.keys(patch) as (keyof Histories)[]) {
    const after = patch[key];
    if (!after) continue;
    const from = summarize(key, before[key]);
    const to = summarize(key, after);
    // Same summaries can still hide edited descriptions: report the list as changed then too.
    if (from !== to || canonical(key, before[key]) !== canonical(key, after)) changes.push({ field: key, label: FIELD_LABELS[key]!, before: from, after: to });
  }
  return changes;
}
