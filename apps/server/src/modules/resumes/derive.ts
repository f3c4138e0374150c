// Facts derived from a resume at write time (spec section 5) with the domain's functions,
// plus the reference data lookups: city codes and 985/211 schools.
import {
  ageFrom,
  degreeFrom,
  degreeRank,
  monthIndex,
  parsePeriod,
  topDegreeFrom,
  workYearsFrom,
  workYearsScale,
  type ResumeEducationInput,
  type ResumeProjectInput,
  type ResumeTrainingInput,
  type ResumeWorkInput,
} from '@bole/domain';
import { LOCATIONS, UNIVERSITIES } from '../basedata/data';

type Flags = { school985: boolean; school211: boolean };
const NO_FLAGS: Flags = { school985: false, school211: false };

const schoolFlags = new Map<string, Flags>();
for (const u of UNIVERSITIES) {
  const flags = { school985: u.is985, school211: u.is211 || u.is985 };
  for (const name of [u.name, ...(u.aliases ?? [])]) schoolFlags.set(name, flags);
}

/** 985/211 flags of a school by its name or a former name; a campus suffix (北京) is ignored. */
export function flagsOfSchool(school: string | null | undefined): Flags {
  const name = (school ?? '').normalize('NFKC').replace(/\s/g, '');
  if (name === '') return NO_FLAGS;
  return schoolFlags.get(name) ?? schoolFlags.get(name.replace(/[（(][^）)]*[）)]$/, '')) ?? NO_FLAGS;
}

const cityCodes = new Map<string, string>();
const cityNames: [string, string][] = [];
for (const l of LOCATIONS) {
  if (l.level !== 2) continue;
  const short = l.name.replace(/(市|地区|盟)$/, '');
  cityCodes.set(l.code, l.code);
  cityCodes.set(l.name, l.code);
  if (short.length >= 2) {
    cityCodes.set(short, l.code);
    cityNames.push([short, l.code]);
  }
}
// Longest first, so 张家口 is not read as 张家界 and 吉林省长春 as 吉林.
cityNames.sort((a, b) => b[0].length - a[0].length);

/** The locations code of a city given as a code, a name (北京, 北京市) or a longer place (广东深圳). */
export function cityCodeOf(city: string | null | undefined): string | null {
  const text = (city ?? '').normalize('NFKC').replace(/\s/g, '');
  if (text === '') return null;
  const exact = cityCodes.get(text);
  if (exact) return exact;
  const withoutProvince = text.replace(/^.{2,3}?(省|自治区)/, '');
  return cityCodes.get(withoutProvince) ?? cityNames.find(([name]) => withoutProvince.includes(name))?.[1] ?? null;
}

/** Start and end months of a resume time range (end null: 至今 or unreadable). */
export function monthsOf(time: string | null | undefined): { startMonth: number | null; endMonth: number | null } {
  const period = parsePeriod(time);
  if (!period) return { startMonth: null, endMonth: null };
  return { startMonth: monthIndex(period.start), endMonth: period.end ? monthIndex(period.end) : null };
}

type Timed = { startMonth: number | null; endMonth: number | null };
/** Most recent first: open ranges (至今) first, then by end and start month, unreadable last. */
export function byRecency<T extends Timed>(a: T, b: T): number {
  const end = (x: Timed) => (x.startMonth === null ? -Infinity : (x.endMonth ?? Infinity));
  return end(b) - end(a) || (b.startMonth ?? -Infinity) - (a.startMonth ?? -Infinity);
}

export type Histories = {
  educations: ResumeEducationInput[];
  workExperiences: ResumeWorkInput[];
  projects: ResumeProjectInput[];
  trainings: ResumeTrainingInput[];
};

export type DerivedFacts = {
  workYears: number | null;
  workYearsScale: number | null;
  topDegree: number | null;
  degreeRank: number;
  school985: boolean;
  school211: boolean;
  lastCompany: string | null;
  lastJobTitle: string | null;
  lastSchool: string | null;
  lastMajor: string | null;
};

/**
 * Work years from the work history first, else the stated years; the top degree from the
 * education history first, else the stated degree; 985/211 from any school; the latest
 * job and school for the list.
 */
export function deriveFacts(h: Histories, stated: { workYears?: number | null; degree?: string | number | null }, now = new Date()): DerivedFacts {
  const years = workYearsFrom(h.workExperiences, stated.workYears ?? undefined, now);
  const top = topDegreeFrom(h.educations, stated.degree ?? undefined);
  const flags = h.educations.map((e) => flagsOfSchool(e.graduationSchool));
  const work = h.workExperiences.map((w) => ({ ...w, ...monthsOf(w.workTime) })).sort(byRecency)[0];
  const edu = h.educations.map((e) => ({ ...e, ...monthsOf(e.eduTime), rank: degreeRank(degreeFrom(e.degree)) })).sort((a, b) => b.rank - a.rank || byRecency(a, b))[0];
  return {
    workYears: years === undefined ? null : Math.round(years * 10) / 10,
    workYearsScale: workYearsScale(years) ?? null,
    topDegree: top ?? null,
    degreeRank: degreeRank(top),
    school985: flags.some((f) => f.school985),
    school211: flags.some((f) => f.school211),
    lastCompany: work?.companyName ?? null,
    lastJobTitle: work?.jobName ?? null,
    lastSchool: edu?.graduationSchool ?? null,
    lastMajor: edu?.professional ?? null,
  };
}

/** Birth year from a birthday, else the stated year, else from a stated age. */
export function birthYearOf(input: { birthYear?: number | null; birthday?: string | null; age?: number | null }, now = new Date()): number | null {
  if (input.birthday) return Number(input.birthday.slice(0, 4));
  if (input.birthYear) return input.birthYear;
  return input.age ? now.getFullYear() - input.age : null;
}

/** A birthday as YYYY-MM-DD, or null when it is not a real past date. */
export function normalizeBirthday(text: string | null | undefined): string | null {
  const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(text ?? '');
  if (!m) return null;
  const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) && ageFrom(iso) !== undefined ? iso : null;
}

/** Age now, from the birthday or birth year (spec section 5). */
export function ageOf(row: { birthday: string | null; birthYear: number | null }): number | null {
  return ageFrom(row.birthday ?? row.birthYear) ?? null;
}

/** Midnight starting a date (YYYY-MM-DD) in China time, `plusDays` later. */
export function chinaDayStart(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);
}
