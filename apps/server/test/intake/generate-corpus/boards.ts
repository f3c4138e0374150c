// Job boards' exports and printouts: 51job (前程无忧), 智联招聘, 猎聘, BOSS直聘, 拉勾, 卓聘 and
// 中华英才网, each in more than one of the layouts they have used, with their own section
// names, labels, orders and date styles.
import type { Doc } from '../generate/layouts';
import { duty, extras, h, p, row, title } from './blocks';
import type { Person } from './people';
import type { Rng } from './rng';
import { age, degreeText, phone, range, sex, WORK_STATES, type Shown } from './style';

export type Layout = { doc: Doc; shown: Shown };
export type LayoutOf = (x: Person, r: Rng) => Layout;

const years = (x: Person) => 2024 - (x.jobs.at(-1)?.start.y ?? 2024);
const state = (x: Person, r: Rng) => r.pick(WORK_STATES[x.workState]!);

/** 51job's "简历" page: facts under the name, 求职意向 as a table, periods 2019/07--至今. */
export const job51Page: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${sex(x)}｜${age(x)}岁（${x.birthYear}年${x.birthMonth}月）｜现居住 ${x.workCity}｜${years(x)}年工作经验`), p(`${r.pick(['手机', '电话'])}：${phone(x, r)}    E-mail：${x.email}`)];
  doc.push(h('求职意向'), row('期望工作性质：', '全职'), row(`${r.pick(['期望从事职业', '期望职位', '职能/职位'])}：`, x.expectPosition), row('期望工作地区：', x.expectCity), row('期望月薪：', x.expectSalary), row('目前状况：', state(x, r)));
  doc.push(h('工作经验'));
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'slash', r.pick(['--', ' -- ', '-']))}：${j.company}（${r.pick(['100-499人', '500-999人', '1000-9999人'])}）`), p(`${j.department}  |  ${j.title}`), p(`工作描述：${duty(j, r)}`));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'slash', '--')}    ${e.school}    ${e.major}    ${degreeText(e, r)}`));
  doc.push(...extras(x, r, { skills: '技能特长', certificates: '证书', languages: '语言能力' }));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectCity: true, expectPosition: true, expectSalary: true, workState: true, departments: true, skills: true, certificates: true, languages: true } };
};

/** 51job's older Word export: a 个人信息 table, 工作经历 with 公司/职位 labels. */
export const job51Word: LayoutOf = (x, r) => {
  const doc: Doc = [title(`${x.name}  简历`), h('个人信息'), row('姓名：', x.name, '性别：', sex(x)), row('出生日期：', `${x.birthYear}/${x.birthMonth}/${r.int(1, 28)}`, '居住地：', x.workCity), row('手机：', phone(x, r), '电子邮件：', x.email)];
  doc.push(h('求职意向'), row('到岗时间：', '一个月内'), row('工作地点：', x.expectCity), row('意向岗位：', x.expectPosition));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(row('时间：', range(j.start, j.end, 'slash', ' - ', false)), row('公司：', j.company), row('职位：', j.title), row('工作描述：', duty(j, r)));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(row('时间：', range(e.start, e.end, 'slash', ' - ', false)), row('学校：', e.school), row('专业：', e.major), row('学历：', degreeText(e, r)));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectCity: true, expectPosition: true } };
};

/** 智联招聘: facts on one line with |, 工作经历 "公司 （2019.07 - 至今）" then "职位 | 月薪". */
export const zhaopinPage: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${sex(x)} | ${age(x)}岁 | ${x.educations[0]!.degree} | ${years(x)}年工作经验 | 现居住地：${x.workCity}`), p(`手机：${phone(x, r)}  |  邮箱：${x.email}`)];
  doc.push(h('求职意向'), p(`期望工作地区：${x.expectCity}`), p(`期望月薪：${x.expectSalary}`), p(`目前状况：${state(x, r)}`), p(`期望从事职业：${x.expectPosition}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company} （${range(j.start, j.end, 'dot', ' - ')}）`), p(`${j.title} | ${r.pick(['8001-10000元/月', '10001-15000元/月', '15001-20000元/月'])}`), p(duty(j, r)));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'dot', ' - ')} ${e.school} ${e.major} ${degreeText(e, r)}`));
  doc.push(...extras(x, r, { skills: '专业技能', certificates: '证书', languages: '语言能力' }));
  return { doc, shown: { gender: true, birth: 'age', workCity: true, expectCity: true, expectPosition: true, expectSalary: true, workState: true, skills: true, certificates: true, languages: true } };
};

/** 智联's printout: labels in the left column of a table, the work entries as small tables. */
export const zhaopinPrint: LayoutOf = (x, r) => {
  const doc: Doc = [title('个人简历'), row('姓名', x.name, '性别', sex(x)), row('年龄', `${age(x)}岁`, '学历', x.educations[0]!.degree), row('手机号码', phone(x, r), '电子邮箱', x.email), row('应聘职位', x.expectPosition, '期望城市', x.expectCity)];
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(row('时间', range(j.start, j.end, 'dot', '-'), '公司名称', j.company), row('职位名称', j.title, '所在部门', j.department));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(row(range(e.start, e.end, 'dot', '-'), e.school, e.major, degreeText(e, r)));
  return { doc, shown: { gender: true, birth: 'age', expectCity: true, expectPosition: true, departments: true } };
};

/** 猎聘: 职业概况, entries with the period and its length first, company, then 职位/部门 labels. */
export const liepinPage: LayoutOf = (x, r) => {
  const salary = r.pick(['20-30万', '30-40万', '面议']);
  const doc: Doc = [title(x.name), p(`${sex(x)} · ${age(x)}岁 · ${x.workCity} · ${x.educations[0]!.degree} · 工作${years(x)}年`), p(`${phone(x, r)}  ·  ${x.email}`)];
  doc.push(h('职业意向'), p(`期望职位：${x.expectPosition}`), p(`期望城市：${x.expectCity}`), p(`期望年薪：${salary}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'dot', ' - ')}  (${r.int(1, 5)}年${r.int(1, 11)}个月)`), p(j.company), p(`职位名称：${j.title}    所在部门：${j.department}`), p(`职责业绩：${duty(j, r)}`));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${e.school}  ${range(e.start, e.end, 'dot', ' - ')}`), p(`专业：${e.major}    学历：${degreeText(e, r)}`));
  doc.push(...extras(x, r, { skills: '技能标签', certificates: '证书', languages: '语言能力' }));
  return { doc, shown: { gender: true, birth: 'age', workCity: true, expectCity: true, expectPosition: true, departments: true, skills: true, certificates: true, languages: true, values: { expectSalary: salary } } };
};

