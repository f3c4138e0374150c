// The read-only facts of a resume's base info and job intention, shared by the detail page,
// the print layout and the hiring manager's preview.
import { codeLabel, degreeLabels, genderLabels, type ResumeDetail } from '@bole/domain';
import { intentionText, workStateText, workYearsText } from '../../shared/format';
import type { InfoItem } from './InfoGrid';

const HIDDEN = '无权限查看';

export function baseInfoItems(r: ResumeDetail): InfoItem[] {
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

export function intentionItems(r: ResumeDetail): InfoItem[] {
  return [
    { label: '期望职位', value: r.expectPosition },
    { label: '期望城市', value: r.expectCity },
    { label: '期望行业', value: r.expectIndustry },
    { label: '求职状态', value: workStateText(r.workState) },
    { label: '目前薪资', value: r.salaryHidden ? <span className="bole-placeholder">{HIDDEN}</span> : r.currentSalary },
    { label: '期望薪资', value: r.salaryHidden ? <span className="bole-placeholder">{HIDDEN}</span> : r.expectSalary },
    { label: '意向状态', value: intentionText(r.intentionStatus) },
  ];
}
