import { describe, expect, it } from 'vitest';
import { OFFER_STANDARD_FIELDS, offerFieldNameClash, offerStandardFieldProblems, offerStandardSaveSchema, resolveOfferStandardSettings } from './offer-fields';

const issues = (fields: unknown) => {
  const parsed = offerStandardSaveSchema.safeParse({ fields });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('Offer字段 standard settings', () => {
  it('keeps the contract fields on and required whatever is stored, and takes the defaults for the rest', () => {
    const s = resolveOfferStandardSettings({ entryTime: { enabled: false, required: false }, formalSalary: { enabled: false } });
    for (const key of ['entryTime', 'orgId', 'probationPeriod', 'internshipSalary', 'formalSalary', 'taxType'] as const) expect(s[key]).toEqual({ enabled: true, required: true });
    expect(s.jobRankId).toEqual({ enabled: true, required: false });
    expect(s.offerEmail).toEqual({ enabled: true, required: false });
    expect(OFFER_STANDARD_FIELDS.find((f) => f.key === 'formalSalary')!.props).toEqual(['salaryType', 'formalSalary']);
  });

  it('turns 抄送 and 附件 off with the offer e-mail and never requires a field that is off', () => {
    const s = resolveOfferStandardSettings({ offerEmail: { enabled: false }, ccEmails: { enabled: true }, demandIds: { enabled: false, required: true } });
    expect(s.ccEmails.enabled).toBe(false);
    expect(s.fileIds.enabled).toBe(false);
    expect(s.offerFileTemplateId.enabled).toBe(true);
    expect(s.demandIds).toEqual({ enabled: false, required: false });
    // 必填 where the row cannot be required is never in force.
    expect(resolveOfferStandardSettings({ ccEmails: { enabled: true, required: true } }).ccEmails.required).toBe(false);
  });

  it('refuses switching a locked field off, 必填 where it does not apply or while off, and repeated rows', () => {
    expect(issues([{ key: 'jobRankId', enabled: true, required: true }, { key: 'offerEmail', enabled: false, required: false }])).toEqual([]);
    expect(issues([{ key: 'entryTime', enabled: false, required: true }])).toEqual(['fields.0.enabled: 「入职时间」是每份Offer都需要的字段，不能停用']);
    expect(issues([{ key: 'taxType', enabled: true, required: false }])).toEqual(['fields.0.required: 「税前/税后」是每份Offer都需要的字段，必须填写']);
    expect(issues([{ key: 'ccEmails', enabled: true, required: true }])).toEqual(['fields.0.required: 「抄送」不能设为必填']);
    expect(issues([{ key: 'demandIds', enabled: false, required: true }])).toEqual(['fields.0.required: 「关联招聘需求」已停用，不能设为必填']);
    expect(issues([{ key: 'jobRankId', enabled: true, required: false }, { key: 'jobRankId', enabled: false, required: false }])).toEqual(['fields.1.key: 「职级」重复了']);
    expect(issues([{ key: 'salary', enabled: true, required: false }])).toEqual(['fields.0.key: 字段不存在']);
    expect(issues([])).toEqual(['fields: 请提交字段设置']);
    expect(issues([{ key: 'jobRankId', enabled: 'yes', required: false }])).toEqual(['fields.0.enabled: 是否启用须为true或false']);
  });

  it('names what an offer breaks of the settings: required fields left empty and values of fields switched off', () => {
    const full = { entryTime: '2026-12-01', orgId: 3, probationPeriod: 3, internshipSalary: 800000, salaryType: 1, formalSalary: 1000000, taxType: 1 };
    expect(offerStandardFieldProblems(resolveOfferStandardSettings({}), { ...full, offerEmailFlag: true, ccEmails: ['hr@yunqi.cn'] })).toEqual([]);
    const strict = resolveOfferStandardSettings({ jobRankId: { enabled: true, required: true }, demandIds: { enabled: true, required: true }, offerEmail: { enabled: false } });
    expect(offerStandardFieldProblems(strict, { ...full, demandIds: [], offerEmailFlag: true, ccEmails: ['hr@yunqi.cn'] })).toEqual([
      { field: 'demandIds', message: '请填写关联招聘需求' },
      { field: 'jobRankId', message: '请填写职级' },
      { field: 'offerEmailFlag', message: '公司已停用Offer邮件，请不要勾选发送Offer邮件' },
      { field: 'ccEmails', message: '「抄送」已停用，不能填写' },
    ]);
    expect(offerStandardFieldProblems(strict, { ...full, demandIds: [4], jobRankId: 2, offerEmailFlag: false })).toEqual([]);
    expect(offerStandardFieldProblems(resolveOfferStandardSettings({}), { ...full, formalSalary: null })).toEqual([{ field: 'formalSalary', message: '请填写转正薪资' }]);
  });

  it('keeps custom fields from taking the names of the offer form', () => {
    expect(offerFieldNameClash(' 转正薪资 ')).toBe('转正薪资');
    expect(offerFieldNameClash('Offer邮件')).toBe('Offer邮件');
    expect(offerFieldNameClash('签字费')).toBeUndefined();
  });
});