/** 猎聘 for senior hires: the title before the company, one line per entry. */
export const liepinSenior: LayoutOf = (x, r) => {
  const doc: Doc = [p(`${x.name}${r.pick(['', ' '])}${x.gender ? '先生' : '女士'}`), p(`${r.pick(['目标职位', '期望职位'])}：${x.expectPosition}（${x.expectCity}）`), p(`联系方式：${phone(x, r)} / ${x.email}`)];
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.title} | ${j.company} | ${range(j.start, j.end, 'dot', ' - ')}`), p(duty(j, r)));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${degreeText(e, r)} | ${e.school} | ${e.major} | ${range(e.start, e.end, 'dot', ' - ')}`));
  return { doc, shown: { gender: true, expectCity: true, expectPosition: true } };
};

/** BOSS直聘: 在职-考虑机会, 期望 "职位 | 城市 | 薪资", company then title, years for school. */
export const bossPage: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${years(x)}年 | ${age(x)}岁 | ${x.educations[0]!.degree} | ${state(x, r)}`), p(`${phone(x, r)} | ${x.email} | 微信：${x.wechat}`)];
  doc.push(h('期望职位'), p(`${x.expectPosition} | ${x.expectCity} | ${x.expectSalary}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company}    ${range(j.start, j.end, 'dot', '-')}`), p(`${j.title}  ${j.department}`), p(`内容：${duty(j, r)}`));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${e.school}    ${e.start.y}-${e.end.y}`), p(`${e.major} ${degreeText(e, r)}`));
  doc.push(h('专业技能'), p(x.skills.join('、')));
  return { doc, shown: { birth: 'age', expectCity: true, expectPosition: true, expectSalary: true, workState: true, wechat: true, departments: true, skills: true, eduYearsOnly: true } };
};

