// How different sources lay a resume out: a personal Word/PDF resume, 51job, 智联招聘, 猎聘
// and BOSS直聘 exports, a table form, English resumes. Each layout turns a person into
// blocks that the format writers (text, HTML, DOCX, PDF, .doc) render.
import type { Person } from './people';

export type Block = { t: 'title' | 'h' | 'p'; text: string } | { t: 'row'; cells: string[] };
export type Doc = Block[];
/** Which facts a layout states, so the expected JSON holds exactly those. */
export type Shown = { birth: 'year' | 'age' | 'none'; gender: boolean; workCity: boolean; wechat: boolean; expect: boolean; projects: boolean; departments: boolean };

/** The year the fixtures' stated ages are counted from. */
export const AGE_YEAR = 2024;

const p = (text: string): Block => ({ t: 'p', text });
const h = (text: string): Block => ({ t: 'h', text });
const row = (...cells: string[]): Block => ({ t: 'row', cells });
const sex = (x: Person) => (x.gender === 1 ? '男' : '女');
const age = (x: Person) => AGE_YEAR - x.birthYear;

type DateStyle = 'dot' | 'slash' | 'cn' | 'dash';
/** A period '2019.03-至今' written in another style. */
export function period(time: string, style: DateStyle): string {
  const [from, to] = time.split('-') as [string, string];
  const one = (t: string) => {
    if (t === '至今') return '至今';
    const [y, m] = t.split('.') as [string, string];
    if (style === 'slash') return `${y}/${Number(m)}`;
    if (style === 'cn') return `${y}年${Number(m)}月`;
    if (style === 'dash') return `${y}-${m}`;
    return t;
  };
  return style === 'slash' ? `${one(from)} -- ${one(to)}` : style === 'dash' ? `${one(from)} ~ ${one(to)}` : `${one(from)}-${one(to)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const english = (time: string) =>
  time
    .split('-')
    .map((t) => (t === '至今' ? 'Present' : `${MONTHS[Number(t.split('.')[1]) - 1]} ${t.split('.')[0]}`))
    .join(' - ');

const phone = (m: string, style: 'plain' | 'dash' | 'space' | '86') =>
  style === 'dash' ? `${m.slice(0, 3)}-${m.slice(3, 7)}-${m.slice(7)}` : style === 'space' ? `${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}` : style === '86' ? `+86 ${m.slice(0, 3)}-${m.slice(3, 7)}-${m.slice(7)}` : m;

/** A resume written by the candidate in Word: labelled base info, one line per entry. */
export function personal(x: Person, dates: DateStyle = 'dot', decorate = (s: string) => s): Doc {
  const doc: Doc = [{ t: 'title', text: '个 人 简 历' }, h(decorate('基本信息'))];
  doc.push(p(`姓    名：${x.name}        性    别：${sex(x)}`), p(`出生年月：${x.birthYear}.${String(x.birthMonth).padStart(2, '0')}        民    族：汉`));
  doc.push(p(`联系电话：${phone(x.mobile, '86')}`), p(`电子邮箱：${x.email}`));
  if (x.wechat) doc.push(p(`微    信：${x.wechat}`));
  doc.push(p(`现居城市：${x.workCity}`), h(decorate('求职意向')), p(`意向岗位：${x.expectPosition}    期望城市：${x.expectCity}    期望薪资：${x.expectSalary}`));
  doc.push(h(decorate('教育背景')), ...x.educations.map((e) => p(`${period(e.time, dates)}  ${e.school}  ${e.major}  ${e.degree}`)));
  doc.push(h(decorate('工作经历')));
  for (const j of x.jobs) {
    doc.push(p(`${period(j.time, dates)}  ${j.company}  ${j.title}`));
    if (j.department) doc.push(p(`所在部门：${j.department}`));
    doc.push(p(`工作内容：${j.content}`));
  }
  if (x.projects.length) doc.push(h(decorate('项目经验')));
  for (const pr of x.projects) doc.push(p(`${period(pr.time, dates)}  ${pr.name}`), p(`项目描述：${pr.desc}`), p(`责任描述：${pr.duty}`));
  if (x.trainings.length) doc.push(h(decorate('培训经历')));
  for (const t of x.trainings) doc.push(p(`${period(t.time, dates)}  ${t.org}  ${t.name}`), ...(t.certificate ? [p(`所获证书：${t.certificate}`)] : []));
  doc.push(h(decorate('自我评价')), p(x.self), h(decorate('专业技能')), p(x.skills));
  return doc;
}
export const personalShown: Shown = { birth: 'year', gender: true, workCity: true, wechat: true, expect: true, projects: true, departments: true };

/** 前程无忧 (51job) export: header line, label cells, "2019/7 -- 至今：公司（规模）" entries. */
export function job51(x: Person): Doc {
  const doc: Doc = [p('简历编号：50231877    更新时间：2024-03-18'), { t: 'title', text: x.name }];
  doc.push(p(`${sex(x)} | ${age(x)}岁（${x.birthYear}年${x.birthMonth}月） | 现居住 ${x.workCity}-市辖区 | ${x.workYears}年工作经验`));
  doc.push(p(`手机：${x.mobile}    E-mail：${x.email}`), h('求职意向'));
  doc.push(row('期望工作地区：', x.expectCity), row('期望月薪：', x.expectSalary), row('目前状况：', '在职，考虑机会'), row('期望从事职业：', x.expectPosition));
  if (x.expectIndustry) doc.push(row('期望从事行业：', x.expectIndustry));
  doc.push(h('工作经验'));
  for (const j of x.jobs) {
    doc.push(p(`${period(j.time, 'slash')}：${j.company}${j.scale ? `（${j.scale}）` : ''} [ 2年 ]`));
    if (j.industry) doc.push(p(`所属行业：${j.industry}`));
    doc.push(row(j.department ?? '', j.title), p(`工作描述：${j.content}`));
  }
  if (x.projects.length) doc.push(h('项目经验'));
  for (const pr of x.projects) doc.push(p(`${period(pr.time, 'slash')}：${pr.name}`), p(`项目描述：${pr.desc}`), p(`责任描述：${pr.duty}`));
  doc.push(h('教育经历'), ...x.educations.map((e) => row(period(e.time, 'slash'), e.school, e.major, e.degree)));
  doc.push(h('自我评价'), p(x.self));
  return doc;
}
export const job51Shown: Shown = { birth: 'year', gender: true, workCity: true, wechat: false, expect: true, projects: true, departments: true };

/** 智联招聘 export: a fact line under the name, entries with the title on their second line. */
export function zhaopin(x: Person, notice = false): Doc {
  const doc: Doc = notice ? [p(`智联招聘 | 应聘职位：${x.expectPosition} | 投递时间：2024-03-20`)] : [];
  doc.push({ t: 'title', text: x.name }, p(`${sex(x)}    ${x.birthYear}年${x.birthMonth}月生    ${x.educations[0]!.degree}    ${x.workYears}年工作经验    现居住地：${x.workCity}`));
  doc.push(p(`手机：${phone(x.mobile, 'space')}`), p(`E-mail：${x.email}`));
  if (x.wechat) doc.push(p(`微信：${x.wechat}`));
  doc.push(h('求职意向'), p(`期望工作地区：${x.expectCity}`), p(`期望月薪：${x.expectSalary}`), p(`期望从事职业：${x.expectPosition}`));
  if (x.expectIndustry) doc.push(p(`期望从事行业：${x.expectIndustry}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) {
    doc.push(p(`${period(j.time, 'dot').replace('-', ' - ')}  ${j.company}（8001-10000元/月）`), p(`${j.title} | 3年`));
    if (j.scale || j.industry) doc.push(p(`企业性质：民营 | 规模：${j.scale ?? '100-499人'}`));
    doc.push(p(`工作描述：${j.content}`));
  }
  doc.push(h('教育经历'), ...x.educations.map((e) => p(`${period(e.time, 'dot').replace('-', ' - ')}  ${e.school}  ${e.major}  ${e.degree}`)));
  if (x.trainings.length) doc.push(h('培训经历'));
  for (const t of x.trainings) doc.push(p(`${period(t.time, 'dot').replace('-', ' - ')}  ${t.org}  ${t.name}`), ...(t.certificate ? [p(`所获证书：${t.certificate}`)] : []));
  doc.push(h('自我评价'), p(x.self));
  return doc;
}
export const zhaopinShown: Shown = { birth: 'year', gender: true, workCity: true, wechat: true, expect: true, projects: false, departments: false };

