import { degreeFrom } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { deriveFacts, monthsOf } from '../modules/resumes/derive';
import { demoPerson, type DemoPerson } from './people';
import { random } from './random';
import { type Degree, GRADUATION_AGE, levelsOfTitle, salaryRange, trackOfTitle, TRACKS } from './tracks';

const NOW = new Date('2026-11-27T10:00:00+08:00');

/**
 * What makes a person incoherent, read from the resume alone (not from the generator's
 * track): the latest title names the track, and everything else must belong to it.
 */
function problems(p: Pick<DemoPerson, 'input' | 'histories'>): string[] {
  const out: string[] = [];
  const facts = deriveFacts(p.histories, {}, NOW);
  const track = trackOfTitle(facts.lastJobTitle ?? '');
  if (!track) return [`title ${facts.lastJobTitle} belongs to no track`];
  const levels = levelsOfTitle(track, facts.lastJobTitle!);
  for (const w of p.histories.workExperiences) {
    if (levelsOfTitle(track, w.jobName ?? '').length === 0) out.push(`job ${w.jobName} is not a ${track.key} title`);
    if (!track.industries.includes(w.companyIndustry ?? '')) out.push(`industry ${w.companyIndustry} is not a ${track.key} industry`);
  }
  for (const e of p.histories.educations) {
    if (![...track.majors, ...track.graduateMajors].includes(e.professional ?? '')) out.push(`major ${e.professional} is not a ${track.key} major`);
  }
  // The same title or the next level's.
  const expected = levelsOfTitle(track, p.input.expectPosition);
  if (expected.length === 0) out.push(`expects ${p.input.expectPosition}, not a ${track.key} title`);
  else if (!expected.some((e) => levels.some((l) => e >= l && e <= l + 1))) out.push(`expects level ${expected} from level ${levels}`);
  if (!track.industries.includes(p.input.expectIndustry)) out.push(`expects industry ${p.input.expectIndustry}`);

  // Age: graduation at a plausible age for the top degree, then the years of work.
  const top = p.histories.educations.map((e) => e.degree as Degree).sort((a, b) => (degreeFrom(b) ?? 0) - (degreeFrom(a) ?? 0))[0]!;
  const age = NOW.getFullYear() - p.input.birthYear;
  if (age - (facts.workYears ?? 0) < GRADUATION_AGE[top].youngest) out.push(`age ${age} with ${facts.workYears} years after a ${top}`);

  // Salary within the level's range in the city; the expectation above it.
  const current = Number(p.input.currentSalary);
  const ranges = levels.map((l) => salaryRange(track, l, p.input.workCity));
  if (!ranges.some(([min, max]) => current >= min && current <= max)) out.push(`salary ${current} outside ${ranges.join(' / ')} for ${facts.lastJobTitle} in ${p.input.workCity}`);
  const [low] = p.input.expectSalary.split('-').map(Number);
  if (!(low! > current)) out.push(`expects ${p.input.expectSalary} from ${current}`);

  // Histories in order: schools one after the other, jobs after the last school, never overlapping, titles never falling.
  const edus = p.histories.educations.map((e) => monthsOf(e.eduTime)).sort((a, b) => a.startMonth! - b.startMonth!);
  const works = p.histories.workExperiences.map((w) => ({ ...monthsOf(w.workTime), levels: levelsOfTitle(track, w.jobName ?? '') })).sort((a, b) => a.startMonth! - b.startMonth!);
  edus.forEach((e, k) => k > 0 && e.startMonth! <= edus[k - 1]!.endMonth! && out.push('schools overlap'));
  if (works[0]!.startMonth! <= edus[edus.length - 1]!.endMonth!) out.push('work starts before graduation');
  works.forEach((w, k) => {
    if (k === 0) return;
    const before = works[k - 1]!;
    if (before.endMonth === null || w.startMonth! <= before.endMonth) out.push('jobs overlap');
    if (Math.max(...w.levels) < Math.min(...before.levels)) out.push('title falls');
  });
  if (!/^[\u4e00-\u9fa5]{2,4}$/.test(p.input.name)) out.push(`name ${p.input.name}`);
  return out;
}

const people = (n: number, seed = 7) => {
  const r = random(seed);
  return Array.from({ length: n }, (_, i) => demoPerson(r, i + 1, NOW));
};

describe('the demo people', () => {
  it('are coherent: track, age, degree, salary and histories belong together', () => {
    const found = people(600).flatMap((p, i) => problems(p).map((m) => `#${i + 1} ${p.input.name}: ${m}`));
    expect(found).toEqual([]);
  });

  it('are the same for the same seed, so tests and screenshots are stable', () => {
    expect(people(20, 3).map((p) => p.input)).toEqual(people(20, 3).map((p) => p.input));
  });

  it('spread over the tracks, levels and degrees a company meets', () => {
    const pool = people(200);
    const facts = pool.map((p) => ({ p, f: deriveFacts(p.histories, {}, NOW) }));
    expect(new Set(pool.map((p) => p.track.key)).size).toBe(TRACKS.length);
    const levels = facts.map(({ p, f }) => levelsOfTitle(p.track, f.lastJobTitle!));
    for (const l of [0, 1, 2, 3] as const) expect(levels.filter((x) => x.includes(l)).length).toBeGreaterThan(8);
    const phd = pool.filter((p) => p.histories.educations.some((e) => e.degree === '博士'));
    expect(phd.length).toBeGreaterThan(0);
    // Doctors only in the tracks that hire them (算法).
    expect(phd.every((p) => p.track.degrees[3] > 0)).toBe(true);
    const years = facts.map(({ f }) => f.workYears ?? 0);
    expect(Math.min(...years)).toBeLessThan(1.5);
    expect(Math.max(...years)).toBeGreaterThan(10);
  });

  it('catch an incoherent person', () => {
    const [p] = people(1);
    const bad = structuredClone(p!);
    // The old seed's person: a 前端 title at a restaurant company with a clinical medicine degree, expecting an algorithm job.
    bad.histories.workExperiences[0]!.companyIndustry = '餐饮业';
    bad.histories.educations[0]!.professional = '临床医学';
    bad.input.expectPosition = '算法工程师';
    bad.input.birthYear = NOW.getFullYear() - 19;
    expect(problems(bad).length).toBeGreaterThanOrEqual(3);
  });
});
