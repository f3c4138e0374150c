// A resume and a job as the rules read them (domain ResumeFacts / JobFacts), from a resume
// being stored or from the database.
import { ageFrom, fenToYuan, type JobFacts, type ResumeFacts } from '@bole/domain';
import type { DbOrTx } from '../../../platform/db/client';
import { LOCATIONS } from '../../basedata/data';
import type { JobRecord } from '../../jobs/columns';
import * as resumesRepo from '../../resumes/repository';
import type { Histories } from '../../resumes/derive';

/** The resume columns the rules read. */
export type FactColumns = Pick<
  resumesRepo.ResumeRowFull,
  'name' | 'birthYear' | 'expectPosition' | 'expectIndustry' | 'expectSalary' | 'currentSalary' | 'workCity' | 'expectCity' | 'workCityCode' | 'expectCityCode' | 'topDegree' | 'workYears' | 'school985' | 'school211'
>;

/** The facts of a resume from its columns (those not given are unknown) and histories. */
export function factsOf(r: Partial<FactColumns>, h: Histories, now = new Date()): ResumeFacts {
  const text = [
    r.name,
    r.expectPosition,
    r.expectIndustry,
    r.workCity,
    r.expectCity,
    ...h.educations.flatMap((e) => [e.graduationSchool, e.degree, e.professional]),
    ...h.workExperiences.flatMap((w) => [w.companyName, w.jobName, w.department, w.companyIndustry, w.workContent, w.workAchievement]),
    ...h.projects.flatMap((p) => [p.projectName, p.projectDesc, p.responsibilityDesc]),
    ...h.trainings.flatMap((t) => [t.trainingName, t.trainingOrganization, t.trainingCertificate, t.trainingDesc]),
  ]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join('\n');
  return {
    topDegree: r.topDegree ?? null,
    educations: h.educations,
    school985: r.school985 ?? false,
    school211: r.school211 ?? false,
    workYears: r.workYears ?? null,
    age: ageFrom(r.birthYear, now) ?? null,
    text,
    workCityCode: r.workCityCode ?? null,
    expectCityCode: r.expectCityCode ?? null,
    expectSalary: r.expectSalary ?? null,
  };
}

/** The facts of a stored resume; undefined when it is not the company's. */
export async function loadFacts(db: DbOrTx, companyId: number, resumeId: number): Promise<ResumeFacts | undefined> {
  const row = await resumesRepo.findResume(db, companyId, resumeId, { state: 'any' });
  if (!row) return undefined;
  const children = await resumesRepo.loadChildren(db, companyId, resumeId);
  const h: Histories = {
    educations: children.educations.map((e) => ({ eduTime: e.eduTime, graduationSchool: e.graduationSchool, degree: e.degreeLabel ?? (e.degree === null ? null : String(e.degree)), professional: e.professional })),
    workExperiences: children.workExperiences,
    projects: children.projects,
    trainings: children.trainings,
  };
  return factsOf(row, h);
}

const cityNames = new Map(LOCATIONS.map((l) => [l.code, l.name.replace(/(市|地区|盟)$/, '')]));

/** What a job asks, for scoring. */
export function jobFactsOf(job: JobRecord): JobFacts {
  return {
    eduRequire: job.eduRequire,
    workYear: job.workYear,
    minAge: job.minAge,
    maxAge: job.maxAge,
    cityCode: job.workCityCode,
    cityName: job.workCityCode ? (cityNames.get(job.workCityCode) ?? null) : null,
    salaryType: job.salaryType,
    minSalary: job.minSalaryFen === null ? null : fenToYuan(job.minSalaryFen),
    maxSalary: job.maxSalaryFen === null ? null : fenToYuan(job.maxSalaryFen),
  };
}
