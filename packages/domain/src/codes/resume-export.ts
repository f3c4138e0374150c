// The choices of /user/seting/resumeexport 简历导出设置 and the limits of export and import.

/** One Excel export reads at most this many resumes; past it the first ones in list order are exported. */
export const EXPORT_MAX_ROWS = 10_000;
/**
 * An Excel export of up to this many resumes downloads at once; a larger one runs as a
 * background job (进度 and a 下载 link, also in 导出记录).
 */
export const EXPORT_DIRECT_MAX_ROWS = 200;
/** How long the file of a background export can be downloaded from its link. */
export const EXPORT_FILE_KEEP_HOURS = 24;
/** One import file holds at most this many resume rows. */
export const IMPORT_MAX_ROWS = 1_000;

/** Groups of the Excel columns, in the order the settings page lists them. */
export const exportColumnGroupLabels = { base: '基本信息', intention: '求职意向', experience: '最近经历', manage: '管理信息' } as const;
export type ExportColumnGroup = keyof typeof exportColumnGroupLabels;

/** Every column an Excel export can hold: its header and group. */
export const EXPORT_COLUMNS = {
  id: { label: '简历编号', group: 'base' },
  name: { label: '姓名', group: 'base' },
  gender: { label: '性别', group: 'base' },
  age: { label: '年龄', group: 'base' },
  birthYear: { label: '出生年份', group: 'base' },
  mobile: { label: '手机号', group: 'base' },
  email: { label: '邮箱', group: 'base' },
  wechatCode: { label: '微信号', group: 'base' },
  workCity: { label: '现居城市', group: 'base' },
  hometownCity: { label: '籍贯', group: 'base' },
  expectPosition: { label: '期望职位', group: 'intention' },
  expectCity: { label: '期望城市', group: 'intention' },
  expectIndustry: { label: '期望行业', group: 'intention' },
  currentSalary: { label: '目前薪资', group: 'intention' },
  expectSalary: { label: '期望薪资', group: 'intention' },
  workState: { label: '求职状态', group: 'intention' },
  workYears: { label: '工作年限', group: 'experience' },
  topDegree: { label: '最高学历', group: 'experience' },
  lastCompany: { label: '最近公司', group: 'experience' },
  lastJobTitle: { label: '最近职位', group: 'experience' },
  lastWorkTime: { label: '在职时间', group: 'experience' },
  lastSchool: { label: '毕业院校', group: 'experience' },
  lastMajor: { label: '专业', group: 'experience' },
  lastEduTime: { label: '就读时间', group: 'experience' },
  schoolTier: { label: '985/211', group: 'experience' },
  tags: { label: '标签', group: 'manage' },
  channel: { label: '来源渠道', group: 'manage' },
  owner: { label: '负责人', group: 'manage' },
  intentionStatus: { label: '意向状态', group: 'manage' },
  parseStatus: { label: '入库状态', group: 'manage' },
  createdAt: { label: '创建时间', group: 'manage' },
  updatedAt: { label: '更新时间', group: 'manage' },
} as const satisfies Record<string, { label: string; group: ExportColumnGroup }>;
export type ExportColumn = keyof typeof EXPORT_COLUMNS;
export const EXPORT_COLUMN_KEYS = Object.keys(EXPORT_COLUMNS) as [ExportColumn, ...ExportColumn[]];
/** The column of a custom resume field (简历字段), by the field's key: custom:politics. */
export type CustomExportColumn = `custom:${string}`;
/** A column an export's settings may list: a fixed one or a custom field's. */
export type ExcelColumn = ExportColumn | CustomExportColumn;
const CUSTOM_COLUMN_PREFIX = 'custom:';
export const customExportColumn = (fieldKey: string): CustomExportColumn => `${CUSTOM_COLUMN_PREFIX}${fieldKey}`;
/** The field key of a custom field's column; undefined for a fixed column. */
export const customColumnFieldKey = (column: string): string | undefined => (column.startsWith(CUSTOM_COLUMN_PREFIX) ? column.slice(CUSTOM_COLUMN_PREFIX.length) : undefined);
/** Columns that need 250001 (masked without it) and 250027 (left empty without it). */
export const CONTACT_COLUMNS: readonly ExportColumn[] = ['mobile', 'email', 'wechatCode'];
export const SALARY_COLUMNS: readonly ExportColumn[] = ['currentSalary', 'expectSalary'];

/** The sections of a standard resume (标准简历) as PDF or Word. */
export const resumeSectionLabels = {
  base: '基本信息',
  intention: '求职意向',
  work: '工作经历',
  education: '教育经历',
  project: '项目经历',
  training: '培训经历',
  custom: '其他信息',
} as const;
export type ResumeSection = keyof typeof resumeSectionLabels;
export const RESUME_SECTION_KEYS = Object.keys(resumeSectionLabels) as [ResumeSection, ...ResumeSection[]];

