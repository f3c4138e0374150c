// Common Word templates (a form table, a modern one-column, multi-line entries) and the
// text templates people write by hand or compile: Markdown and LaTeX.
import type { Doc } from '../generate/layouts';
import { duty, extras, h, p, row, title } from './blocks';
import type { LayoutOf } from './boards';
import type { Person } from './people';
import type { Rng } from './rng';
import { age, degreeText, phone, range, sex, type Shown } from './style';

export type TextLayout = { text: string; shown: Shown };
export type TextLayoutOf = (x: Person, r: Rng) => TextLayout;

/** The 个人简历 form table of Word templates: spaced labels, 求职意向 in the table. */
export const wordForm: LayoutOf = (x, r) => {
  const doc: Doc = [title('个 人 简 历'), row('姓    名', x.name, '性    别', sex(x)), row('出生年月', `${x.birthYear}.${String(x.birthMonth).padStart(2, '0')}`, '政治面貌', r.pick(['群众', '中共党员', '共青团员'])), row('联系电话', phone(x, r), '电子邮箱', x.email)];
  doc.push(row(r.pick(['求职意向', '应聘岗位', '意向岗位']), x.expectPosition, '期望城市', x.expectCity));
  doc.push(h('教育背景'));
  for (const e of x.educations) doc.push(row(range(e.start, e.end, 'dot', '—'), e.school, e.major, degreeText(e, r)));
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(row(range(j.start, j.end, 'dot', '—'), j.company, j.title), p(duty(j, r)));
  doc.push(h('证书与技能'), p(`技能：${x.skills.join('、')}`));
  if (x.certificates.length) doc.push(p(`证书：${x.certificates.join('、')}`));
  return { doc, shown: { gender: true, birth: 'year', expectCity: true, expectPosition: true, skills: true, certificates: true } };
};

/** A modern one-column template: icons before contacts, the period at the right edge. */
export const wordModern: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${r.pick(['求职意向', '求职目标'])}：${x.expectPosition}`), p(`☎ ${phone(x, r)}    ✉ ${x.email}    ⌂ ${x.workCity}`), p(`${sex(x)} | ${x.birthYear}年生`)];
  doc.push(h('▌工作经历'));
  for (const j of x.jobs) doc.push(p(`${j.company}    ${j.department}    ${j.title}        ${range(j.start, j.end, r.pick(['dot', 'slash'] as const), ' - ')}`), p(`· ${duty(j, r)}`));
  doc.push(h('▌教育经历'));
  for (const e of x.educations) doc.push(p(`${e.school}    ${e.major}    ${degreeText(e, r)}        ${range(e.start, e.end, 'dot', ' - ')}`));
  doc.push(...extras(x, r, { skills: '▌专业技能', certificates: '▌荣誉证书', languages: '▌语言能力' }));
  return { doc, shown: { gender: true, birth: 'year', workCity: true, expectPosition: true, departments: true, skills: true, certificates: true, languages: true } };
};

/** Entries over several lines, company and department in one, Chinese dates with an em dash. */
export const wordMultiLine: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`手机：${phone(x, r)}`), p(`邮箱：${x.email}`), p(`${r.pick(['期望职位', '目标职位', '意向岗位'])}：${x.expectPosition}`)];
  doc.push(h(r.pick(['工作经历', '工作经验', '职业经历'])));
  for (const j of x.jobs) doc.push(p(range(j.start, j.end, 'cn', r.pick(['—', '——', ' - ', '至']))), p(`${j.company}${r.pick([' ', '-', '·'])}${j.department}`), p(`职务：${j.title}`), p(`主要职责：${duty(j, r)}`));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(range(e.start, e.end, 'cn', '—')), p(`${e.school}，${e.major}，${degreeText(e, r)}`));
  return { doc, shown: { expectPosition: true, departments: true } };
};

/** Markdown in three hand-written styles. */
export const markdown: TextLayoutOf = (x, r) => {
  const style = r.int(0, 2);
  const out: string[] = [`# ${x.name}`, ''];
  out.push(`- 电话：${phone(x, r)}`, `- 邮箱：${x.email}`, `- 求职意向：${x.expectPosition}`, `- 所在城市：${x.workCity}`, '');
  out.push(r.pick(['## 工作经历', '## 工作经验', '## Work Experience 工作经历']), '');
  for (const j of x.jobs) {
    if (style === 0) out.push(`### ${j.company} · ${j.title}`, `*${range(j.start, j.end, 'dot', ' – ')}*`, '', `- ${duty(j, r)}`, '');
    else if (style === 1) out.push(`**${j.company}**  ${range(j.start, j.end, 'slash', ' - ')}`, `${j.title}`, '', `${duty(j, r)}`, '');
    else out.push(`| ${range(j.start, j.end, 'dot', '-')} | ${j.company} | ${j.title} |`);
  }
  out.push('', '## 教育经历', '');
  for (const e of x.educations) out.push(style === 2 ? `| ${range(e.start, e.end, 'dot', '-')} | ${e.school} | ${e.major} | ${degreeText(e, r)} |` : `- ${e.school}，${e.major}，${degreeText(e, r)}（${range(e.start, e.end, 'dot', '-')}）`);
  out.push('', '## 技能', '', ...x.skills.map((s) => `- ${s}`), '');
  return { text: out.join('\n'), shown: { workCity: true, expectPosition: true, skills: true } };
};

