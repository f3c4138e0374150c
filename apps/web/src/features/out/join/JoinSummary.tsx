// A submitted 入职登记, read only: what he sent (the numbers masked) and his documents.
import type { PublicOnboardingForm } from '@bole/domain';
import { formatDateTime } from '../../../lib/time';
import { JoinDocuments } from './JoinDocuments';

export function JoinSummary({ data }: { data: PublicOnboardingForm }) {
  const v = data.values;
  const rows: [string, string | null][] = [
    ['确认入职', v.joinConfirmed ? `将于 ${data.entryDate ?? '约定日期'} 入职` : null],
    ['姓名', v.name],
    ['身份证号', v.idNumber],
    ['现住址', v.address],
    ['银行卡号', v.bankCard],
    ['开户行', v.bankName],
    ['紧急联系人', [v.emergencyName, v.emergencyRelation, v.emergencyPhone].filter(Boolean).join(' · ') || null],
  ];
  return (
    <>
      <div className="bole-join-done" role="status">
        <span className="bole-join-mark" aria-hidden>
          ✓
        </span>
        <p>入职登记已提交{data.submittedAt ? `（${formatDateTime(data.submittedAt)}）` : ''}，期待与您共事！如需修改，请联系招聘负责人。</p>
      </div>
      <dl className="bole-join-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="bole-join-row">
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <JoinDocuments documents={data.documents} readOnly />
    </>
  );
}
