// Third-person executive bios as headhunters and prospectuses write them: gender from
// 先生/女士, the birth year from 生/出生, jobs in 现任/曾任/历任 clauses, school from 毕业于.
import type { TextLayout } from './templates';
import type { Edu, Job, Person } from './people';
import type { Rng } from './rng';
import { phone } from './style';

const ym = (j: { y: number; m: number }) => `${j.y}年${j.m}月`;
const hon = (x: Person) => (x.gender ? '先生' : '女士');
const graduated = (e: Edu) =>
  e.degree === 'MBA' ? `获${e.school}工商管理硕士（MBA）学位` : e.degree === '博士' ? `获${e.school}${e.major}博士学位` : `毕业于${e.school}${e.major}专业，获${e.degree === '硕士' ? '硕士' : '学士'}学位`;
const contact = (x: Person, r: Rng) => r.pick([`联系方式：${phone(x, r)}，${x.email}`, `手机：${phone(x, r)}\n邮箱：${x.email}`, `（候选人电话 ${phone(x, r)}，邮箱 ${x.email}）`]);

/** 现任 … 曾任 … with months, the school last. */
function profile(x: Person, r: Rng): string {
  const [now, ...before] = x.jobs;
  const past = before.map((j: Job) => `${ym(j.start)}至${ym(j.end!)}任${j.company}${j.title}`).join('；');
  const current = now!.end ? `${ym(now!.start)}至${ym(now!.end)}任${now!.company}${now!.title}` : `${ym(now!.start)}起现任${now!.company}${now!.title}`;
  return `${x.name}${hon(x)}，${x.birthYear}年${r.pick(['生', '出生'])}，${r.pick(['中国国籍', '汉族'])}。${current}${past ? `；此前${r.pick(['曾任', '历任', '先后担任'])}：${past}` : ''}。${x.name.slice(0, x.surname.length)}${hon(x)}${x.educations.map(graduated).join('，')}。`;
}

/** Prospectus style: one clause per job in time order, 至今 last. */
function prospectus(x: Person): string {
  const clauses = [...x.jobs].reverse().map((j) => `${ym(j.start)}至${j.end ? ym(j.end) : '今'}，任${j.company}${j.title}`);
  const edu = [...x.educations].reverse().map((e) => `${e.end.y}年${e.end.m}月${graduated(e)}`);
  return `${x.name}，${x.gender ? '男' : '女'}，${x.birthYear}年${x.birthMonth}月出生，中国国籍，无境外永久居留权。${edu.join('；')}。${clauses.join('；')}。`;
}

/** A headhunter's recommendation with a short summary first. */
function recommendation(x: Person, r: Rng): string {
  const [now, ...before] = x.jobs;
  const lines = [
    `候选人推荐报告`,
    `候选人：${x.name}${hon(x)}`,
    `推荐职位：${x.expectPosition}`,
    '',
    `${x.name}${hon(x)}${x.birthYear}年生于${x.workCity}，现居${x.workCity}。${hon(x) === '先生' ? '他' : '她'}${now!.end ? `于${ym(now!.start)}至${ym(now!.end)}担任` : `自${ym(now!.start)}起担任`}${now!.company}${now!.title}，${r.pick(['全面负责', '主要负责'])}${now!.department}工作。`,
    ...before.map((j) => `${ym(j.start)}—${ym(j.end!)}，${hon(x) === '先生' ? '他' : '她'}在${j.company}担任${j.title}。`),
    `${x.educations.map(graduated).join('；')}。`,
  ];
  return lines.join('\n');
}

export function bio(x: Person, r: Rng): TextLayout {
  const kind = r.int(0, 2);
  const body = kind === 0 ? profile(x, r) : kind === 1 ? prospectus(x) : recommendation(x, r);
  return { text: `${body}\n\n${contact(x, r)}\n`, shown: { gender: true, birth: 'year', expectPosition: kind === 2, workCity: kind === 2, noEduTimes: true } };
}