/** BOSS直聘's attachment view: the period on its own line below "公司 · 职位". */
export const bossCard: LayoutOf = (x, r) => {
  const doc: Doc = [p(x.name), p(`${sex(x)}  ${age(x)}岁  ${x.workCity}`), p(`${phone(x, r)}  ${x.email}`), p(`求职状态：${state(x, r)}`), p(`求职意向：${x.expectPosition} · ${x.expectCity}`)];
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company} · ${j.title}`), p(range(j.start, j.end, 'dot', r.pick([' - ', '—', '~']))), p(duty(j, r)));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${e.school} · ${e.major} · ${degreeText(e, r)}`), p(range(e.start, e.end, 'dot', ' - ')));
  return { doc, shown: { gender: true, birth: 'age', workCity: true, expectCity: true, expectPosition: true, workState: true } };
};

/** 拉勾: 期望工作 "职位 · 城市 · 全职 · 薪资", company · title on one line with the period right. */
export const lagouPage: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${sex(x)} / ${x.educations[0]!.degree} / ${years(x)}年工作经验 / ${x.workCity}`), p(`${phone(x, r)} / ${x.email}`)];
  doc.push(h('期望工作'), p(`${x.expectPosition} · ${x.expectCity} · 全职 · ${x.expectSalary}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company} · ${j.title}      ${range(j.start, j.end, 'dot', ' - ')}`), p(duty(j, r)));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${e.school} · ${degreeText(e, r)} · ${e.major}      ${range(e.start, e.end, 'dot', ' - ')}`));
  doc.push(h('技能标签'), p(x.skills.join(' ')));
  return { doc, shown: { gender: true, workCity: true, expectCity: true, expectPosition: true, expectSalary: true, skills: true } };
};

/** 卓聘: 目标职位, 2019年7月—至今, 公司名称/职位名称 labels, 学历 after the school. */
export const zhuopinPage: LayoutOf = (x, r) => {
  const salary = r.pick(['30万', '40万以上', '面议']);
  const doc: Doc = [title(x.name), row('性别', sex(x), '出生年月', `${x.birthYear}年${x.birthMonth}月`), row('现居城市', x.workCity, '联系电话', phone(x, r)), row('电子邮箱', x.email, '目前状态', state(x, r))];
  doc.push(h('职业目标'), p(`目标职位：${x.expectPosition}`), p(`目标城市：${x.expectCity}`), p(`目标年薪：${salary}`));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(range(j.start, j.end, 'cn', '—')), p(`公司名称：${j.company}`), p(`职位名称：${j.title}`), p(`工作职责：${duty(j, r)}`));
  doc.push(h('教育背景'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'cn', '—')}  ${e.school}  ${e.major}  ${degreeText(e, r)}`));
  doc.push(...extras(x, r, { skills: '专业技能', certificates: '资格证书', languages: '外语能力' }));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectCity: true, expectPosition: true, workState: true, skills: true, certificates: true, languages: true, values: { expectSalary: salary } } };
};

/** 中华英才网: 应聘职位 at the top, periods 2019-07～至今, a table of 时间/公司/职位. */
export const chinahrPage: LayoutOf = (x, r) => {
  const doc: Doc = [p(`应聘职位：${x.expectPosition}`), title(x.name), p(`${sex(x)}，${x.birthYear}年出生，现居${x.workCity}`), p(`手机：${phone(x, r)}  邮箱：${x.email}`)];
  doc.push(h('工作经历'), row('时间', '公司', '职位'));
  for (const j of x.jobs) doc.push(row(range(j.start, j.end, 'dash', '～'), j.company, j.title));
  doc.push(h('教育经历'), row('时间', '学校', '专业', '学历'));
  for (const e of x.educations) doc.push(row(range(e.start, e.end, 'dash', '～'), e.school, e.major, degreeText(e, r)));
  doc.push(h('求职意向'), p(`意向城市：${x.expectCity}`), p(`期望薪资：${x.expectSalary}`));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectCity: true, expectPosition: true, expectSalary: true } };
};
