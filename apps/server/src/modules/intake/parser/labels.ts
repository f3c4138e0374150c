// "Label: value" pairs, the way most resumes state facts (姓    名：张伟   性别：男).
// Only known labels split a line, so a colon inside a value does not.

export type PersonKey =
  | 'name' | 'gender' | 'birth' | 'age' | 'mobile' | 'email' | 'wechat' | 'workCity' | 'hometown' | 'expectCity'
  | 'expectPosition' | 'expectSalary' | 'currentSalary' | 'expectIndustry' | 'workYears' | 'degree' | 'workState'
  | 'school' | 'major';

export type EntryKey =
  | 'time' | 'company' | 'title' | 'department' | 'industry' | 'scale' | 'content' | 'achievement' | 'leaveReason'
  | 'reportTo' | 'subordinates' | 'companyIntro' | 'school' | 'major' | 'degree' | 'projectName' | 'projectDesc'
  | 'responsibility' | 'trainingOrg' | 'trainingName' | 'trainingPlace' | 'certificate' | 'trainingDesc' | 'ignore';

export const PERSON_LABELS: Record<PersonKey, string[]> = {
  name: ['姓名', '名字', '候选人', 'name', 'full name'],
  gender: ['性别', 'gender', 'sex'],
  birth: ['出生年月', '出生日期', '出生年份', '出生', '生日', '出生年月日', 'date of birth', 'birth date', 'birthday', 'dob', 'born'],
  age: ['年龄', 'age'],
  mobile: ['手机号码', '手机号', '手机', '移动电话', '联系电话', '电话号码', '电话', '联系方式', 'mobile phone', 'mobile', 'phone', 'tel', 'cell'],
  email: ['电子邮箱', '电子邮件', '邮箱地址', '邮箱', '邮件', 'e-mail', 'email', 'mail'],
  wechat: ['微信号', '微信', 'wechat id', 'wechat'],
  workCity: ['现居住地', '现居住城市', '现居城市', '现居地', '现居住', '居住地', '居住城市', '所在地', '所在城市', '目前所在地', '目前城市', '当前城市', '现住址', '现所在地', 'current city', 'location', 'city'],
  hometown: ['籍贯', '户口所在地', '户口', '户籍', '家乡', 'hometown'],
  expectCity: ['期望工作地区', '期望工作地点', '期望工作城市', '期望城市', '期望地点', '意向城市', '意向地区', '目标城市', '工作地区', '工作地点', '地点', 'preferred location', 'expected location'],
  expectPosition: ['期望从事职业', '期望职位', '期望岗位', '期望职业', '意向岗位', '意向职位', '求职岗位', '求职职位', '应聘职位', '应聘岗位', '目标职位', '目标岗位', '求职目标', '推荐职位', '推荐岗位', '职位意向', '求职意向', '求职期望', '职能/职位', '期望职能', '意向', 'desired position', 'target position', 'position applied', 'objective'],
  expectSalary: ['期望月薪', '期望薪资', '期望薪水', '期望年薪', '期望薪酬', '期望待遇', '薪资要求', '期望工资', '目标年薪', '目标月薪', '目标薪资', 'expected salary'],
  currentSalary: ['目前月薪', '目前薪资', '目前年薪', '目前年收入', '当前薪资', '当前月薪', '当前年薪', '现薪资', 'current salary'],
  expectIndustry: ['期望从事行业', '期望行业', '意向行业', 'expected industry'],
  workYears: ['工作年限', '工作经验', '工龄', 'years of experience'],
  degree: ['最高学历', '学历', '学位'],
  workState: ['目前状况', '目前状态', '求职状态', '当前状态', '到岗时间'],
  school: ['毕业院校', '毕业学校', '学校'],
  major: ['所学专业', '专业'],
};

