// English CVs, bilingual CVs (the Chinese values are the ones HR keeps) and a personal
// web page.
import type { Doc } from '../generate/layouts';
import { duty, dutyEn, h, p, title } from './blocks';
import type { Layout, LayoutOf } from './boards';
import type { Person } from './people';
import type { Rng } from './rng';
import { degreeText, phone, range, sex } from './style';

const latinName = (x: Person, r: Rng) => {
  const surname = x.nameEn.split(' ')[0]!;
  return r.pick([x.nameEn, `${x.englishFirst} ${surname}`, `${surname.toUpperCase()} ${x.nameEn.split(' ')[1]!}`]);
};

/** Title first, "Title, Company" with "Jul 2019 – Present" at the right. */
export const englishTitleFirst: LayoutOf = (x, r) => {
  const name = latinName(x, r);
  const doc: Doc = [title(name), p(`${phone(x, r)} | ${x.email} | ${x.workCityEn}, China`), h('Objective'), p(`${x.expectPositionEn} in ${x.workCityEn}`), h(r.pick(['Experience', 'Work Experience', 'Professional Experience']))];
  for (const j of x.jobs) doc.push(p(`${j.titleEn}, ${j.companyEn}        ${range(j.start, j.end, r.pick(['en', 'enLong'] as const), r.pick([' – ', ' - ', ' to ']))}`), p(`• ${dutyEn(r)}`));
  doc.push(h('Education'));
  for (const e of x.educations) doc.push(p(`${degreeText(e, r, true)} in ${e.majorEn}, ${e.schoolEn}        ${range(e.start, e.end, 'en', ' – ')}`));
  doc.push(h('Skills'), p(x.skills.join(', ')));
  return { doc, shown: { name, workCity: true, expectPosition: true, english: true, skills: true, values: { expectCity: x.workCity } } };
};

/** Company on one line, title and "07/2019 - Present" on the next. */
export const englishCompanyFirst: LayoutOf = (x, r) => {
  const name = latinName(x, r);
  const doc: Doc = [title(name), p(`Mobile: ${phone(x, r)}`), p(`Email: ${x.email}`), p(`Gender: ${x.gender ? 'Male' : 'Female'}    Date of Birth: ${x.birthYear}-${String(x.birthMonth).padStart(2, '0')}`), h('WORK HISTORY')];
  for (const j of x.jobs) doc.push(p(j.companyEn), p(`${j.titleEn}    ${range(j.start, j.end, 'mmyyyy', ' - ')}`), p(`- ${dutyEn(r)}`));
  doc.push(h('EDUCATION'));
  for (const e of x.educations) doc.push(p(e.schoolEn), p(`${degreeText(e, r, true)}, ${e.majorEn}    ${range(e.start, e.end, 'mmyyyy', ' - ')}`));
  doc.push(h('LANGUAGES'), p(x.languages.map((l) => `${l.nameEn} (${l.level})`).join('; ')));
  return { doc, shown: { name, gender: true, birth: 'year', english: true, languages: true } };
};

/** The Chinese resume followed by its English version. */
export const bilingualTwoParts: LayoutOf = (x, r) => {
  const doc: Doc = [title(`${x.name} ${x.nameEn}`), p(`${sex(x)} | ${x.birthYear}年${x.birthMonth}月 | ${x.workCity}`), p(`电话 Tel：${phone(x, r)}  邮箱 Email：${x.email}`), p(`求职意向：${x.expectPosition}`), h('工作经历')];
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'dot', ' - ')}  ${j.company}  ${j.title}`), p(duty(j, r)));
  doc.push(h('教育背景'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'dot', ' - ')}  ${e.school}  ${e.major}  ${degreeText(e, r)}`));
  doc.push(h('Work Experience'));
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'en', ' - ')}  ${j.companyEn}  ${j.titleEn}`), p(dutyEn(r)));
  doc.push(h('Education'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'en', ' - ')}  ${e.schoolEn}  ${e.majorEn}  ${degreeText(e, r, true)}`));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectPosition: true } };
};

/** Bilingual headings and each value in both languages on one line. */
export const bilingualSideBySide: LayoutOf = (x, r) => {
  const doc: Doc = [title(`${x.name} / ${x.nameEn}`), p(`手机 Mobile：${phone(x, r)}`), p(`邮箱 E-mail：${x.email}`), p(`期望职位 Objective：${x.expectPosition} / ${x.expectPositionEn}`), h('工作经历 Work Experience')];
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'dot', ' - ')}  ${j.company}（${j.companyEn}）`), p(`${j.title} ${j.titleEn}`));
  doc.push(h('教育背景 Education'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'dot', ' - ')}  ${e.school} ${e.schoolEn}`), p(`${e.major} ${e.majorEn} | ${degreeText(e, r)} ${degreeText(e, r, true)}`));
  doc.push(h('语言 Languages'), p(x.languages.map((l) => `${l.name} ${l.nameEn}：${l.level}`).join('；')));
  return { doc, shown: { expectPosition: true, languages: true } };
};

/** A personal page as people host it: header, nav, sections as definition lists. */
export function htmlProfile(x: Person, r: Rng): { html: string; shown: Layout['shown'] } {
  const jobs = x.jobs.map((j) => `<article class="job"><h3>${j.title} <span class="at">@ ${j.company}</span></h3><time>${range(j.start, j.end, 'slash', ' — ')}</time><p>${duty(j, r)}</p></article>`).join('\n');
  const edus = x.educations.map((e) => `<li><strong>${e.school}</strong> · ${e.major} · ${degreeText(e, r)} <em>${range(e.start, e.end, 'dot', '-')}</em></li>`).join('\n');
  const html = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${x.name}的个人主页</title><style>body{font-family:sans-serif;max-width:760px;margin:auto}nav a{margin-right:12px}.at{color:#888}</style></head>
<body><nav><a href="#about">关于我</a><a href="#work">经历</a><a href="#edu">教育</a><a href="#contact">联系</a></nav>
<header id="about"><h1>${x.name}</h1><p class="tagline">${x.jobs[0]!.title} · ${x.workCity}</p></header>
<section id="work"><h2>工作经历</h2>
${jobs}
</section>
<section id="edu"><h2>教育经历</h2><ul>
${edus}
</ul></section>
<section><h2>技能</h2><ul>${x.skills.map((s) => `<li>${s}</li>`).join('')}</ul></section>
<footer id="contact"><dl><dt>手机</dt><dd>${phone(x, r)}</dd><dt>邮箱</dt><dd><a href="mailto:${x.email}">${x.email}</a></dd></dl><p>© 2024 ${x.name}</p></footer>
</body></html>
`;
  return { html, shown: { workCity: true, skills: true } };
}
