// The shared resume: base info, intention, histories and the filled-in custom fields in words.
// No owner, referrer, records, tags, recruiter notes, files or row ids leave through a public link.
import type { SharedResume } from '@bole/domain';
import type { CustomText } from './custom-texts';
import { ageOf } from './derive';
import { maskEmail, maskMobile, maskWechat } from './presenter';
import type { ChildRows, ResumeRowFull } from './repository';

type LinkFacts = { companyName: string; expiresAt: Date; showContact: boolean; showSalary: boolean };

const strip = <T extends { id: number; companyId: number; resumeId: number; sort: number; startMonth: number | null; endMonth: number | null }>(row: T) => {
  const { id: _i, companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...rest } = row;
  return rest;
};

export function presentShared(r: ResumeRowFull, children: ChildRows, custom: readonly CustomText[], link: LinkFacts): SharedResume {
  const contact = link.showContact;
  const salary = link.showSalary;
  return {
    companyName: link.companyName,
    expiresAt: link.expiresAt.toISOString(),
    contactMasked: !contact,
    salaryHidden: !salary,
    resume: {
      name: r.name,
      gender: r.gender,
      age: ageOf(r),
      birthYear: r.birthYear,
      topDegree: r.topDegree,
      workYearsScale: r.workYearsScale,
      workCity: r.workCity,
      hometownCity: r.hometownCity,
      mobile: contact ? r.mobile : maskMobile(r.mobile),
      email: contact ? r.email : maskEmail(r.email),
      wechatCode: contact ? r.wechatCode : maskWechat(r.wechatCode),
      expectPosition: r.expectPosition,
      expectCity: r.expectCity,
      expectIndustry: r.expectIndustry,
      currentSalary: salary ? r.currentSalary : null,
      expectSalary: salary ? r.expectSalary : null,
      workState: r.workState,
      workExperiences: children.workExperiences.map(strip),
      educations: children.educations.map(strip),
      projects: children.projects.map(strip),
      trainings: children.trainings.map(strip),
      otherInfo: custom.flatMap(({ name, type, text }) => (text === null ? [] : [{ name, type, text }])),
    },
  };
}
