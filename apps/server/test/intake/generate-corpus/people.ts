// Made-up candidates: a name, contacts, an education and job history consistent with the
// birth year, and the skills, certificates and languages of their trade.
import { BRANDS, CITIES, COLLEGES, COMPOUND_SURNAMES, ENGLISH_FIRST, GIVEN_ANY, GIVEN_FEMALE, GIVEN_MALE, LANGUAGES, PINYIN, SECONDARY, SURNAMES, TRACKS, UNIVERSITIES, type Track } from './data';
import type { Rng } from './rng';

export type Month = { y: number; m: number };
export type Edu = { start: Month; end: Month; school: string; schoolEn: string; degree: string; partTime: boolean; major: string; majorEn: string };
export type Job = { start: Month; end: Month | null; company: string; companyEn: string; title: string; titleEn: string; department: string; city: string };
export type Person = {
  name: string;
  nameEn: string;
  englishFirst: string;
  surname: string;
  gender: 0 | 1;
  birthYear: number;
  birthMonth: number;
  mobile: string;
  email: string;
  wechat: string;
  workCity: string;
  workCityEn: string;
  expectCity: string;
  expectPosition: string;
  expectPositionEn: string;
  expectSalary: string;
  workState: 1 | 2 | 3 | 4;
  educations: Edu[];
  jobs: Job[];
  skills: string[];
  certificates: string[];
  languages: { name: string; nameEn: string; level: string }[];
  track: Track;
};

