import { describe, expect, it } from 'vitest';
import { jobCreateSchema, jobUpdateSchema } from '../api/job';
import { jobFieldCreateSchema, jobFieldNameClash } from '../api/job-fields';
import { formatJobSalary, jobRuleIssues, salaryFromFormUnit, salaryToFormUnit, yuanToFen, fenToYuan } from './job';

const issues = (body: Record<string, unknown>, schema = jobCreateSchema) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('job salaries', () => {
  it('keeps 元 with two decimals as fen and back', () => {
    expect(yuanToFen(15000)).toBe(1500000);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(fenToYuan(1234567)).toBe(12345.67);
  });

  it('shows monthly salaries in 元 and annual ones in 万元 on the form', () => {
    expect(salaryToFormUnit(1, 15000)).toBe(15000);
    expect(salaryToFormUnit(2, 250000)).toBe(25);
    expect(salaryToFormUnit(2, 255500)).toBe(25.55);
    expect(salaryFromFormUnit(2, 25.5)).toBe(255000);
    expect(salaryFromFormUnit(1, null)).toBeNull();
  });

  it('formats ranges as a Chinese job list does', () => {
    expect(formatJobSalary(1, 8000, 9000)).toBe('8000-9000元/月');
    expect(formatJobSalary(1, 8000, 12000)).toBe('0.8万-1.2万/月');
    expect(formatJobSalary(1, 15000, 25000)).toBe('1.5万-2.5万/月');
    expect(formatJobSalary(2, 200000, 300000)).toBe('20万-30万/年');
    expect(formatJobSalary(1, 20000, null)).toBe('2万/月以上');
    expect(formatJobSalary(1, null, null)).toBe('面议');
  });
});

describe('job cross-field rules', () => {
  it('min salary and age not above the max, salary within its type', () => {
    expect(jobRuleIssues({ salaryType: 1, minSalary: 20000, maxSalary: 15000 })).toEqual([{ path: 'maxSalary', message: '最高薪资不能低于最低薪资' }]);
    expect(jobRuleIssues({ minAge: 40, maxAge: 30 })).toEqual([{ path: 'maxAge', message: '最大年龄不能小于最小年龄' }]);
    expect(jobRuleIssues({ salaryType: 1, maxSalary: 2_000_000 })[0]?.message).toBe('月薪最高100万元');
    expect(jobRuleIssues({ salaryType: 2, maxSalary: 2_000_000 })).toEqual([]);
  });

  it('the create schema refuses what the form would, in Chinese', () => {
    expect(issues({ name: '  ' })).toEqual(['name: 请输入职位名称']);
    expect(issues({ name: '职'.repeat(31) })).toEqual(['name: 职位名称最多60个字符（一个汉字算2个）']);
    expect(issues({ name: 'Java开发', minSalary: 20000, maxSalary: 15000 })).toEqual(['maxSalary: 最高薪资不能低于最低薪资']);
    expect(issues({ name: 'Java开发', minAge: 15 })).toEqual(['minAge: 年龄须为16-65岁']);
    expect(issues({ name: 'Java开发', minSalary: 100.123 })).toEqual(['minSalary: 最低薪资最多保留两位小数']);
    expect(issues({ name: 'Java开发', gender: 2 })[0]).toMatch(/^gender: 性别要求/);
    expect(issues({ name: 'Java开发', retention: 10 })[0]).toMatch(/^retention: 职位有效期/);
  });

  it('reads form-encoded values', () => {
    const parsed = jobCreateSchema.parse({ name: '销售经理', minSalary: '8000', maxSalary: '12000.5', jobRankIds: '3,4,3', eduNotUpgradeFlag: 'on', gender: '-1', benefits: '1,4' });
    expect(parsed).toMatchObject({ minSalary: 8000, maxSalary: 12000.5, jobRankIds: [3, 4], eduNotUpgradeFlag: 1, gender: -1, benefits: ['1', '4'] });
    expect(jobUpdateSchema.parse({ status: '2' })).toEqual({ status: 2 });
    expect(jobUpdateSchema.parse({ minAge: '', tagIds: '' })).toEqual({ minAge: null, tagIds: [] });
  });
});

describe('job fields', () => {
  it('offers every type but attachments and keeps the form names', () => {
    expect(jobFieldCreateSchema.safeParse({ name: '驻外补贴', type: 'attachment' }).success).toBe(false);
    expect(jobFieldCreateSchema.safeParse({ name: '驻外补贴', type: 'shortText' }).success).toBe(true);
    expect(jobFieldNameClash('招聘负责人')).toBe('招聘负责人');
    expect(jobFieldNameClash('驻外补贴')).toBeUndefined();
  });
});