/** 猎聘 export: every fact labelled; the company above its time, school above its time. */
export function liepin(x: Person): Doc {
  const doc: Doc = [h('个人信息'), row(`姓名：${x.name}`, `性别：${sex(x)}`), row(`年龄：${age(x)}岁`, `手机号码：${phone(x.mobile, 'dash')}`)];
  doc.push(row(`电子邮箱：${x.email}`, `微信号：${x.wechat ?? '同手机号'}`), row(`所在地：${x.workCity}`, `工作年限：${x.workYears}年`));
  doc.push(h('求职意向'), p(`期望职位：${x.expectPosition}    期望城市：${x.expectCity}    期望年薪：${x.expectSalary}`), h('工作经历'));
  for (const j of x.jobs) {
    doc.push(p(j.company), p(period(j.time, 'dot')), p(`职位名称：${j.title}`));
    if (j.department) doc.push(p(`所在部门：${j.department}`));
    doc.push(p(`工作职责：${j.content}`));
  }
  doc.push(h('教育经历'), ...x.educations.flatMap((e) => [p(`${e.school}  ${e.degree}  ${e.major}`), p(period(e.time, 'dot'))]));
  if (x.trainings.length) doc.push(h('培训经历'));
  for (const t of x.trainings) doc.push(p(`${period(t.time, 'dot')}  ${t.name}`), p(`培训机构：${t.org}`), ...(t.certificate ? [p(`所获证书：${t.certificate}`)] : []));
  return doc;
}
export const liepinShown: Shown = { birth: 'age', gender: true, workCity: true, wechat: true, expect: true, projects: false, departments: true };

