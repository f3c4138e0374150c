import { describe, expect, it } from 'vitest';
import { offerCreateSchema, offerUpdateSchema } from './offer';

const body = (over: Record<string, unknown> = {}) => ({
  applicationId: 12,
  entryTime: '2026-12-01',
  orgId: 3,
  probationPeriod: 3,
  internshipSalary: '8000.50',
  salaryType: 1,
  formalSalary: 10000,
  taxType: 1,
  offerEmailFlag: true,
  ...over,
});

const messages = (input: unknown) => {
  const r = offerCreateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('offerCreateSchema', () => {
  it('takes the contract of POST /api/offers and carries the salaries as fen', () => {
    const parsed = offerCreateSchema.parse(
      body({ jobRankId: 5, demandIds: [1, 2], emailTitle: '录用通知', ccEmails: 'hr@example.com, boss@example.com', emailContent: '<p>${personName}，您好</p>', offerFileTemplateId: 9 }),
    );
    expect(parsed).toMatchObject({ applicationId: 12, entryTime: '2026-12-01', orgId: 3, probationPeriod: 3, internshipSalary: 800050, salaryType: 1, formalSalary: 1000000, taxType: 1 });
    expect(parsed.ccEmails).toEqual(['hr@example.com', 'boss@example.com']);
    expect(offerCreateSchema.parse(body({ probationPeriod: -1, salaryType: '3', formalSalary: '350' })).formalSalary).toBe(35000);
  });

  it('refuses three decimals, negatives and a missing entry time in Chinese', () => {
    expect(messages(body({ formalSalary: '10000.005' }))).toEqual(['formalSalary:转正薪资最多保留两位小数']);
    expect(messages(body({ internshipSalary: -1 }))).toEqual(['internshipSalary:试用期薪资不能为负数']);
    expect(messages(body({ entryTime: undefined }))).toEqual(['entryTime:请选择入职时间']);
    expect(messages(body({ entryTime: '2026-02-30' }))).toEqual(['entryTime:入职时间须为有效日期，如2026-12-01']);
    expect(messages(body({ probationPeriod: 13 }))).toEqual(['probationPeriod:试用期只能是无(-1)或1-12个月']);
    expect(messages(body({ salaryType: 4 }))).toEqual(['salaryType:薪资类型只能是日薪(3)、月薪(1)或年薪(2)']);
    expect(messages(body({ ccEmails: ['not-mail'] }))).toEqual(['ccEmails.0:抄送邮箱格式不正确']);
    expect(messages(body({ emailContent: '${nope}' }))[0]).toMatch(/^emailContent:邮件内容中/);
  });

  it('lets an edit send only some keys', () => {
    expect(offerUpdateSchema.parse({ formalSalary: '12000.10' })).toEqual({ formalSalary: 1200010 });
  });
});
