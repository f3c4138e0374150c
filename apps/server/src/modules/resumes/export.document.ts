// One resume as a standard resume (标准简历): the sections the company chose, in its order,
// without contact details unless it wants them and the caller holds 250001, without salaries
// unless the caller holds 250027. The PDF and Word renderers draw this model.
import {
  codeLabel,
  degreeLabels,
  fillFileNamePattern,
  genderLabels,
  maskContactsInText,
  resumeSectionLabels,
  workStateLabels,
  withoutForbiddenFileNameChars,
  workYearsLabels,
  type ResumeDetail,
  type ResumeExportSettings,
  type ResumeSection,
} from '@bole/domain';
import { chinaDay, chinaTime } from './export.text';

export type Field = { label: string; value: string };
/** One work, education, project or training entry: title parts, a facts line, then labelled text. */
export type Entry = { time: string; title: string; subtitle: string; facts: string; texts: Field[] };
/** A section: label-value pairs two to a line, entries, or labelled paragraphs across the page. */
// 'recommendation': the push a 推荐报告 opens with (modules/screening/report.ts); 'registration': the interview and answers a 面试登记表 opens with (modules/interviews/register.service.ts).
export type DocSection = { key: ResumeSection | 'recommendation' | 'registration'; title: string; fields: Field[]; entries: Entry[]; texts: Field[] };
export type StandardResume = {
  name: string;
  facts: string;
  contact: Field[];
  sections: DocSection[];
  // Drawn across every page when the company wants it.
  watermark: string | null;
  footer: string;
};

export type DocumentContext = {
  companyName: string;
  exporterName: string;
  now: Date;
  contactAllowed: boolean;
  salaryAllowed: boolean;
  // 其他信息: the enabled custom fields in words (customTexts), empty ones as null.
  custom: readonly { name: string; text: string | null }[];
};

const present = (fields: [string, string | number | null | undefined][]): Field[] =>
  fields.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '').map(([label, v]) => ({ label, value: String(v).trim() }));
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' | ');

function sectionOf(key: ResumeSection, r: ResumeDetail, ctx: DocumentContext): DocSection {
  const salary = (v: string | null) => (ctx.salaryAllowed ? v : null);
  const base = { key, title: resumeSectionLabels[key], fields: [] as Field[], entries: [] as Entry[], texts: [] as Field[] };
  switch (key) {
    case 'base':
      return {
        ...base,
        fields: present([
          ['姓名', r.name],
          ['性别', codeLabel(genderLabels, r.gender, '')],
          ['年龄', r.age === null ? null : `${r.age}岁`],
          ['出生年份', r.birthday ?? r.birthYear],
          ['现居城市', r.workCity],
          ['籍贯', r.hometownCity],
          ['最高学历', codeLabel(degreeLabels, r.topDegree, '')],
          ['工作年限', codeLabel(workYearsLabels, r.workYearsScale, '')],
        ]),
      };
    case 'intention':
      return {
        ...base,
        fields: present([
          ['期望职位', r.expectPosition],
          ['期望城市', r.expectCity],
          ['期望行业', r.expectIndustry],
          ['期望薪资', salary(r.expectSalary)],
          ['目前薪资', salary(r.currentSalary)],
          ['求职状态', codeLabel(workStateLabels, r.workState, '')],
        ]),
      };
    case 'work':
      return {
        ...base,
        entries: r.workExperiences.map((w) => ({
          time: w.workTime ?? '',
          title: w.companyName ?? '',
          subtitle: w.jobName ?? '',
          facts: joined(w.companyIndustry, w.scale && `规模 ${w.scale}`, w.department, w.reportPeople && `汇报对象 ${w.reportPeople}`, w.underPeople && `下属 ${w.underPeople}人`),
          texts: present([
            ['公司介绍', w.companyIntroduce],
            ['工作内容', w.workContent],
            ['工作业绩', w.workAchievement],
            ['离职原因', w.dimissionReason],
          ]),
        })),
      };
    case 'education':
      return {
        ...base,
        entries: r.educations.map((e) => ({
          time: e.eduTime ?? '',
          title: e.graduationSchool ?? '',
          subtitle: joined(e.professional, e.degreeLabel ?? codeLabel(degreeLabels, e.degree, '')),
          facts: joined(e.school985 ? '985院校' : null, e.school211 ? '211院校' : null),
          texts: [],
        })),
      };
    case 'project':
      return {
        ...base,
        entries: r.projects.map((p) => ({
          time: p.projectTime ?? '',
          title: p.projectName ?? '',
          subtitle: '',
          facts: '',
          texts: present([
            ['项目描述', p.projectDesc],
            ['责任描述', p.responsibilityDesc],
          ]),
        })),
      };
    case 'training':
      return {
        ...base,
        entries: r.trainings.map((t) => ({
          time: t.trainingTime ?? '',
          title: t.trainingOrganization ?? '',
          subtitle: t.trainingName ?? '',
          facts: joined(t.trainingPlace, t.trainingCertificate && `证书 ${t.trainingCertificate}`),
          texts: present([['培训描述', t.trainingDesc]]),
        })),
      };
    case 'custom':
      // Names up to 20 characters and texts up to 2000: each on its own line, across the page.
      return { ...base, texts: present(ctx.custom.map((c) => [c.name, c.text])) };
  }
}

