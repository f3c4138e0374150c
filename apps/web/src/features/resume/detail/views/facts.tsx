// The read-only facts of a resume's base info and job intention, shared by the detail page,
// the print layout, the hiring manager's preview and the shared resume (/out/resume).
import { codeLabel, degreeLabels, genderLabels, type ResumeDetail } from '@bole/domain';
import { intentionText, workStateText, workYearsText } from '../../shared/format';
import type { InfoItem } from './InfoGrid';

type BaseFacts = Pick<ResumeDetail, 'name' | 'gender' | 'age' | 'birthYear' | 'topDegree' | 'workYearsScale' | 'workCity' | 'mobile' | 'email' | 'wechatCode' | 'hometownCity'>;
// The shared resume leaves out 意向状态: it is the recruiters' own judgement.
type IntentionFacts = Pick<ResumeDetail, 'expectPosition' | 'expectCity' | 'expectIndustry' | 'workState' | 'currentSalary' | 'expectSalary'> & Partial<Pick<ResumeDetail, 'intentionStatus'>>;

export function baseInfoItems(r: BaseFacts): InfoItem[] {
  const age = r.age === null ? '' : `${r.age}岁${r.birthYear ? `（${r.birthYear}年出生）` : ''}`;
  return [
    { label: '姓名', value: r.name },
    { label: '性别', value: codeLabel(genderLabels, r.gender, '') },
    { label: '年龄', value: age },
    { label: '最高学历', value: codeLabel(degreeLabels, r.topDegree, '') },
    { label: '工作年限', value: workYearsText(r.workYearsScale).replace(/经验$/, '') },
    { label: '现居城市', value: r.workCity },
    { label: '手机号', value: r.mobile },
    { label: '邮箱', value: r.email },
    { label: '微信号', value: r.wechatCode },
    { label: '籍贯', value: r.hometownCity },
  ];
}

/** `salaryHidden`: what the salaries show instead when the reader may not see them (null: they show). */
export function intentionItems(r: IntentionFacts, salaryHidden: string | null): InfoItem[] {
  const salary = (v: string | null) => (salaryHidden ? <span className="bole-placeholder">{salaryHidden}</span> : v);
  const items: InfoItem[] = [
    { label: '期望职位', value: r.expectPosition },
    { label: '期望城市', value: r.expectCity },
    { label: '期望行业', value: r.expectIndustry },
    { label: '求职状态', value: workStateText(r.workState) },
    { label: '目前薪资', value: salary(r.currentSalary) },
    { label: '期望薪资', value: salary(r.expectSalary) },
  ];
  if (r.intentionStatus !== undefined) items.push({ label: '意向状态', value: intentionText(r.intentionStatus) });
  return items;
}

/** What a resume detail's salaries show to a reader without 250027. */
export const detailSalaryHidden = (r: Pick<ResumeDetail, 'salaryHidden'>) => (r.salaryHidden ? '无权限查看' : null);
