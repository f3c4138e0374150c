// The entries of a resume's histories (spec section 3): which fields each kind has, how they
// are entered and checked (the domain's input schemas), and how an entry is titled.
// Pure data: the read-only views use it too, so it holds no zod schemas (HistoryFields, loaded
// with the forms, checks each field with the domain's input schema of its kind).
import type { ResumeEducationInput, ResumeProjectInput, ResumeTrainingInput, ResumeWorkInput } from '@bole/domain';

export type HistoryKey = 'workExperiences' | 'educations' | 'projects' | 'trainings';

export type HistoryInput = { workExperiences: ResumeWorkInput; educations: ResumeEducationInput; projects: ResumeProjectInput; trainings: ResumeTrainingInput };

export type FieldKind = 'period' | 'text' | 'textarea' | 'degree';

/** `more`: a field most resumes leave empty, shown after 填写更多信息 (or when it has a value). */
export type HistoryField = { name: string; label: string; kind: FieldKind; max: number; required?: string; wide?: boolean; placeholder?: string; more?: boolean };

export type HistoryKind = { key: HistoryKey; title: string; noun: string; fields: HistoryField[] };

const f = <K extends HistoryKey>(_kind: K, name: keyof HistoryInput[K] & string, label: string, kind: FieldKind, max: number, extra: Partial<HistoryField> = {}): HistoryField => ({
  name,
  label,
  kind,
  max,
  wide: kind === 'textarea',
  ...extra,
});

const work = 'workExperiences' as const;
const edu = 'educations' as const;
const project = 'projects' as const;
const training = 'trainings' as const;

export const HISTORY_KINDS: Record<HistoryKey, HistoryKind> = {
  workExperiences: {
    key: 'workExperiences',
    title: '工作经历',
    noun: '工作经历',
    fields: [
      f(work, 'workTime', '在职时间', 'period', 50),
      f(work, 'companyName', '公司名称', 'text', 100, { required: '请输入公司名称' }),
      f(work, 'jobName', '职位名称', 'text', 100, { placeholder: '如：前端开发工程师' }),
      f(work, 'department', '所在部门', 'text', 100, { more: true }),
      f(work, 'companyIndustry', '所属行业', 'text', 100, { placeholder: '如：互联网/IT', more: true }),
      f(work, 'scale', '公司规模', 'text', 50, { placeholder: '如：1000-9999人', more: true }),
      f(work, 'reportPeople', '汇报对象', 'text', 50, { more: true }),
      f(work, 'underPeople', '下属人数', 'text', 50, { more: true }),
      f(work, 'workContent', '工作内容', 'textarea', 5000),
      f(work, 'workAchievement', '工作业绩', 'textarea', 5000),
      f(work, 'companyIntroduce', '公司介绍', 'textarea', 2000, { more: true }),
      f(work, 'dimissionReason', '离职原因', 'text', 500, { wide: true, more: true }),
    ],
  },
  educations: {
    key: 'educations',
    title: '教育经历',
    noun: '教育经历',
    fields: [
      f(edu, 'eduTime', '在校时间', 'period', 50),
      f(edu, 'graduationSchool', '学校名称', 'text', 100, { required: '请输入学校名称', placeholder: '如：北京大学' }),
      f(edu, 'degree', '学历', 'degree', 30),
      f(edu, 'professional', '专业', 'text', 100, { placeholder: '如：计算机科学与技术' }),
    ],
  },
  projects: {
    key: 'projects',
    title: '项目经历',
    noun: '项目经历',
    fields: [
      f(project, 'projectTime', '项目时间', 'period', 50),
      f(project, 'projectName', '项目名称', 'text', 100, { required: '请输入项目名称' }),
      f(project, 'projectDesc', '项目描述', 'textarea', 5000),
      f(project, 'responsibilityDesc', '责任描述', 'textarea', 5000),
    ],
  },
  trainings: {
    key: 'trainings',
    title: '培训经历',
    noun: '培训经历',
    fields: [
      f(training, 'trainingTime', '培训时间', 'period', 50),
      f(training, 'trainingName', '培训课程', 'text', 100, { required: '请输入培训课程' }),
      f(training, 'trainingOrganization', '培训机构', 'text', 100),
      f(training, 'trainingPlace', '培训地点', 'text', 100, { more: true }),
      f(training, 'trainingCertificate', '获得证书', 'text', 100),
      f(training, 'trainingDesc', '培训描述', 'textarea', 2000, { more: true }),
    ],
  },
};

export const HISTORY_ORDER: HistoryKey[] = ['workExperiences', 'educations', 'projects', 'trainings'];

type Entry = Record<string, unknown>;

/** Trimmed text of each field of the kind; empty fields become null. */
export function entryInput(kind: HistoryKind, entry: Entry): Entry {
  return Object.fromEntries(
    kind.fields.map(({ name }) => {
      const value = entry[name];
      const text = value === undefined || value === null ? '' : String(value).trim();
      return [name, text === '' ? null : text];
    }),
  );
}

/** Whether nothing of an entry is filled in (such entries are not sent). */
export function isBlankEntry(entry: Entry): boolean {
  return Object.values(entry).every((v) => v === null || v === undefined || String(v).trim() === '');
}

/** A history list as the API takes it: entries trimmed, blank ones dropped. */
export function historyInput(kind: HistoryKind, entries: readonly Entry[] | undefined): Entry[] {
  return (entries ?? []).map((e) => entryInput(kind, e)).filter((e) => !isBlankEntry(e));
}