export const ENTRY_LABELS: Record<EntryKey, string[]> = {
  time: ['在职时间', '工作时间', '任职时间', '起止时间', '时间', '项目时间', '培训时间', '就读时间', '在校时间', 'period', 'dates'],
  company: ['公司名称', '公司', '单位名称', '工作单位', '就职公司', '所在公司', 'company', 'employer'],
  title: ['职位名称', '职位', '职务', '岗位名称', '岗位', '担任职位', '担任职务', 'title', 'position', 'role'],
  department: ['所在部门', '所属部门', '部门', 'department'],
  industry: ['所属行业', '公司行业', '行业', 'industry'],
  scale: ['公司规模', '企业规模', '规模', 'company size'],
  content: ['工作描述', '工作内容', '工作职责', '职责描述', '主要职责', '岗位职责', '职责', '内容', 'responsibilities', 'duties', 'description'],
  achievement: ['工作业绩', '主要业绩', '业绩', '工作成果', 'achievements'],
  leaveReason: ['离职原因'],
  reportTo: ['汇报对象', '汇报人'],
  subordinates: ['下属人数', '下属'],
  companyIntro: ['公司介绍', '公司简介', '企业介绍'],
  school: ['学校名称', '毕业院校', '学校', '院校', 'school', 'university'],
  major: ['所学专业', '专业名称', '专业', '主修', 'major'],
  degree: ['学历/学位', '学历', '学位', 'degree'],
  projectName: ['项目名称', '项目名', 'project name', 'project'],
  projectDesc: ['项目描述', '项目简介', '项目介绍', '项目内容'],
  responsibility: ['责任描述', '项目职责', '个人职责', '我的职责', '担任职责', '负责内容', 'responsibility'],
  trainingOrg: ['培训机构', '培训单位', '机构名称', 'institution'],
  trainingName: ['培训课程', '培训名称', '课程名称', '课程', 'course'],
  trainingPlace: ['培训地点', '地点'],
  certificate: ['所获证书', '获得证书', '证书', 'certificate'],
  trainingDesc: ['详细描述', '培训描述', '培训内容'],
  ignore: ['企业性质', '公司性质', '薪资', '月薪', '工作性质', '开发环境', '软件环境', '硬件环境', '开发工具', '项目角色', '担任角色', '所属公司', '汇报', '证明人'],
};

export type Pair<K extends string> = { key: K; label: string; value: string };

/** A label written with optional spaces between its Chinese characters (姓  名). */
const spaced = (label: string) =>
  [...label].map((c) => (/\s/.test(c) ? '\\s+' : /[\u4e00-\u9fff]/.test(c) ? c : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('\\s*');
const isHan = (label: string) => /^[\u4e00-\u9fff/]+$/.test(label);

function compile<K extends string>(table: Record<K, string[]>) {
  const keyOf = new Map<string, K>();
  const words = (Object.entries(table) as [K, string[]][]).flatMap(([key, list]) => list.map((w) => (keyOf.set(w.toLowerCase(), key), w)));
  const alternation = (list: string[]) => list.sort((a, b) => b.length - a.length).map(spaced).join('|');
  // A label starts a line or follows a separator, and is followed by a colon; a Chinese label
  // may instead be followed by a column gap (a table cell of its own, 姓名  张伟).
  const pattern = new RegExp(
    `(?:^|(?<=[\\s|,;/、]))(?:(${alternation(words.filter(isHan))})\\s*(?::\\s*|\\s{2,}(?=\\S))|(${alternation(words.filter((w) => !isHan(w)))})\\s*:\\s*)`,
    'gi',
  );
  return { keyOf, pattern };
}

const person = compile(PERSON_LABELS);
const entry = compile(ENTRY_LABELS);

export type Found<K extends string> = Pair<K> & { index: number };

function pairsWith<K extends string>(line: string, table: { keyOf: Map<string, K>; pattern: RegExp }): Found<K>[] {
  const matches = [...line.matchAll(table.pattern)];
  return matches.flatMap((m, i) => {
    const written = m[1] ?? m[2]!;
    const label = written.replace(/\s+/g, m[1] ? '' : ' ').toLowerCase();
    const key = table.keyOf.get(label);
    const end = i + 1 < matches.length ? matches[i + 1]!.index : line.length;
    // Separators before the next label are not part of the value; the last value keeps its full stop.
    const value = line.slice(m.index + m[0].length, end).replace(/^[\s|,;]+/, '').replace(i + 1 < matches.length ? /[\s|,;、/]+$/ : /[\s|]+$/, '');
    return key ? [{ key, label, value, index: m.index }] : [];
  });
}

/** The person-level pairs of a line (basic info and job intention). */
export const personPairs = (line: string): Found<PersonKey>[] => pairsWith(line, person);
/** The pairs of a line inside a work, education, project or training entry. */
export const entryPairs = (line: string): Found<EntryKey>[] => pairsWith(line, entry);

// The first characters of every Chinese label (应聘职 of 应聘职位), which a line break in a
// narrow column can leave on a line of their own.
const LABEL_HEADS = new Set(
  [...Object.values(PERSON_LABELS), ...Object.values(ENTRY_LABELS)].flat().filter(isHan).flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1)).filter((h) => h.length >= 2)),
);

/** Whether a word is a Chinese label or its beginning. */
export const isLabelHead = (word: string) => LABEL_HEADS.has(word);