// Free text can hold what the contact fields hide (电话 in a custom field, an e-mail in a work
// description): for a reader without 250001 every phone number and e-mail in it is masked too.
const maskedField = (f: Field): Field => ({ ...f, value: maskContactsInText(f.value) });
/** A section with every phone number and e-mail in its text masked. */
export function maskedSection(s: DocSection): DocSection {
  const entries = s.entries.map((e) => ({
    time: e.time,
    title: maskContactsInText(e.title),
    subtitle: maskContactsInText(e.subtitle),
    facts: maskContactsInText(e.facts),
    texts: e.texts.map(maskedField),
  }));
  return { ...s, fields: s.fields.map(maskedField), entries, texts: s.texts.map(maskedField) };
}

/** The standard resume of a detail (already masked for the caller) under the company's settings. */
export function standardResume(r: ResumeDetail, settings: ResumeExportSettings, ctx: DocumentContext): StandardResume {
  const withContact = settings.includeContact && ctx.contactAllowed;
  const shown = settings.documentSections.map((key) => sectionOf(key, r, ctx)).filter((s) => s.fields.length > 0 || s.entries.length > 0 || s.texts.length > 0);
  const sections = ctx.contactAllowed ? shown : shown.map(maskedSection);
  const facts = [
    codeLabel(genderLabels, r.gender, ''),
    r.age === null ? '' : `${r.age}岁`,
    codeLabel(degreeLabels, r.topDegree, ''),
    r.workYearsScale === null ? '' : `${codeLabel(workYearsLabels, r.workYearsScale, '')}工作经验`,
    r.workCity ? `现居${r.workCity}` : '',
  ].filter(Boolean);
  const stamp = `${ctx.companyName} · ${ctx.exporterName} · ${chinaTime(ctx.now).slice(0, 10)}`;
  return {
    name: r.name,
    facts: facts.join(' | '),
    contact: withContact ? present([['手机', r.mobile], ['邮箱', r.email], ['微信', r.wechatCode]]) : [],
    sections,
    watermark: settings.watermark ? stamp : null,
    footer: `${ctx.companyName} · ${ctx.exporterName} 导出于 ${chinaTime(ctx.now)} · 仅供招聘使用，请勿外传`,
  };
}

/** The download name from the company's pattern: {姓名}_{职位}_{日期} -> 陈思远_Java开发工程师_20260308. */
export function documentFileName(pattern: string, r: ResumeDetail, now: Date): string {
  const name = fillFileNamePattern(pattern, {
    姓名: r.name,
    职位: r.expectPosition ?? r.lastJobTitle ?? '',
    日期: chinaDay(now),
    最近公司: r.lastCompany ?? '',
    简历编号: String(r.id),
  });
  return name || withoutForbiddenFileNameChars(r.name).trim() || `简历${r.id}`;
}
