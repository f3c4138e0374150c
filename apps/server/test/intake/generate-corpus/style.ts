// How sources write the same facts differently (dates, degrees, work state, phone numbers),
// and the label a careful HR reader would write for what a document shows.
import type { Expected } from '../generate/expected';
import type { Edu, Job, Month, Person } from './people';
import type { Rng } from './rng';

/** The year the corpus's stated ages are counted from, as in the fixtures. */
export const AGE_YEAR = 2024;

export type DateStyle = 'dot' | 'slash' | 'cn' | 'dash' | 'en' | 'enLong' | 'mmyyyy' | 'year';
const EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const mm = (m: number) => String(m).padStart(2, '0');

export function point(p: Month | null, style: DateStyle, pad = true): string {
  if (!p) return style === 'en' || style === 'enLong' || style === 'mmyyyy' ? 'Present' : '至今';
  const m = pad ? mm(p.m) : String(p.m);
  switch (style) {
    case 'dot': return `${p.y}.${m}`;
    case 'slash': return `${p.y}/${m}`;
    case 'cn': return `${p.y}年${p.m}月`;
    case 'dash': return `${p.y}-${mm(p.m)}`;
    case 'en': return `${EN[p.m - 1]!} ${p.y}`;
    case 'enLong': return `${EN_LONG[p.m - 1]!} ${p.y}`;
    case 'mmyyyy': return `${mm(p.m)}/${p.y}`;
    case 'year': return String(p.y);
  }
}

/** A period written in a style with a joiner ('-', ' -- ', '—', '～', ' 至 ', ' – '). */
export const range = (a: Month, b: Month | null, style: DateStyle, joiner = '-', pad = true) => `${point(a, style, pad)}${joiner}${point(b, style, pad)}`;

/** The normalised period of a label: 'YYYY.MM-YYYY.MM', 'YYYY.MM-至今', or years alone. */
export const labelTime = (a: Month, b: Month | null, yearsOnly = false) => (yearsOnly ? `${a.y}-${b ? b.y : '至今'}` : `${a.y}.${mm(a.m)}-${b ? `${b.y}.${mm(b.m)}` : '至今'}`);

/** A degree as a source writes it; the label keeps the canonical one (本科, 硕士, MBA ...). */
export function degreeText(e: Edu, r: Rng, english = false): string {
  if (english) return ({ 本科: r.pick(['B.S.', 'Bachelor', 'B.A.', "Bachelor's degree"]), 硕士: r.pick(['M.S.', 'Master', "Master's degree"]), 博士: 'Ph.D.', MBA: 'MBA' } as Record<string, string>)[e.degree] ?? e.degree;
  switch (e.degree) {
    case '本科': return r.pick(['本科', '统招本科', '学士', '本科/学士', '全日制本科']);
    case '硕士': return e.partTime ? r.pick(['在职研究生', '非全日制硕士研究生']) : r.pick(['硕士', '硕士研究生', '研究生/硕士', '全日制硕士']);
    case '博士': return r.pick(['博士', '博士研究生']);
    case 'MBA': return e.partTime && r.chance(0.5) ? 'EMBA' : 'MBA';
    case '大专': return r.pick(['大专', '专科', '统招大专']);
    default: return e.degree;
  }
}

export const WORK_STATES: Record<number, string[]> = {
  1: ['在职，考虑机会', '在职-考虑机会', '在职看机会', '在职，看看新机会'],
  2: ['在职，急寻新工作', '在职-月内到岗'],
  3: ['在职，暂不考虑', '在职-暂不考虑'],
  4: ['离职，正在找工作', '离职-随时到岗', '已离职，可随时到岗'],
};

export function phone(p: Person, r: Rng): string {
  const m = p.mobile;
  return r.pick([m, `${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}`, `${m.slice(0, 3)}-${m.slice(3, 7)}-${m.slice(7)}`, `+86 ${m}`, `(+86) ${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}`]);
}

export const sex = (p: Person) => (p.gender ? '男' : '女');
export const age = (p: Person) => AGE_YEAR - p.birthYear;

/** What a document states, so its label holds exactly that. */
export type Shown = {
  name?: string;
  gender?: boolean;
  birth?: 'year' | 'age';
  workCity?: boolean;
  expectCity?: boolean;
  expectPosition?: boolean;
  expectSalary?: boolean;
  workState?: boolean;
  wechat?: boolean;
  departments?: boolean;
  skills?: boolean;
  certificates?: boolean;
  languages?: boolean;
  yearsOnly?: boolean;
  eduYearsOnly?: boolean;
  /** Schools named without their years (bios). */
  noEduTimes?: boolean;
  english?: boolean;
  jobs?: Job[];
  /** Values written differently from the person's (a yearly salary, a city in English). */
  values?: Partial<Expected>;
  educations?: Edu[];
};

export function expectedOf(p: Person, s: Shown): Expected {
  const en = s.english === true;
  return {
    labelVersion: 2,
    name: s.name ?? p.name,
    ...(s.gender ? { gender: p.gender } : {}),
    ...(s.birth === 'year' ? { birthYear: p.birthYear } : s.birth === 'age' ? { age: age(p) } : {}),
    mobile: p.mobile,
    email: p.email,
    ...(s.wechat ? { wechatCode: p.wechat } : {}),
    ...(s.workCity ? { workCity: p.workCity } : {}),
    ...(s.expectCity ? { expectCity: p.expectCity } : {}),
    ...(s.expectPosition ? { expectPosition: en ? p.expectPositionEn : p.expectPosition } : {}),
    ...(s.expectSalary ? { expectSalary: p.expectSalary } : {}),
    ...(s.workState ? { workState: p.workState } : {}),
    educations: (s.educations ?? p.educations).map((e) => ({ graduationSchool: en ? e.schoolEn : e.school, degree: e.degree, professional: en ? e.majorEn : e.major, eduTime: s.noEduTimes ? '' : labelTime(e.start, e.end, s.yearsOnly === true || s.eduYearsOnly === true) })),
    workExperiences: (s.jobs ?? p.jobs).map((j) => ({ companyName: en ? j.companyEn : j.company, jobName: en ? j.titleEn : j.title, workTime: labelTime(j.start, j.end, s.yearsOnly), ...(s.departments ? { department: j.department } : {}) })),
    ...(s.skills ? { skills: p.skills } : {}),
    ...(s.certificates && p.certificates.length ? { certificates: p.certificates } : {}),
    ...(s.languages ? { languages: p.languages.map((l) => l.name) } : {}),
    ...s.values,
  };
}
