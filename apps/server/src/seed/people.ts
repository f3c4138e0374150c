// One coherent demo person: a career track decides the majors, degree, companies, titles and
// salary; the degree decides the graduation age; the years since graduation decide the level.
import { formatPeriod, type ResumeEducationInput, type ResumeProjectInput, type ResumeTrainingInput, type ResumeWorkInput } from '@bole/domain';
import { UNIVERSITIES } from '../modules/basedata/data';
import type { Histories } from '../modules/resumes/derive';
import type { Rand } from './random';
import { BRANDS, CITY_TIERS, COMPANY_SUFFIXES, type Degree, FAMOUS_COMPANIES, GRADUATION_AGE, type Level, levelForYears, salaryRange, type Track, TRACKS } from './tracks';

const words = (s: string) => s.split(' ');
// Common surnames first (picks are skewed towards the head of the list).
const SURNAMES = words('王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵 万 钱 严 覃 武 戴 莫 孔 向 汤 欧阳');
const GIVEN = [
  words('伟 强 磊 军 洋 勇 杰 涛 超 明 刚 平 辉 鹏 华 飞 鑫 波 斌 宇 浩 凯 健 俊 帆 帅 旭 宁 龙 林 阳 晨 博 文 昊 然 轩 睿 泽 铭 宏 志 建 国 海 峰 亮 成 东 子 一 天 嘉 思 远 航 逸 哲'),
  words('芳 娜 敏 静 丽 艳 娟 霞 秀 玲 燕 萍 婷 雪 琳 晶 颖 慧 倩 欣 怡 佳 悦 瑶 琪 璐 露 雨 彤 梦 涵 诗 萱 妍 可 心 月 媛 菲 岚 雯 清 蕾 薇 晓 思 欢 丹 冰 洁'),
];
const CN = UNIVERSITIES.filter((u) => u.countryCode === 'CN' && !/军|国防|警|公安/.test(u.name));
const SCHOOLS = { top: CN.filter((u) => u.is985).map((u) => u.name), good: CN.filter((u) => u.is211 && !u.is985).map((u) => u.name), other: CN.filter((u) => !u.is211).map((u) => u.name) };
// Real vocational colleges, for the 大专 graduates.
const COLLEGES = words('深圳职业技术学院 金华职业技术学院 无锡职业技术学院 浙江金融职业学院 武汉职业技术学院 成都职业技术学院 广东轻工职业技术学院 北京电子科技职业学院 上海电子信息职业技术学院 南京信息职业技术学院');
const SCHOOL_MIX: Readonly<Record<Exclude<Degree, '大专'>, readonly [number, number, number]>> = { 本科: [15, 25, 60], 硕士: [40, 40, 20], 博士: [70, 30, 0] };
const DEGREES: readonly Degree[] = ['大专', '本科', '硕士', '博士'];
// Years of work: most people have two to eight.
const YEARS = Array.from({ length: 16 }, (_, y) => y);
const YEAR_WEIGHTS = [3, 5, 7, 8, 8, 8, 7, 6, 5, 4, 3, 3, 2, 2, 1, 1];

const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const ym = (index: number): [number, number] => [Math.floor(index / 12), (index % 12) + 1];
const period = (from: number, to: number | null) => formatPeriod({ start: { year: ym(from)[0], month: ym(from)[1] }, end: to === null ? null : { year: ym(to)[0], month: ym(to)[1] } });
const round500 = (n: number) => Math.round(n / 500) * 500;

export type DemoPerson = {
  track: Track;
  input: {
    name: string;
    gender: number;
    birthYear: number;
    mobile: string | null;
    email: string | null;
    wechatCode: string | null;
    workCity: string;
    hometownCity: string;
    expectCity: string;
    expectPosition: string;
    expectIndustry: string;
    currentSalary: string;
    expectSalary: string;
    intentionStatus: number | null;
    workState: number;
    source: number;
    channel: number;
  };
  histories: Histories;
  updatedAt: Date;
};