/** Placeholders of the PDF/Word file name, with what each stands for. */
export const fileNameTokenLabels = {
  姓名: '候选人姓名',
  职位: '期望职位（没有时取最近职位）',
  日期: '导出日期，如 20260308',
  最近公司: '最近工作的公司',
  简历编号: '简历编号',
} as const;
export type FileNameToken = keyof typeof fileNameTokenLabels;
export const FILE_NAME_PATTERN_MAX = 60;
// Characters a file name cannot hold on Windows, macOS or Linux, besides control characters.
const FORBIDDEN_CHAR = /[\\/:*?"<>|]/;
const allowedInFileName = (c: string) => c.charCodeAt(0) >= 0x20 && !FORBIDDEN_CHAR.test(c);

/** Whether text holds a character a file name cannot. */
export const hasForbiddenFileNameChar = (text: string) => ![...text].every(allowedInFileName);
/** The text without the characters a file name cannot hold. */
export const withoutForbiddenFileNameChars = (text: string) => [...text].filter(allowedInFileName).join('');

const TOKEN = /\{([^{}]*)\}/g;

/** Placeholders of a file name pattern that are not known ({姓名} is, {名字} is not). */
export function unknownFileNameTokens(pattern: string): string[] {
  return [...pattern.matchAll(TOKEN)].map((m) => m[1] ?? '').filter((t) => !(t in fileNameTokenLabels));
}

/**
 * Why a file name pattern cannot be saved, or undefined when it can. Plain so that the settings
 * page checks it without loading the schemas; the schema of the settings uses it too.
 */
export function fileNamePatternProblem(raw: string): string | undefined {
  const pattern = raw.trim();
  if (pattern === '') return '请填写文件名格式';
  if ([...pattern].length > FILE_NAME_PATTERN_MAX) return `文件名格式最多${FILE_NAME_PATTERN_MAX}个字符`;
  if (hasForbiddenFileNameChar(pattern)) return '文件名不能包含 \\ / : * ? " < > | 等字符';
  const unknown = unknownFileNameTokens(pattern);
  if (unknown.length > 0) return `不认识的占位符：${unknown.map((t) => `{${t}}`).join('、')}`;
  if (!pattern.includes('{姓名}')) return '文件名须包含{姓名}，以便区分候选人';
  return undefined;
}

/**
 * A file name from a pattern ({姓名}_{职位}_{日期}) and the placeholders' values: characters a
 * file name cannot hold are dropped, and an empty value leaves no doubled or dangling separator.
 */
export function fillFileNamePattern(pattern: string, values: Record<FileNameToken, string>): string {
  const filled = pattern.replace(/\{([^{}]*)\}/g, (_, token: string) => (token in values ? withoutForbiddenFileNameChars(values[token as FileNameToken]).trim() : ''));
  return withoutForbiddenFileNameChars(filled)
    .replace(/([_\-\s·])\1+/g, '$1')
    .replace(/^[_\-\s·]+|[_\-\s·]+$/g, '');
}

/** What a company starts with before it saves its own export settings. */
export const DEFAULT_EXPORT_SETTINGS = {
  excelColumns: [
    'name', 'gender', 'age', 'mobile', 'email', 'workCity', 'topDegree', 'workYears', 'lastCompany', 'lastJobTitle',
    'lastSchool', 'lastMajor', 'expectPosition', 'expectCity', 'expectSalary', 'tags', 'channel', 'owner', 'updatedAt',
  ] as ExportColumn[],
  documentSections: ['base', 'intention', 'work', 'education', 'project', 'training', 'custom'] as ResumeSection[],
  includeContact: true,
  watermark: true,
  fileNamePattern: '{姓名}_{职位}_{日期}',
};

/** Formats of a single resume download. */
export const ResumeDocumentFormat = { Pdf: 'pdf', Docx: 'docx' } as const;
export type ResumeDocumentFormat = (typeof ResumeDocumentFormat)[keyof typeof ResumeDocumentFormat];
export const resumeDocumentFormatLabels: Record<ResumeDocumentFormat, string> = { pdf: 'PDF', docx: 'Word' };

/** What an export audit entry records: an Excel list or one resume's document. */
export const ExportKind = { Excel: 'excel', Pdf: 'pdf', Docx: 'docx' } as const;
export type ExportKind = (typeof ExportKind)[keyof typeof ExportKind];
export const exportKindLabels: Record<ExportKind, string> = { excel: 'Excel', pdf: 'PDF', docx: 'Word' };

/** The state of a background Excel export. */
export const ExportJobStatus = { Queued: 'queued', Running: 'running', Done: 'done', Failed: 'failed' } as const;
export type ExportJobStatus = (typeof ExportJobStatus)[keyof typeof ExportJobStatus];
export const EXPORT_JOB_STATUSES = [ExportJobStatus.Queued, ExportJobStatus.Running, ExportJobStatus.Done, ExportJobStatus.Failed] as const;
export const exportJobStatusLabels: Record<ExportJobStatus, string> = { queued: '排队中', running: '导出中', done: '已完成', failed: '导出失败' };

/** The outcome of one row of an Excel import. */
export const ImportRowResult = { Stored: 'stored', Flagged: 'flagged', Refused: 'refused' } as const;
export type ImportRowResult = (typeof ImportRowResult)[keyof typeof ImportRowResult];
export const importRowResultLabels: Record<ImportRowResult, string> = { stored: '已入库', flagged: '已入库但有标记', refused: '未入库' };
