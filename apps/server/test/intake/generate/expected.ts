// The labelled answer of a fixture: what a person reading the file would write into the
// resume form, limited to what the layout states.
import { AGE_YEAR, type Shown } from './layouts';
import type { Person } from './people';

export type Expected = {
  name: string;
  gender?: number;
  birthYear?: number;
  age?: number;
  mobile: string;
  email: string;
  wechatCode?: string;
  workCity?: string;
  expectCity?: string;
  expectPosition?: string;
  expectSalary?: string;
  educations: { graduationSchool: string; degree: string; professional: string; eduTime: string }[];
  workExperiences: { companyName: string; jobName: string; workTime: string; department?: string }[];
  projects?: { projectName: string; projectTime: string }[];
  /** 2: labelled with the fields below, which older labels leave out (issue 17). */
  labelVersion?: 2;
  workState?: number;
  skills?: string[];
  certificates?: string[];
  languages?: string[];
  /** An unreadable scan: the parse should ask for review and fill no field. */
  needsReview?: boolean;
};

export function expectedOf(x: Person, shown: Shown): Expected {
  return {
    name: x.name,
    ...(shown.gender ? { gender: x.gender } : {}),
    ...(shown.birth === 'year' ? { birthYear: x.birthYear } : shown.birth === 'age' ? { age: AGE_YEAR - x.birthYear } : {}),
    mobile: x.mobile,
    email: x.email,
    ...(shown.wechat && x.wechat ? { wechatCode: x.wechat } : {}),
    ...(shown.workCity ? { workCity: x.workCity } : {}),
    ...(shown.expect ? { expectCity: x.expectCity, expectPosition: x.expectPosition, expectSalary: x.expectSalary } : {}),
    educations: x.educations.map((e) => ({ graduationSchool: e.school, degree: e.degree, professional: e.major, eduTime: e.time })),
    workExperiences: x.jobs.map((j) => ({ companyName: j.company, jobName: j.title, workTime: j.time, ...(shown.departments && j.department ? { department: j.department } : {}) })),
    ...(shown.projects && x.projects.length ? { projects: x.projects.map((p) => ({ projectName: p.name, projectTime: p.time })) } : {}),
  };
}
