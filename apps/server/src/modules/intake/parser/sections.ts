// Splitting a resume into its sections by the headings Chinese and English resumes use.
import { personPairs } from './labels';
import { squeezeHan } from './normalize';

export type SectionKind =
  | 'header'
  | 'basic'
  | 'intention'
  | 'work'
  | 'education'
  | 'project'
  | 'training'
  | 'self'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'awards'
  | 'campus'
  | 'other';

export type Section = { kind: SectionKind; heading: string; lines: string[] };

// Each heading as written, with spaces and decorations removed and lower-cased.
const HEADINGS: Record<Exclude<SectionKind, 'header'>, string[]> = {
  basic: ['基本信息', '基本情况', '个人情况', '个人信息', '个人资料', '基本资料', '个人概况', '个人基本信息', '联系方式', '联系信息', 'personalinformation', 'personaldetails', 'personalinfo', 'contact', 'contactinformation', 'contactinfo'],
  intention: ['求职意向', '期望工作', '职业意向', '求职目标', '应聘意向', '工作意向', '期望职位', '求职期望', '职业目标', 'objective', 'jobobjective', 'careerobjective', 'jobintention'],
  work: ['工作经历', '工作经验', '工作履历', '职业经历', '工作背景', '实习经历', '实习经验', '工作及实习经历', '工作/实习经历', '实践经历', '任职经历', 'workexperience', 'experience', 'professionalexperience', 'employmenthistory', 'workhistory', 'internship', 'internships', 'internshipexperience', 'employment'],
  education: ['教育经历', '教育背景', '学习经历', '教育情况', '学历背景', '教育经历/培训经历', '教育', 'education', 'educationalbackground', 'educationbackground', 'academicbackground'],
  project: ['项目经验', '项目经历', '项目背景', '主要项目', '项目介绍', '项目', 'projects', 'project', 'projectexperience', 'keyprojects'],
  training: ['培训经历', '培训经验', '培训背景', '培训情况', '培训', 'training', 'trainings', 'courses'],
  self: ['自我评价', '自我介绍', '个人评价', '个人优势', '个人总结', '自我描述', '个人简介', '个人特长', 'summary', 'profile', 'aboutme', 'selfassessment', 'selfevaluation', 'personalstatement'],
  skills: ['专业技能', '技能特长', '技能', '个人技能', 'it技能', '技能证书', '专业技能与证书', '技能专长', '掌握技能', 'skills', 'technicalskills', 'skillset'],
  languages: ['语言能力', '外语能力', '语言技能', '语言', 'languages', 'language'],
  certificates: ['证书', '资格证书', '获得证书', '所获证书', '证书资质', 'certificates', 'certifications'],
  awards: ['获奖经历', '所获奖项', '荣誉奖项', '获奖情况', '荣誉证书', '奖项荣誉', '获得荣誉', 'honors', 'awards', 'honorsandawards'],
  campus: ['在校经历', '校园经历', '社会实践', '学生工作', '社团经历', '在校情况', 'campusexperience', 'activities', 'extracurricularactivities'],
  other: ['附加信息', '其他信息', '兴趣爱好', '其他', 'hobbies', 'interests', 'additionalinformation'],
};

const byHeading = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(HEADINGS)) for (const w of words) byHeading.set(w, kind as SectionKind);

// Bullets, frames and rules that decorate headings (■ 工作经历 ■, 【教育背景】, ——项目经验——).
const DECORATION = /[\s■□●○◆◇★☆▶►▸▪▌▍▎|#*•·\-_=~:;：；、/\\<>《》[\]()（）【】「」『』]+/g;

/** The section a line heads, or undefined when the line is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  if (line.length > 40) return undefined;
  // A count or span after the heading (工作经验（共5年）) does not change it.
  const plain = squeezeHan(line)
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]\s*$/, '')
    // Numbered headings: 一、基本情况 / (二) 求职意向 / 3. 工作经历 / Ⅳ 教育.
    .replace(/^\s*(?:[一二三四五六七八九十]+\s*[、.．]|[(（][一二三四五六七八九十\d]+[)）]|\d{1,2}\s*[、.．)]|[ⅰ-ⅻⅠ-Ⅻ]+\s*[、.．]?)\s*/u, '');
  const key = plain.replace(DECORATION, '');
  const direct = byHeading.get(key);
  if (direct) return direct;
  // Bilingual headings: 工作经历 Work Experience, EDUCATION 教育背景.
  const han = key.replace(/[a-z&]+/g, '');
  const latin = key.replace(/[^a-z]+/g, '');
  if (han && latin) return byHeading.get(han) ?? byHeading.get(latin);
  return undefined;
}

/** The lines before the first heading form the 'header' section; every heading starts a new one. */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }];
  for (const line of lines) {
    const kind = headingKind(line);
    // A left column of headings puts the first content line beside the heading (工作经历  2019/11 - …).
    const [, beside, rest] = kind ? [] : (/^(\S{2,12}?)\s{2,}(\S.*)$/.exec(line) ?? []);
    // A table row of label cells (求职意向  销售经理  期望薪资  面议) is not.
    const besideKind = beside && personPairs(rest!).length === 0 ? headingKind(beside) : undefined;
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else if (besideKind) sections.push({ kind: besideKind, heading: beside!, lines: [rest!] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  return sections;
}

/** All lines of the sections of the given kinds, in document order. */
export function linesOfKind(sections: readonly Section[], ...kinds: SectionKind[]): string[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}
