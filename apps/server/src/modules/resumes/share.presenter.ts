// The shared resume: base info, intention, histories and the filled-in custom fields in words.
// No owner, referrer, records, tags, recruiter notes, files or row ids leave through a public link.
import { maskContactsInText, type SharedResume } from '@bole/domain';
import type { CustomText } from './custom-texts';
import { ageOf } from './derive';
import { maskEmail, maskMobile, maskWechat } from './presenter';
import type { ChildRows, ResumeRowFull } from './repository';

type LinkFacts = { companyName: string; expiresAt: Date; showContact: boolean; showSalary: boolean };

const strip = <T extends { id: number; companyId: number; resumeId: number; sort: number; startMonth: number | null; endMonth: number | null }>(row: T) => {
  const { id: _i, companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...rest } = row;
  return rest;
};

// Without contact details, a phone or e-mail typed into free text is masked too: nobody edits
// through a link, so masked text is never saved back.
function maskTexts<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? maskContactsInText(v) : v])) as T;
}

export function presentShared(r: ResumeRowFull, children: ChildRows, custom: readonly CustomText[], link: LinkFacts): SharedResume {
  const contact = link.showContact;
  const salary = link.showSalary;
  const shown = <T extends object>(row: T) => (contact ? row : maskTexts(row));
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
      workExperiences: children.workExperiences.map((row) => shown(strip(row))),
      educations: children.educations.map((row) => shown(strip(row))),
      projects: children.projects.map((row) => shown(strip(row))),
      trainings: children.trainings.map((row) => shown(strip(row))),
      otherInfo: custom.flatMap(({ name, type, text }) => (text === null ? [] : [{ name, type, text: contact ? text : maskContactsInText(text) }])),
    },
  };
}