const py = (s: string) => [...s].map((c) => PINYIN[c] ?? '').join('');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function makePerson(r: Rng, opts: { compound?: boolean; senior?: boolean; degree?: string } = {}): Person {
  const gender = r.chance(0.5) ? 1 : 0;
  const compound = opts.compound ? r.pick(COMPOUND_SURNAMES) : undefined;
  const surname = compound ? compound[0] : r.pick(SURNAMES);
  const surnameEn = compound ? compound[1] : cap(py(surname));
  const pool = [...(gender ? GIVEN_MALE : GIVEN_FEMALE), ...GIVEN_ANY];
  let given = r.pick(pool);
  if (r.chance(compound ? 0.4 : 0.7)) given += r.pick(gender ? GIVEN_MALE : GIVEN_FEMALE);
  const givenEn = cap(py(given));
  const trackName = r.pick(Object.keys(TRACKS));
  const track = TRACKS[trackName]!;
  const birthYear = opts.senior ? r.int(1966, 1980) : r.int(1984, 2001);
  const [city, cityEn] = r.pick(CITIES);
  const expectTitle = r.pick(track.titles);

  // Education first: the highest level decides the start of work.
  let degree = opts.degree ?? r.pick(['本科', '本科', '本科', '本科', '硕士', '硕士', '大专', '大专', '中专', 'MBA', '博士']);
  // The young have not finished a doctorate or an MBA yet.
  if ((degree === '博士' || degree === 'MBA') && birthYear > 1990) degree = '硕士';
  if (degree === '硕士' && birthYear > 1998) degree = '本科';
  const educations: Edu[] = [];
  const major = r.pick(track.majors);
  const uni = () => r.pick(UNIVERSITIES);
  const edu = (start: number, years: number, level: string, school: readonly [string, string], partTime = false): Edu => ({
    start: { y: start, m: 9 }, end: { y: start + years, m: level === '中专' ? 7 : 6 }, school: school[0], schoolEn: school[1], degree: level, partTime, major: major[0], majorEn: major[1],
  });
  let workFrom: number;
  if (degree === '中专') {
    educations.push(edu(birthYear + 15, 3, '中专', [r.pick(SECONDARY), '']));
    workFrom = birthYear + 18;
  } else if (degree === '大专') {
    educations.push(edu(birthYear + 18, 3, '大专', [r.pick(COLLEGES), '']));
    workFrom = birthYear + 21;
  } else {
    const bachelor = edu(birthYear + 18, 4, '本科', uni());
    workFrom = birthYear + 22;
    if (degree === '硕士' || degree === '博士') {
      const partTime = degree === '硕士' && birthYear <= 1994 && r.chance(0.3);
      const master = edu(partTime ? birthYear + 25 : birthYear + 22, partTime ? 3 : r.pick([2, 3]), '硕士', uni(), partTime);
      if (!partTime) workFrom = master.end.y;
      educations.push(master);
      if (degree === '博士') {
        const phd = edu(master.end.y, 4, '博士', uni());
        workFrom = phd.end.y;
        educations.unshift(phd);
      }
    }
    if (degree === 'MBA') {
      const mba = edu(birthYear + r.int(28, 33), 2, 'MBA', r.pick([['中欧国际工商学院', 'CEIBS'], ['复旦大学管理学院', 'Fudan University School of Management'], ['上海交通大学安泰经济与管理学院', 'Antai College, SJTU']] as const), true);
      mba.major = '工商管理';
      mba.majorEn = 'Business Administration';
      educations.unshift(mba);
    }
    educations.push(bachelor);
  }
  educations.sort((a, b) => b.end.y - a.end.y);

  // Jobs from the first July after school to now, most recent first.
  const jobs: Job[] = [];
  const now = 2024;
  let start: Month = { y: workFrom, m: 7 };
  const left = r.chance(0.2);
  while (start.y < now) {
    const years = r.int(1, opts.senior ? 6 : 4);
    const endM = r.int(1, 12);
    let end: Month | null = { y: start.y + years, m: endM };
    if (end.y >= now) end = left ? { y: now, m: 1 } : null;
    const [brand, brandEn] = r.pick(BRANDS);
    const [trade, tradeEn] = r.pick(track.trades);
    const [c, cEn] = r.chance(0.7) ? [city, cityEn] : r.pick(CITIES);
    const suffix = r.pick([['有限公司', 'Co., Ltd.'], ['股份有限公司', 'Co., Ltd.'], ['集团有限公司', 'Group Co., Ltd.']] as const);
    const title = r.pick(track.titles);
    jobs.unshift({ start, end, company: `${c}${brand}${trade}${suffix[0]}`, companyEn: `${cEn} ${brandEn} ${tradeEn} ${suffix[1]}`, title: title[0], titleEn: title[1], department: r.pick(track.departments), city: c });
    if (!end) break;
    start = { y: end.y + (end.m === 12 ? 1 : 0), m: end.m === 12 ? 1 : end.m + 1 };
    if (end.y >= now) break;
  }
  while (jobs.length > 4) jobs.pop();

  const pinyin = `${surnameEn.toLowerCase()}${py(given)}`;
  const lang = r.pick(LANGUAGES);
  const languages = [{ name: lang[0], nameEn: lang[1], level: r.pick(lang[2]) }];
  if (lang[0] !== '英语' && r.chance(0.7)) languages.unshift({ name: '英语', nameEn: 'English', level: r.pick(LANGUAGES[0][2]) });
  return {
    name: `${surname}${given}`,
    nameEn: `${surnameEn} ${givenEn}`,
    englishFirst: r.pick(ENGLISH_FIRST[gender]),
    surname,
    gender,
    birthYear,
    birthMonth: r.int(1, 12),
    mobile: `${r.pick(['138', '139', '135', '150', '186', '177', '189', '199'])}0013${String(r.int(0, 9999)).padStart(4, '0')}`,
    email: `${pinyin}${r.pick(['', String(birthYear % 100), '_hr', '.work', String(r.int(1, 99))])}@${r.pick(['example.com', 'example.cn', 'example.net', 'example.org'])}`,
    wechat: `${pinyin.slice(0, 6)}_${r.int(100, 999)}`,
    workCity: city,
    workCityEn: cityEn,
    expectCity: r.chance(0.8) ? city : r.pick(CITIES)[0],
    expectPosition: expectTitle[0],
    expectPositionEn: expectTitle[1],
    expectSalary: r.pick(track.salaries),
    workState: left ? 4 : r.pick([1, 1, 1, 2, 3] as const),
    educations,
    jobs,
    skills: r.some(track.skills, 3, 5),
    certificates: r.some(track.certificates, 0, 2),
    languages,
    track,
  };
}
