// The columns of the Excel import: the body of POST /api/resumes flattened to one row (the
// latest education and job as one entry each), with the template's example and the header
// spellings other systems export.
import { degreeLabels } from '@bole/domain';

type Target =
  | { kind: 'top'; key: 'name' | 'gender' | 'birthYear' | 'mobile' | 'email' | 'wechatCode' | 'workCity' | 'hometownCity' | 'expectCity' | 'expectPosition' | 'expectIndustry' | 'currentSalary' | 'expectSalary' | 'workYears' | 'degree' }
  | { kind: 'education'; key: 'graduationSchool' | 'professional' | 'eduTime' }
  | { kind: 'work'; key: 'companyName' | 'jobName' | 'workTime' | 'workContent' };

export type ImportColumn = { label: string; target: Target; example: string; width: number; aliases?: string[]; choices?: string[]; note?: string };

const top = (key: Extract<Target, { kind: 'top' }>['key']): Target => ({ kind: 'top', key });
const edu = (key: Extract<Target, { kind: 'education' }>['key']): Target => ({ kind: 'education', key });
const work = (key: Extract<Target, { kind: 'work' }>['key']): Target => ({ kind: 'work', key });

export const IMPORT_COLUMNS: ImportColumn[] = [
  { label: '姓名', target: top('name'), example: '陈思远', width: 10, aliases: ['候选人', '候选人姓名'], note: '必填，最多30个字符' },
  { label: '性别', target: top('gender'), example: '男', width: 8, choices: ['男', '女'] },
  { label: '出生年份', target: top('birthYear'), example: '1992', width: 10, aliases: ['出生年'], note: '四位年份，如1992' },
  { label: '手机号', target: top('mobile'), example: '13800138000', width: 14, aliases: ['手机', '手机号码', '联系电话', '电话'], note: '11位手机号；没有或格式不对时照样入库，但会标记' },
  { label: '邮箱', target: top('email'), example: 'chensiyuan@example.com', width: 24, aliases: ['电子邮箱', '邮箱地址', 'Email', 'E-mail'] },
  { label: '微信号', target: top('wechatCode'), example: 'chensiyuan_92', width: 14, aliases: ['微信'] },
  { label: '现居城市', target: top('workCity'), example: '杭州', width: 10, aliases: ['居住地', '现居住地', '所在城市'] },
  { label: '籍贯', target: top('hometownCity'), example: '绍兴', width: 8, aliases: ['户口所在地'] },
  { label: '期望城市', target: top('expectCity'), example: '上海', width: 10, aliases: ['期望工作地点', '期望地点'] },
  { label: '期望职位', target: top('expectPosition'), example: 'Java开发工程师', width: 16, aliases: ['应聘职位', '求职意向'] },
  { label: '期望行业', target: top('expectIndustry'), example: '互联网/电子商务', width: 16 },
  { label: '目前薪资', target: top('currentSalary'), example: '25000', width: 10, aliases: ['当前薪资', '目前月薪'] },
  { label: '期望薪资', target: top('expectSalary'), example: '30000-35000', width: 12, aliases: ['期望月薪'] },
  { label: '工作年限', target: top('workYears'), example: '8', width: 10, aliases: ['工作经验'], note: '年数，如 8 或 3.5' },
  { label: '最高学历', target: top('degree'), example: '本科', width: 10, aliases: ['学历'], choices: Object.values(degreeLabels) },
  { label: '毕业院校', target: edu('graduationSchool'), example: '浙江大学', width: 16, aliases: ['学校', '毕业学校'] },
  { label: '专业', target: edu('professional'), example: '软件工程', width: 14 },
  { label: '就读时间', target: edu('eduTime'), example: '2010.09-2014.06', width: 18, note: '如 2010.09-2014.06' },
  { label: '最近公司', target: work('companyName'), example: '杭州云栖网络科技有限公司', width: 26, aliases: ['公司', '最近工作单位', '目前公司'] },
  { label: '最近职位', target: work('jobName'), example: '高级Java工程师', width: 16, aliases: ['职位', '目前职位'] },
  { label: '在职时间', target: work('workTime'), example: '2018.03-至今', width: 18, note: '如 2018.03-至今' },
  { label: '工作内容', target: work('workContent'), example: '负责订单系统的架构设计与性能优化', width: 36, aliases: ['工作描述'] },
];

/** A header as written (姓名*, 手机号（必填）, E-mail) to compare with labels and aliases. */
export const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[*＊\s]|[(（][^)）]*[)）]/g, '')
    .toLowerCase();

const BY_HEADER = new Map<string, number>();
IMPORT_COLUMNS.forEach((c, i) => {
  for (const name of [c.label, ...(c.aliases ?? [])]) BY_HEADER.set(headerKey(name), i);
});

/** The import column a header names, by index into IMPORT_COLUMNS. */
export const columnOfHeader = (header: string): number | undefined => BY_HEADER.get(headerKey(header));

/** The body of POST /api/resumes that a row's cells spell (blank cells left out). */
export function bodyOfRow(values: ReadonlyMap<number, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const education: Record<string, string> = {};
  const job: Record<string, string> = {};
  for (const [index, value] of values) {
    if (value === '') continue;
    const { target } = IMPORT_COLUMNS[index]!;
    if (target.kind === 'top') body[target.key] = value;
    else if (target.kind === 'education') education[target.key] = value;
    else job[target.key] = value;
  }
  // The top degree belongs to the school when one is named; alone it is what the resume states.
  if (Object.keys(education).length > 0) {
    body.educations = [{ ...education, degree: body.degree ?? null }];
    delete body.degree;
  }
  if (Object.keys(job).length > 0) body.workExperiences = [job];
  return body;
}

/** The column label of a validation issue's path (educations.0.graduationSchool -> 毕业院校). */
export function labelOfPath(path: readonly PropertyKey[]): string | undefined {
  const [first, , inner] = path;
  const kind = first === 'educations' ? 'education' : first === 'workExperiences' ? 'work' : 'top';
  const key = kind === 'top' ? first : inner;
  if (kind === 'education' && key === 'degree') return '最高学历';
  return IMPORT_COLUMNS.find((c) => c.target.kind === kind && c.target.key === key)?.label;
}