/** BOSS直聘 PDF: company and time on one line (time at the right edge), title and department below. */
export function boss(x: Person): Doc {
  const doc: Doc = [{ t: 'title', text: x.name }, p(`${x.workYears}年工作经验 | ${age(x)}岁 | ${x.educations[0]!.degree}`), p(`${phone(x.mobile, 'space')} | ${x.email}`)];
  doc.push(h('求职意向'), p(`${x.expectPosition} | ${x.expectCity} | ${x.expectSalary}`), h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company}      ${period(j.time, 'dot')}`), p(`${j.title}${j.department ? `  ${j.department}` : ''}`), p(`内容：${j.content}`));
  if (x.projects.length) doc.push(h('项目经历'));
  for (const pr of x.projects) doc.push(p(`${pr.name}      ${period(pr.time, 'dot')}`), p(pr.desc), p(pr.duty));
  doc.push(h('教育经历'), ...x.educations.flatMap((e) => [p(`${e.school}      ${period(e.time, 'dot')}`), p(`${e.degree}  ${e.major}`)]));
  doc.push(h('个人优势'), p(x.self));
  return doc;
}
export const bossShown: Shown = { birth: 'age', gender: false, workCity: false, wechat: false, expect: true, projects: true, departments: true };

/** A form with the base info in a table (label cell, value cell) and an education table. */
export function table(x: Person): Doc {
  const doc: Doc = [{ t: 'title', text: '个人简历' }];
  doc.push(row('姓名', x.name, '性别', sex(x)), row('出生日期', `${x.birthYear}年${x.birthMonth}月`, '联系电话', x.mobile), row('电子邮箱', x.email, '现居住地', x.workCity));
  doc.push(row('求职意向', x.expectPosition, '期望薪资', x.expectSalary), row('期望城市', x.expectCity, '工作年限', `${x.workYears}年`));
  doc.push(h('教育背景'), row('时间', '学校', '专业', '学历'), ...x.educations.map((e) => row(period(e.time, 'cn'), e.school, e.major, e.degree)));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${period(j.time, 'cn')}  ${j.company}  ${j.title}`), p(`工作职责：${j.content}`));
  doc.push(h('自我评价'), p(x.self));
  return doc;
}
export const tableShown: Shown = { birth: 'year', gender: true, workCity: true, wechat: false, expect: true, projects: false, departments: false };

/** An English resume: contact line, "Title, Company    Mon YYYY - Present", school then degree. */
export function englishResume(x: Person, contactStyle: 'bar' | 'labels' = 'bar'): Doc {
  const city = { 北京: 'Beijing', 上海: 'Shanghai' }[x.workCity] ?? x.workCity;
  const doc: Doc = [{ t: 'title', text: x.name }];
  if (contactStyle === 'bar') doc.push(p(`${x.jobs[0]!.title} | ${city} | ${phone(x.mobile, '86')} | ${x.email}`));
  else doc.push(p(`Email: ${x.email}    Phone: ${phone(x.mobile, 'space')}`), p(`Location: ${city}`));
  doc.push(h('SUMMARY'), p(x.self), h('EXPERIENCE'));
  for (const j of x.jobs) doc.push(p(`${j.title}, ${j.company}      ${english(j.time)}`), p(`- ${j.content}`));
  if (x.projects.length) doc.push(h('PROJECTS'));
  for (const pr of x.projects) doc.push(p(`${pr.name}      ${english(pr.time)}`), p(`- ${pr.desc}`), p(`- ${pr.duty}`));
  doc.push(h('EDUCATION'));
  const degree = (d: string) => ({ 本科: 'B.S.', 硕士: 'M.S.', 博士: 'Ph.D.' })[d] ?? d;
  for (const e of x.educations) doc.push(p(`${e.school}      ${english(e.time)}`), p(`${degree(e.degree)} in ${e.major}`));
  doc.push(h('SKILLS'), p(x.skills));
  return doc;
}
export const englishShown: Shown = { birth: 'none', gender: false, workCity: true, wechat: false, expect: false, projects: true, departments: false };