function school(r: Rand, degree: Degree): string {
  if (degree === '大专') return r.pick(COLLEGES);
  const tier = r.weighted(['top', 'good', 'other'] as const, SCHOOL_MIX[degree]);
  return r.pick(SCHOOLS[tier], tier === 'other' ? 1.3 : 1);
}

function companyName(r: Rand, industry: string, city: string): string {
  const famous = FAMOUS_COMPANIES[industry];
  if (famous && r.chance(0.12)) return r.pick(famous);
  return `${city}${r.pick(BRANDS)}${r.pick(COMPANY_SUFFIXES[industry] ?? ['科技有限公司'])}`;
}

const sentences = (r: Rand, pool: readonly string[], n: number) => [...new Set(Array.from({ length: n }, () => r.pick(pool)))].join('；');

/**
 * A generated person whose every part belongs together (see tracks.ts). `i` makes the phone
 * and e-mail unique; `now` is the day the resume is seen, so the histories end there.
 */
export function demoPerson(r: Rand, i: number, now: Date): DemoPerson {
  const track = r.weighted(TRACKS, TRACKS.map((t) => t.weight));
  const female = r.chance(track.key === 'hr' || track.key === 'admin' || track.key === 'design' ? 0.7 : track.key === 'java' || track.key === 'algorithm' ? 0.25 : 0.45);
  const given = GIVEN[female ? 1 : 0]!;
  const name = r.pick(SURNAMES, 2) + r.pick(given) + (r.chance(0.7) ? r.pick(given) : '');
  const degree = r.weighted(DEGREES, track.degrees);
  const tier = r.weighted(CITY_TIERS, CITY_TIERS.map((t) => t.weight));
  const workCity = r.pick(tier.cities, 1.2);
  const hometownCity = r.chance(0.4) ? workCity : r.pick(r.pick(CITY_TIERS).cities);

  // The last degree ends in June; work starts in July or August. Nobody graduates after now.
  const nowMonth = monthIndex(now.getFullYear(), now.getMonth() + 1);
  const latestGraduation = now.getMonth() + 1 >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  const graduation = latestGraduation - r.weighted(YEARS, YEAR_WEIGHTS);
  const birthYear = graduation - r.pick(GRADUATION_AGE[degree].usual);

  const educations: ResumeEducationInput[] = [];
  const bachelorEnd = degree === '博士' ? graduation - 7 : degree === '硕士' ? graduation - r.pick([2, 3, 3]) : graduation;
  educations.push({ graduationSchool: school(r, degree === '大专' ? '大专' : '本科'), degree: degree === '大专' ? '大专' : '本科', professional: r.pick(track.majors), eduTime: period(monthIndex(bachelorEnd - (degree === '大专' ? 3 : 4), 9), monthIndex(bachelorEnd, 6)) });
  if (degree === '硕士' || degree === '博士') {
    const masterEnd = degree === '博士' ? bachelorEnd + 3 : graduation;
    educations.unshift({ graduationSchool: school(r, '硕士'), degree: '硕士', professional: r.pick(track.graduateMajors), eduTime: period(monthIndex(bachelorEnd, 9), monthIndex(masterEnd, 6)) });
    if (degree === '博士') educations.unshift({ graduationSchool: school(r, '博士'), degree: '博士', professional: educations[0]!.professional, eduTime: period(monthIndex(masterEnd, 9), monthIndex(graduation, 6)) });
  }

  // Consecutive jobs from graduation to now, one to five, the title rising with the years.
  const start = monthIndex(graduation, r.pick([7, 7, 8]));
  const employed = r.chance(0.85);
  const end = employed ? nowMonth : Math.max(start + 1, nowMonth - r.int(1, 5));
  const total = end - start;
  const count = Math.max(1, Math.min(5, Math.round(total / r.int(28, 42))));
  const cuts = [start];
  for (let k = 1; k < count; k += 1) cuts.push(Math.max(cuts[k - 1]! + 6, start + Math.round((total * k) / count) + r.int(-4, 4)));
  const industry = r.pick(track.industries);
  const slow = r.chance(0.2);
  const workExperiences: ResumeWorkInput[] = [];
  let level: Level = 0;
  let title = '';
  let lastIndustry = industry;
  for (let k = 0; k < count; k += 1) {
    const from = cuts[k]! + (k > 0 && r.chance(0.3) ? 1 : 0);
    const to = k === count - 1 ? end : cuts[k + 1]! - 1;
    const reached = levelForYears((to - start) / 12);
    level = Math.max(level, slow && reached > 0 ? reached - 1 : reached) as Level;
    const titles = track.titles[level];
    // Keep the title when the level has not changed, as people do within one job family.
    title = titles.includes(title) ? title : r.pick(titles);
    lastIndustry = r.chance(0.7) ? industry : r.pick(track.industries);
    const city = k < count - 1 && r.chance(0.2) ? r.pick(tier.cities) : workCity;
    workExperiences.unshift({
      companyName: companyName(r, lastIndustry, city),
      jobName: title,
      workTime: period(from, employed && k === count - 1 ? null : to),
      department: null,
      companyIndustry: lastIndustry,
      workContent: sentences(r, track.duties, r.int(2, 4)),
      workAchievement: r.chance(0.4) ? r.pick(track.duties) : null,
    });
  }

  const [min, max] = salaryRange(track, level, workCity);
  const current = round500(min + (max - min) * r.next());
  const nextLevel = Math.min(3, level + 1) as Level;
  const expectPosition = r.chance(0.6) || nextLevel === level ? title : r.pick(track.titles[nextLevel]);
  const expectLow = round500(current * (1.1 + r.next() * 0.15));
  const expectHigh = round500(expectLow * (1.15 + r.next() * 0.15));
  const expectCity = r.chance(0.8) ? workCity : r.pick(tier.cities);

  const projects: ResumeProjectInput[] =
    track.projects && r.chance(0.6) ? [{ projectTime: period(Math.max(start, nowMonth - r.int(6, 30)), null), projectName: r.pick(track.projects), projectDesc: sentences(r, track.duties, 2), responsibilityDesc: sentences(r, track.duties, 1) }] : [];
  const trainings: ResumeTrainingInput[] = r.chance(0.2)
    ? [{ trainingTime: period(start + 1, start + 2), trainingOrganization: `${r.pick(BRANDS)}培训学院`, trainingName: r.pick(['项目管理PMP', '高效沟通', '数据分析实战', '领导力提升']), trainingCertificate: null, trainingPlace: workCity }]
    : [];
  const phone = r.chance(0.02) ? null : `1${r.pick([3, 5, 7, 8, 9])}${String(r.int(0, 9))}${String(i).padStart(8, '0')}`;
  const updatedAt = new Date(now.getTime() - r.int(0, 540) * 86_400_000 - r.int(0, 86_399_999));
  return {
    track,
    input: {
      name,
      gender: female ? 0 : 1,
      birthYear,
      mobile: phone,
      email: r.chance(0.9) ? `u${i}_${r.int(100, 999)}@example.com` : null,
      wechatCode: r.chance(0.5) ? `wx${r.int(100000, 9999999)}` : null,
      workCity,
      hometownCity,
      expectCity,
      expectPosition,
      expectIndustry: r.chance(0.7) ? lastIndustry : r.pick(track.industries),
      // The last salary stays the current one while looking for work.
      currentSalary: String(current),
      expectSalary: `${expectLow}-${expectHigh}`,
      intentionStatus: r.chance(0.5) ? r.int(1, 5) : null,
      workState: employed ? r.weighted([1, 2, 3], [6, 2, 2]) : 4,
      source: r.int(1, 13),
      channel: r.pick([1, 2, 3, 6, 20, 27, 9999]),
    },
    histories: { educations, workExperiences, projects, trainings },
    updatedAt,
  };
}
