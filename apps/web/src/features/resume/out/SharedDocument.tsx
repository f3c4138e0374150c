// The shared resume read-only: base info, job intention and the histories, as the print
// layout draws them. Contact details come masked and salaries empty when the link hides them.
import { codeLabel, degreeLabels, genderLabels, type SharedResume } from '@bole/domain';
import { EntryView } from '../detail/views/EntryView';
import { InfoGrid, type InfoItem } from '../detail/views/InfoGrid';
import { HISTORY_KINDS, HISTORY_ORDER } from '../forms/history-fields';
import { workStateText, workYearsText } from '../shared/format';

const HIDDEN = <span className="bole-placeholder">未公开</span>;

function baseItems(r: SharedResume['resume']): InfoItem[] {
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

function intentionItems(r: SharedResume['resume'], salaryHidden: boolean): InfoItem[] {
  return [
    { label: '期望职位', value: r.expectPosition },
    { label: '期望城市', value: r.expectCity },
    { label: '期望行业', value: r.expectIndustry },
    { label: '求职状态', value: workStateText(r.workState) },
    { label: '目前薪资', value: salaryHidden ? HIDDEN : r.currentSalary },
    { label: '期望薪资', value: salaryHidden ? HIDDEN : r.expectSalary },
  ];
}

export function SharedDocument({ shared }: { shared: SharedResume }) {
  const r = shared.resume;
  return (
    <div className="bole-doc">
      <section className="bole-doc-section">
        <h2>基本信息</h2>
        <InfoGrid items={baseItems(r)} />
      </section>
      <section className="bole-doc-section">
        <h2>求职意向</h2>
        <InfoGrid items={intentionItems(r, shared.salaryHidden)} />
      </section>
      {HISTORY_ORDER.map((key) =>
        r[key].length === 0 ? null : (
          <section key={key} className="bole-doc-section">
            <h2>{HISTORY_KINDS[key].title}</h2>
            {r[key].map((entry, index) => (
              <EntryView key={index} kind={key} entry={entry} />
            ))}
          </section>
        ),
      )}
    </div>
  );
}