/** LaTeX sources of two common classes: an article with \hfill dates, and moderncv's \cventry. */
export const latex: TextLayoutOf = (x, r) => {
  const out: string[] = [];
  if (r.chance(0.5)) {
    out.push('\\documentclass[11pt]{ctexart}', '\\begin{document}', `\\begin{center}{\\LARGE ${x.name}}\\\\ ${phone(x, r)} $|$ \\href{mailto:${x.email}}{${x.email}}\\end{center}`, `\\textbf{求职意向：}${x.expectPosition}`, '\\section{工作经历}');
    for (const j of x.jobs) out.push(`\\textbf{${j.company}} \\hfill ${range(j.start, j.end, 'dot', ' -- ')}\\\\`, `\\textit{${j.title}}`, '\\begin{itemize}', `  \\item ${duty(j, r)}`, '\\end{itemize}');
    out.push('\\section{教育背景}');
    for (const e of x.educations) out.push(`\\textbf{${e.school}} \\hfill ${range(e.start, e.end, 'dot', ' -- ')}\\\\`, `${e.major} \\quad ${degreeText(e, r)}`);
  } else {
    out.push('\\documentclass[11pt,a4paper]{moderncv}', '\\moderncvstyle{classic}', '\\usepackage{xeCJK}', `\\name{${x.name.slice(0, x.surname.length)}}{${x.name.slice(x.surname.length)}}`, `\\title{${x.expectPosition}}`, `\\phone[mobile]{${x.mobile}}`, `\\email{${x.email}}`, '\\begin{document}', '\\makecvtitle', '\\section{工作经历}');
    for (const j of x.jobs) out.push(`\\cventry{${range(j.start, j.end, 'dot', '--')}}{${j.title}}{${j.company}}{${j.city}}{}{${duty(j, r)}}`);
    out.push('\\section{教育背景}');
    for (const e of x.educations) out.push(`\\cventry{${range(e.start, e.end, 'dot', '--')}}{${degreeText(e, r)}}{${e.school}}{}{}{${e.major}}`);
  }
  out.push('\\end{document}', '');
  return { text: out.join('\n'), shown: { expectPosition: true } };
};

/** Skills, certificates and languages only, in a short self-made resume. */
export const wordSkills: LayoutOf = (x, r) => {
  const doc: Doc = [title(x.name), p(`${sex(x)} ｜ ${age(x)}岁 ｜ ${x.workCity}`), p(`${phone(x, r)} ｜ ${x.email}`), p(`求职意向：${x.expectPosition}`)];
  doc.push(h('工作经历'));
  for (const j of x.jobs) doc.push(p(`${range(j.start, j.end, 'dot', '-')}  ${j.company}  ${j.title}`));
  doc.push(h('教育经历'));
  for (const e of x.educations) doc.push(p(`${range(e.start, e.end, 'dot', '-')}  ${e.school}  ${e.major}  ${degreeText(e, r)}`));
  doc.push(...extras(x, r, { skills: r.pick(['专业技能', '技能特长', 'IT技能']), certificates: r.pick(['证书', '资格证书', '所获证书']), languages: r.pick(['语言能力', '外语水平']) }));
  return { doc, shown: { gender: true, birth: 'age', workCity: true, expectPosition: true, skills: true, certificates: true, languages: true } };
};
